import { outsideAnswersRead } from '@engine/rules/outside-answers-read';
import { option, question } from '@tests/fixtures/fill-group';

/** A group reading other questions: a bound (91), an option's bound (92), an option's condition (90). */
function readingGroup() {
  return [
    question(1, 1, { maxAnswerQuestionId: 91 }),
    question(2, 5, {
      answerList: [
        option(21, 'Contract', { hasInput: true, maxAnswerQuestionId: 92 }),
        option(22, 'Slatted floor', { availableWhen: { questionId: 90, optionIds: [901] } }),
        option(23, 'Deep litter', { availableWhen: { questionId: 90, optionIds: [902] } }),
      ],
    }),
    question(3, 2, { maxAnswerQuestionId: 1 }),
    question(4, 13, { optionsFromQuestionId: 95 }),
    question(5, 6, { optionsFromQuestionId: 96 }),
  ];
}

describe('the answers outside a group its rules read', () => {
  it('are the bounds and option conditions naming questions outside the group, each once, ascending', () => {
    expect(outsideAnswersRead(readingGroup()).answersOf).toEqual([90, 91, 92]);
  });

  it('leave out questions of the group: their values being edited are read instead', () => {
    const group = [...readingGroup(), question(90, 4), question(91, 1)];
    expect(outsideAnswersRead(group).answersOf).toEqual([92]);
  });

  it('include the questions whose answers a kind offers as options, wherever they are', () => {
    expect(outsideAnswersRead(readingGroup()).optionsFrom).toEqual([95]);
    expect(outsideAnswersRead([...readingGroup(), question(95, 3)]).optionsFrom).toEqual([95]);
  });

  it('for one question being saved are only what its own rules read', () => {
    const group = readingGroup();
    const [first, second, third, fourth] = group;
    if (!first || !second || !third || !fourth) throw new Error('fixture');
    expect(outsideAnswersRead([first], group)).toEqual({ answersOf: [91], optionsFrom: [] });
    expect(outsideAnswersRead([second], group)).toEqual({ answersOf: [90, 92], optionsFrom: [] });
    expect(outsideAnswersRead([third], group)).toEqual({ answersOf: [], optionsFrom: [] });
    expect(outsideAnswersRead([fourth], group)).toEqual({ answersOf: [], optionsFrom: [95] });
  });

  it('are none for a group that reads nothing outside', () => {
    expect(outsideAnswersRead([question(1, 1), question(2, 9)])).toEqual({ answersOf: [], optionsFrom: [] });
  });
});
