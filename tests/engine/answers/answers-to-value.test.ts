import fc from 'fast-check';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { AnswerValue } from '@engine/answers/answer-value';
import { answersToValue } from '@engine/answers/answers-to-value';
import { valueToAnswers } from '@engine/answers/value-to-answers';
import { validateAnswer } from '@engine/rules/validate-answer';
import {
  answerTypes,
  fixtureQuestion,
  ruleContext,
  square,
  validValues,
} from '@tests/fixtures/answer-values';

type AnswerType = (typeof answerTypes)[number];

describe('answersToValue', () => {
  it.each(answerTypes)('gives undefined (unanswered) for type %i without saved answers', (type) => {
    expect(answersToValue(type, [])).toBeUndefined();
  });

  it.each<[string, AnswerType, SavedAnswer[], AnswerValue | undefined]>([
    ['an integer as saved', 1, [{ answer: '42' }], '42'],
    ['a decimal with a comma', 2, [{ answer: '12.5' }], '12,5'],
    ['a negative decimal with a comma', 2, [{ answer: '-0.25' }], '-0,25'],
    ['a whole decimal as it is', 2, [{ answer: '12' }], '12'],
    ['a long text as saved', 3, [{ answer: 'Straw, weekly.' }], 'Straw, weekly.'],
    ['a date as dd/MM/yyyy', 9, [{ answer: '2020-02-01' }], '01/02/2020'],
    ['a stored text that is no date as it is', 9, [{ answer: 'soon' }], 'soon'],
    ['the chosen option of a dropdown', 4, [{ answerListId: 41 }], 41],
    ['the chosen yes/no option', 8, [{ answerListId: 82 }], 82],
    ['the chosen rating', 10, [{ answerListId: 105 }], 105],
    ['the chosen option of type 16', 16, [{ answerListId: 161 }], 161],
    ['a choice with its value', 5, [{ answerListId: 51, answer: '7' }], { optionId: 51, value: '7' }],
    [
      'a choice without value as an empty value',
      5,
      [{ answerListId: 52, answer: null }],
      { optionId: 52, value: '' },
    ],
    ['every chosen checkbox in order', 6, [{ answerListId: 63 }, { answerListId: 61 }], [63, 61]],
    [
      'every chosen checkbox with its value',
      7,
      [{ answerListId: 72, answer: '5' }, { answerListId: 73 }],
      [
        { optionId: 72, value: '5' },
        { optionId: 73, value: '' },
      ],
    ],
    [
      'a point from GeoJSON [lng, lat]',
      11,
      [{ geomAnswer: { type: 'Point', coordinates: [21.0122, 52.2297] } }],
      { latitude: 52.2297, longitude: 21.0122 },
    ],
    [
      'a grid square with its id',
      12,
      [{ answer: 'E1N1', gridGeomAnswer: square(21, 52) }],
      { squareId: 'E1N1', geometry: square(21, 52) },
    ],
    ['the ids of the answers chosen as options', 13, [{ answer: '5' }, { answer: '12' }], [5, 12]],
  ])('gives %s (type %i)', (_name, type, answers, value) => {
    expect(answersToValue(type, answers)).toEqual(value);
  });

  it.each<[string, AnswerType, SavedAnswer[]]>([
    ['a single choice without option', 4, [{ answer: 'x' }]],
    ['a choice with value without option', 5, [{ answer: '7' }]],
    ['a decimal without value', 2, [{ answerListId: 1 }]],
    ['a date without value', 9, [{ answer: null }]],
    ['a point without geometry', 11, [{ answer: '52' }]],
    ['a grid square without geometry', 12, [{ answer: 'E1N1' }]],
  ])('gives undefined for %s (type %i)', (_name, type, answers) => {
    expect(answersToValue(type, answers)).toBeUndefined();
  });

  it('skips saved answers without an option (types 6, 7) or without an answer id (type 13)', () => {
    expect(answersToValue(6, [{ answerListId: 61 }, { answer: 'x' }])).toEqual([61]);
    expect(answersToValue(7, [{ answer: '3' }, { answerListId: 72, answer: '3' }])).toEqual([
      { optionId: 72, value: '3' },
    ]);
    expect(answersToValue(13, [{ answer: '5' }, { answer: 'five' }, { answer: null }])).toEqual([5]);
  });

  describe('as the inverse of valueToAnswers', () => {
    it.each(answerTypes)('gives back every valid value of type %i (property)', (type) => {
      const target = fixtureQuestion(type);
      fc.assert(
        fc.property(validValues[type], (value) => {
          expect(validateAnswer(target, value, ruleContext())).toBeUndefined();
          expect(answersToValue(type, valueToAnswers(target, value))).toEqual(value);
        }),
      );
    });

    // An empty list saves no answers, and no answers read back as unanswered: [] normalises to undefined.
    it.each<[AnswerType, AnswerValue | undefined]>([
      [1, ''],
      [2, ''],
      [3, ''],
      [9, ''],
      [6, []],
      [7, []],
      [13, []],
      [4, undefined],
      [11, undefined],
    ])('normalises the empty value of type %i (%j) to undefined', (type, empty) => {
      expect(answersToValue(type, valueToAnswers(fixtureQuestion(type), empty))).toBeUndefined();
    });
  });
});
