import type { FillQuestion } from '@schemas/generated/api/fill';
import { offeredOptions } from '@engine/options/offered-options';
import { fixtureQuestion } from '@tests/fixtures/answer-values';
import { option, question } from '@tests/fixtures/fill-group';

const nothingChosen = (): number[] => [];

/** Question 75 of the spec's example: options that depend on what question 69 has chosen. */
function dependent(): FillQuestion {
  return question(75, 4, {
    answerList: [
      option(751, 'Always offered'),
      option(752, 'With 691 or 692', { availableWhen: { questionId: 69, optionIds: [691, 692] } }),
      option(753, 'With 693', { availableWhen: { questionId: 69, optionIds: [693] } }),
    ],
  });
}

const ids = (options: readonly { id: number }[]): number[] => options.map((offered) => offered.id);

describe('offeredOptions', () => {
  it('offers the options in orderKey order with their text and input flag', () => {
    const target = question(5, 5, {
      answerList: [
        option(52, 'Second', { orderKey: 2 }),
        option(51, 'First', { orderKey: 1, hasInput: true }),
      ],
    });
    expect(offeredOptions(target, [], nothingChosen)).toEqual([
      { id: 51, text: 'First', disabled: false, hasInput: true },
      { id: 52, text: 'Second', disabled: false, hasInput: false },
    ]);
  });

  it.each([
    [[], [41, 42, 43]],
    [[44], [41, 42, 43, 44]],
  ])('hides options with empty text unless chosen (chosen %j → %j)', (chosen, offered) => {
    expect(ids(offeredOptions(fixtureQuestion(4), chosen, nothingChosen))).toEqual(offered);
  });

  it('hides an option whose text is only spaces', () => {
    const target = question(4, 4, { answerList: [option(1, '   '), option(2, 'Two')] });
    expect(ids(offeredOptions(target, [], nothingChosen))).toEqual([2]);
  });

  it.each([
    [[], true],
    [[43], false],
  ])('shows inactive options disabled unless chosen (chosen %j → disabled %s)', (chosen, disabled) => {
    const inactive = offeredOptions(fixtureQuestion(4), chosen, nothingChosen).find(
      (offered) => offered.id === 43,
    );
    expect(inactive?.disabled).toBe(disabled);
  });

  it.each([
    [[], [751]],
    [[694], [751]],
    [[691], [751, 752]],
    [[692], [751, 752]],
    [[693], [751, 753]],
    [
      [691, 693],
      [751, 752, 753],
    ],
  ])(
    'offers options that depend on another question only while it has one of the listed options (%j → %j)',
    (chosenThere, offered) => {
      const chosenIn = (questionId: number): number[] => (questionId === 69 ? chosenThere : []);
      expect(ids(offeredOptions(dependent(), [], chosenIn))).toEqual(offered);
    },
  );

  it('asks for the choices of the tracked question by its dictionary id', () => {
    const asked = new Set<number>();
    offeredOptions(dependent(), [], (questionId) => {
      asked.add(questionId);
      return [];
    });
    expect([...asked]).toEqual([69]);
  });

  it('keeps a chosen option visible even when its condition no longer holds', () => {
    expect(ids(offeredOptions(dependent(), [753], nothingChosen))).toEqual([751, 753]);
  });

  describe('type 13 (the answers of another question as options)', () => {
    const answersAsOptions = {
      3: [
        { id: 5, answer: 'Barn A' },
        { id: 6, answer: '  ' },
        { id: 7, answer: 'Barn B' },
      ],
    };

    it('offers the answers of the question named by optionsFromQuestionId, hiding empty ones', () => {
      expect(offeredOptions(fixtureQuestion(13), [], nothingChosen, { answersAsOptions })).toEqual([
        { id: 5, text: 'Barn A', disabled: false, hasInput: false },
        { id: 7, text: 'Barn B', disabled: false, hasInput: false },
      ]);
    });

    it('keeps an empty answer that is chosen', () => {
      expect(ids(offeredOptions(fixtureQuestion(13), [6], nothingChosen, { answersAsOptions }))).toEqual([
        5, 6, 7,
      ]);
    });

    it.each([
      ['without answers in the context', fixtureQuestion(13), {}],
      ['without a source question', question(13, 13, { optionsFromQuestionId: null }), { answersAsOptions }],
    ])('offers nothing %s', (_name, target, context) => {
      expect(offeredOptions(target, [], nothingChosen, context)).toEqual([]);
    });
  });
});
