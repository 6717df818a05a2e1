import type { FillQuestion } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import { fillReadGroupRepository } from '../../../data/repositories/fill-read-group-repository';
import { fillReadScopeRepository } from '../../../data/repositories/fill-read-scope-repository';
import { AppError } from '../../app-error';
import { assembleGroupInstances } from './assemble-group-instances';
import { readableScope, type Caller } from './readable-scope';

/** One filled question with its options, answers and version (GET secured/question/{filledQuestionId}). */
export async function readFillQuestion(
  db: Db,
  caller: Caller,
  filledQuestionId: number,
  localeId: number,
): Promise<FillQuestion> {
  const scope = await readableScope(filledQuestionId, (id) =>
    fillReadScopeRepository(db).byFilledQuestion(caller, id),
  );
  const rows = await fillReadGroupRepository(db).read(
    { filledQuestionId },
    scope.unitTypeId,
    localeId,
    'texts',
  );
  const [found] = assembleGroupInstances(rows).flatMap((group) => group.questionList);
  // A group that no longer applies to the unit's type is not shown, so neither are its questions.
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}
