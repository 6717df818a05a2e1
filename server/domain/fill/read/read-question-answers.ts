import type { QuestionAnswers } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillReadAnswerRepository } from '../../../data/repositories/fill-read-answer-repository';
import { fillReadScopeRepository } from '../../../data/repositories/fill-read-scope-repository';
import { AppError } from '../../app-error';
import { isStoredId } from '../../users/stored-id';
import { readableScope, type Caller } from './readable-scope';
import { savedAnswer } from './saved-answer';

/**
 * The saved answers of a question anywhere in a questionnaire, by its dictionary id
 * (GET secured/question/answerByQuestionDicId/{questionnaireId}?questionDicId): what a group reads of
 * questions outside it (dependent options, bounds). A question in a repeatable group answers with its
 * first instance; a question of another questionnaire type is a 404.
 */
export async function readQuestionAnswers(
  db: Db,
  caller: Caller,
  questionnaireId: number,
  questionId: number,
): Promise<QuestionAnswers> {
  const scope = await readableScope(questionnaireId, (id) =>
    fillReadScopeRepository(db).byQuestionnaire(caller, id),
  );
  const answers = fillReadAnswerRepository(db);
  if (!isStoredId(questionId) || !(await answers.questionOfType(questionId, scope.questionnaireTypeId))) {
    throw new AppError('NOT_FOUND');
  }
  const filledQuestionId = await answers.firstFilledQuestion(scope.questionnaireId, questionId);
  return {
    questionId,
    filledQuestionId: filledQuestionId ?? null,
    answers:
      filledQuestionId === undefined ? [] : (await answers.answersOf(filledQuestionId)).map(savedAnswer),
  };
}
