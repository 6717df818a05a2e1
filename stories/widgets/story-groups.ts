import type { GroupInstance } from '@schemas/generated/api/fill';
import { everyAnswerTypeGroup, option, question } from '@tests/fixtures/fill-group';

/** Fixture variants the every-answer-type group does not cover. */
export const storyGroups = {
  /** Question 6 with "Sawdust" inactive. */
  withInactiveOption(): GroupInstance {
    return {
      ...everyAnswerTypeGroup(),
      questionList: [
        question(6, 6, {
          answerList: [option(61, 'Straw'), option(62, 'Sawdust', { isActive: false }), option(63, 'Peat')],
        }),
      ],
    };
  },
  /** Question 13 whose source question has no answers yet. */
  withoutAnswersToChoose(): GroupInstance {
    return { ...everyAnswerTypeGroup(), questionList: [question(13, 13, { optionsFromQuestionId: 77 })] };
  },
};
