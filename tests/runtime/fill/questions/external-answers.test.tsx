import { screen, within } from '@testing-library/react';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import { GROUP_ID, option, question } from '@tests/fixtures/fill-group';
import { externalQuestionIds } from '@runtime/fill/questions/useFillContext';
import { EXTERNAL_ROUTE, questionServer } from './support/questionServer';
import { card, renderGroup, settle } from './support/renderGroup';

/** A floor question whose options depend on the housing chosen in another group (question 90). */
function floorGroup(): GroupInstance {
  const questions: FillQuestion[] = [
    question(1, 4, {
      answerList: [
        option(11, 'Slatted floor', { availableWhen: { questionId: 90, optionIds: [901] } }),
        option(12, 'Deep litter', { availableWhen: { questionId: 90, optionIds: [902] } }),
      ],
    }),
    question(2, 1, { maxAnswerQuestionId: 91 }),
  ];
  return {
    id: GROUP_ID,
    questionListDicId: 50,
    questionListName: 'Housing',
    name: null,
    qlNumber: -1,
    isActive: true,
    filledSubformId: 400,
    orderKey: 1,
    questionList: questions,
  };
}

describe('answers of questions outside the group', () => {
  it('are the referenced questions not in the group: bounds and option availability', () => {
    const group = floorGroup();
    expect(externalQuestionIds(group.questionList)).toEqual([90, 91]);
    group.questionList.push(question(90, 6));
    expect(externalQuestionIds(group.questionList)).toEqual([91]);
  });

  it('are read from the questionnaire, so an option another group allows is offered', async () => {
    const group = floorGroup();
    const server = questionServer(group, { externalAnswers: { 90: [{ answerListId: 901 }] } });
    const { user } = renderGroup(group);
    await settle();
    expect(server.to(EXTERNAL_ROUTE).map((request) => request.query.get('questionDicId'))).toEqual([
      '90',
      '91',
    ]);
    await user.click(within(card(1)).getByRole('combobox'));
    const offered = screen.getAllByRole('option').map((entry) => entry.textContent);
    expect(offered).toEqual(['No answer', 'Slatted floor']);
  });
});
