import { widgetByAnswerType } from '@engine/answer-types';
import { dictionaryQuestion } from '@engine/convert/dictionary-question';
import { buildGroupForm, type QuestionUiSchema } from '@engine/convert/group-form';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { answerOptionDicItem, questionDicItem } from '@tests/fixtures/structure-dic';

function groupOf(questions: GroupInstance['questionList']): GroupInstance {
  return {
    id: 30,
    questionListDicId: 30,
    questionListName: 'Herd',
    qlNumber: -1,
    isActive: true,
    filledSubformId: 20,
    orderKey: 1,
    questionList: questions,
  };
}

describe('dictionaryQuestion', () => {
  it('gives the question of the dictionary without answers, its dictionary id as both ids', () => {
    const question = questionDicItem(5, 30, 'Number of sows', {
      answerTypeDicId: 1,
      min: 0,
      max: 900,
      questionOrderKey: 4,
    });
    expect(dictionaryQuestion(question, [], 1)).toMatchObject({
      id: 5,
      questionId: 5,
      filledQuestionListId: 30,
      answerTypeDicId: 1,
      questionText: 'Number of sows',
      min: 0,
      max: 900,
      orderKey: 4,
      isActive: true,
      answers: [],
      answerList: [],
      recommended: false,
      recommendedList: [],
    });
  });

  it('takes the group heading and tip in the wanted language, else in English', () => {
    const question = questionDicItem(5, 30, 'Sows', {
      questionGroup: {
        id: 2,
        translations: [
          { localeDicId: 1, text: 'Animals' },
          { localeDicId: 2, text: 'Zwierzęta' },
        ],
      },
      questionTip: { id: 3, translations: [{ localeDicId: 1, text: 'Count them all' }] },
    });
    const polish = dictionaryQuestion(question, [], 2);
    expect(polish.questionGroupText).toBe('Zwierzęta');
    expect(polish.questionTip).toBe('Count them all');
    expect(dictionaryQuestion(questionDicItem(6, 30, 'Boars'), [], 2).questionTip).toBeNull();
  });

  it('keeps only the options of this question, with their skip rules, activity and inputs', () => {
    const question = questionDicItem(5, 30, 'Housing', { answerTypeDicId: 5, optionCount: 2 });
    const options = [
      answerOptionDicItem(52, 5, 'Slatted', { orderKey: 2, hasInput: true, max: 10 }),
      answerOptionDicItem(51, 5, 'Straw', {
        orderKey: 1,
        skipQuestions: 2,
        skipQuestionsOffset: 1,
        isActive: false,
      }),
      answerOptionDicItem(61, 6, 'Other question'),
    ];
    const converted = dictionaryQuestion(question, options, 1);
    expect(converted.answerList).toEqual([
      expect.objectContaining({ id: 52, text: 'Slatted', hasInput: true, max: 10, orderKey: 2 }),
      expect.objectContaining({ id: 51, isActive: false, skipQuestions: 2, skipQuestionsOffset: 1 }),
    ]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16] as const)(
    'lets the engine render answer type %i with its own widget, read-only',
    (answerTypeDicId) => {
      const question = questionDicItem(5, 30, 'Question', { answerTypeDicId, isActive: false });
      const options = [answerOptionDicItem(51, 5, 'One'), answerOptionDicItem(52, 5, 'Two')];
      const form = buildGroupForm(
        groupOf([dictionaryQuestion(question, options, 1)]),
        { today: '2026-11-26' },
        {
          readOnly: true,
          includeInactive: true,
        },
      );
      const ui = form.uiSchema.q5 as QuestionUiSchema;
      expect(ui['ui:widget']).toBe(widgetByAnswerType[answerTypeDicId]);
      expect(ui['ui:readonly']).toBe(true);
      expect(form.formData.q5).toBeUndefined();
    },
  );
});
