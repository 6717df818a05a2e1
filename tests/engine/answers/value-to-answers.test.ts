import fc from 'fast-check';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { AnswerValue } from '@engine/answers/answer-value';
import { valueToAnswers } from '@engine/answers/value-to-answers';
import { isFilled } from '@engine/progress/is-filled';
import { answerTypes, fixtureQuestion, square, validValues } from '@tests/fixtures/answer-values';

type AnswerType = (typeof answerTypes)[number];

describe('valueToAnswers', () => {
  it.each<[string, AnswerType, AnswerValue, SavedAnswer[]]>([
    ['an integer as typed', 1, '42', [{ answer: '42' }]],
    ['a comma decimal with a dot', 2, '12,5', [{ answer: '12.5' }]],
    ['a negative comma decimal with a dot', 2, '-0,25', [{ answer: '-0.25' }]],
    ['a whole decimal as it is', 2, '12', [{ answer: '12' }]],
    ['a long text as typed', 3, 'Straw, weekly.', [{ answer: 'Straw, weekly.' }]],
    ['a date as yyyy-MM-dd', 9, '01/02/2020', [{ answer: '2020-02-01' }]],
    ['the chosen option of a dropdown', 4, 41, [{ answerListId: 41 }]],
    ['the chosen yes/no option', 8, 81, [{ answerListId: 81 }]],
    ['the chosen rating', 10, 101, [{ answerListId: 101 }]],
    ['the chosen option of type 16', 16, 162, [{ answerListId: 162 }]],
    [
      'a choice with its value, trimmed',
      5,
      { optionId: 51, value: ' 7 ' },
      [{ answerListId: 51, answer: '7' }],
    ],
    [
      'a choice without input with a null answer',
      5,
      { optionId: 52, value: '' },
      [{ answerListId: 52, answer: null }],
    ],
    ['one answer per chosen checkbox', 6, [62, 61], [{ answerListId: 62 }, { answerListId: 61 }]],
    [
      'one answer per ticked checkbox with its value',
      7,
      [
        { optionId: 72, value: ' 5 ' },
        { optionId: 73, value: '' },
      ],
      [
        { answerListId: 72, answer: '5' },
        { answerListId: 73, answer: null },
      ],
    ],
    [
      'a point as GeoJSON [lng, lat]',
      11,
      { latitude: 52.2297, longitude: 21.0122 },
      [{ geomAnswer: { type: 'Point', coordinates: [21.0122, 52.2297] } }],
    ],
    [
      'a grid square with its id as the answer',
      12,
      { squareId: 'E1N1', geometry: square(21, 52) },
      [{ answer: 'E1N1', gridGeomAnswer: square(21, 52) }],
    ],
    ['the ids of the answers chosen as options as texts', 13, [5, 12], [{ answer: '5' }, { answer: '12' }]],
  ])('saves %s (type %i)', (_name, type, value, answers) => {
    expect(valueToAnswers(fixtureQuestion(type), value)).toEqual(answers);
  });

  it('rounds a point to 6 decimals', () => {
    expect(valueToAnswers(fixtureQuestion(11), { latitude: 52.12345649, longitude: 21.9876545 })).toEqual([
      { geomAnswer: { type: 'Point', coordinates: [21.987655, 52.123456] } },
    ]);
  });

  it('drops a ticked checkbox whose value was cleared (type 7), keeping the others', () => {
    const value = [
      { optionId: 71, value: '' },
      { optionId: 72, value: '  ' },
      { optionId: 73, value: '' },
    ];
    expect(valueToAnswers(fixtureQuestion(7), value)).toEqual([{ answerListId: 73, answer: null }]);
  });

  it.each(answerTypes)('saves no answers for an unanswered question of type %i', (type) => {
    for (const empty of [undefined, '', '  ', []] as const) {
      expect(valueToAnswers(fixtureQuestion(type), empty as AnswerValue | undefined)).toEqual([]);
    }
  });

  it.each<[AnswerType, AnswerValue]>([
    [4, '41'],
    [5, 51],
    [6, 61],
    [7, [61]],
    [9, '31/02/2020'],
    [11, '52,21'],
    [12, 'E1N1'],
    [13, [{ optionId: 1, value: '' }]],
  ])('saves no answers for type %i given a value of the wrong shape (%j)', (type, value) => {
    expect(valueToAnswers(fixtureQuestion(type), value)).toEqual([]);
  });

  it.each<[AnswerType, string, string]>([
    [1, ' 42 ', '42'],
    [2, ' 12,5 ', '12.5'],
  ])(
    'saves a number of type %i typed as %j, which the rules accept, without the spaces: %j',
    (type, typed, saved) => {
      expect(valueToAnswers(fixtureQuestion(type), typed)).toEqual([{ answer: saved }]);
    },
  );

  it.each(answerTypes)(
    'gives only answers with content for every valid value of type %i (property)',
    (type) => {
      const target = fixtureQuestion(type);
      fc.assert(
        fc.property(validValues[type], (value) => {
          const answers = valueToAnswers(target, value);
          expect(answers.length).toBeGreaterThan(0);
          for (const answer of answers) expect(isFilled(answer)).toBe(true);
        }),
      );
    },
  );
});
