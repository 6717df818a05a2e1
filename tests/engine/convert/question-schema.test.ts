import type { OfferedOption } from '@engine/options/offered-options';
import { questionSchema } from '@engine/convert/question-schema';
import { answerTypes, fixtureQuestion } from '@tests/fixtures/answer-values';
import { question } from '@tests/fixtures/fill-group';

const offered: OfferedOption[] = [
  { id: 41, text: 'Slatted floor', disabled: false, hasInput: false },
  { id: 43, text: 'Tethered', disabled: true, hasInput: false },
];
const choice = {
  type: 'integer',
  oneOf: [
    { const: 41, title: 'Slatted floor' },
    { const: 43, title: 'Tethered' },
  ],
};

describe('questionSchema', () => {
  it.each(answerTypes)('titles the schema of type %i with the question text', (type) => {
    expect(questionSchema(fixtureQuestion(type), offered).title).toBe(`Question text ${type}`);
  });

  it.each([1, 2, 9] as const)('keeps type %i as a string, so a half-typed value is not lost', (type) => {
    expect(questionSchema(fixtureQuestion(type), [])).toEqual({
      type: 'string',
      title: `Question text ${type}`,
    });
  });

  it.each([
    ["its question's max", 225, fixtureQuestion(3)],
    ['1000 without a max', 1000, question(3, 3)],
  ])('limits a long text to %s: maxLength %i', (_limit, maxLength, target) => {
    expect(questionSchema(target, [])).toMatchObject({ type: 'string', maxLength });
  });

  it.each([4, 8, 10, 16] as const)(
    'makes type %i one integer among the offered options, titled by their texts',
    (type) => {
      expect(questionSchema(fixtureQuestion(type), offered)).toEqual({
        ...choice,
        title: `Question text ${type}`,
      });
    },
  );

  it.each([4, 8, 10, 16] as const)(
    'makes type %i a bare integer when no option is offered (no empty oneOf)',
    (type) => {
      expect(questionSchema(fixtureQuestion(type), [])).toEqual({
        type: 'integer',
        title: `Question text ${type}`,
      });
    },
  );

  it('makes a choice with value (5) an object of the option and the typed value', () => {
    expect(questionSchema(fixtureQuestion(5), offered)).toEqual({
      type: 'object',
      title: 'Question text 5',
      properties: { optionId: choice, value: { type: 'string' } },
    });
  });

  it.each([6, 13] as const)('makes type %i a list of distinct offered options', (type) => {
    expect(questionSchema(fixtureQuestion(type), offered)).toEqual({
      type: 'array',
      title: `Question text ${type}`,
      items: choice,
      uniqueItems: true,
    });
  });

  it('makes checkboxes with values (7) a list of options with their values', () => {
    expect(questionSchema(fixtureQuestion(7), offered)).toEqual({
      type: 'array',
      title: 'Question text 7',
      items: { type: 'object', properties: { optionId: choice, value: { type: 'string' } } },
    });
  });

  it('makes a map point (11) an object of latitude -90..90 and longitude -180..180', () => {
    expect(questionSchema(fixtureQuestion(11), [])).toEqual({
      type: 'object',
      title: 'Question text 11',
      properties: {
        latitude: { type: 'number', minimum: -90, maximum: 90 },
        longitude: { type: 'number', minimum: -180, maximum: 180 },
      },
    });
  });

  it('makes a grid square (12) an object with its square id', () => {
    expect(questionSchema(fixtureQuestion(12), [])).toEqual({
      type: 'object',
      title: 'Question text 12',
      properties: { squareId: { type: 'string' } },
    });
  });
});
