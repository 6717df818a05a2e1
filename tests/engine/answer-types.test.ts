import { multipleChoiceTypes, singleChoiceTypes, widgetByAnswerType } from '@engine/answer-types';
import { answerKind } from '@engine/kinds/index';
import { answerTypes } from '@tests/fixtures/answer-values';

describe('widgetByAnswerType', () => {
  it.each([
    [1, 'integer'],
    [2, 'decimal'],
    [3, 'longText'],
    [4, 'dropdown'],
    [5, 'choiceWithValue'],
    [6, 'checkboxes'],
    [7, 'checkboxesWithValue'],
    [8, 'yesNo'],
    [9, 'date'],
    [10, 'likert'],
    [11, 'mapPoint'],
    [12, 'mapGrid'],
    [13, 'checkboxesFromAnswers'],
    [16, 'dropdown'],
    [17, 'photo'],
  ] as const)('shows answer type %i with the %s widget', (type, widget) => {
    expect(widgetByAnswerType[type]).toBe(widget);
  });

  it('has a widget for every answer type and no other', () => {
    expect(Object.keys(widgetByAnswerType).map(Number)).toEqual([...answerTypes]);
  });
});

describe('answer type groups', () => {
  it.each(answerTypes)('puts type %i in at most one of single and multiple choice', (type) => {
    expect(singleChoiceTypes.has(type) && multipleChoiceTypes.has(type)).toBe(false);
  });

  it('lets only single-choice types (4, 5, 8, 10, 16) skip', () => {
    expect([...singleChoiceTypes].sort((a, b) => a - b)).toEqual([4, 5, 8, 10, 16]);
  });

  it('counts 6 and 7 as multiple choice', () => {
    expect([...multipleChoiceTypes].sort((a, b) => a - b)).toEqual([6, 7]);
  });

  it.each(answerTypes)('keeps the answer of type %i when skipped only for type 16', (type) => {
    expect(answerKind(type).keepsAnswerWhenSkipped).toBe(type === 16);
  });
});
