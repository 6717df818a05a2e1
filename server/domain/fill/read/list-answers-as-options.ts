import type { AnswerAsOptionItem } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillReadAnswerRepository } from '../../../data/repositories/fill-read-answer-repository';
import { fillReadScopeRepository } from '../../../data/repositories/fill-read-scope-repository';
import { isStoredId } from '../../users/stored-id';
import { readableScope, type Caller } from './readable-scope';

/**
 * The answers type-13 questions offer as options (GET secured/question/answers-from-tab7c/{questionnaireId}):
 * one per instance of each source question the structure names (`optionsFromQuestionKey`), keyed by
 * that question's dictionary id as the engine's `answersAsOptions` is. The id is the source's filled
 * question, which outlives re-saves of its answer.
 */
export async function listAnswersAsOptions(
  db: Db,
  caller: Caller,
  questionnaireId: number,
  sourceQuestionId: number | undefined,
): Promise<AnswerAsOptionItem[]> {
  const scope = await readableScope(questionnaireId, (id) =>
    fillReadScopeRepository(db).byQuestionnaire(caller, id),
  );
  if (sourceQuestionId !== undefined && !isStoredId(sourceQuestionId)) return [];
  return fillReadAnswerRepository(db).answersAsOptions(
    scope.questionnaireId,
    scope.questionnaireTypeId,
    sourceQuestionId,
  );
}
