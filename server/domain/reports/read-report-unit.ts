import type { ReportUnit } from '@schemas/generated/api/indicator';
import type { Db } from '../../data/database';
import { fillReadScopeRepository } from '../../data/repositories/fill-read-scope-repository';
import { indicatorResultRepository } from '../../data/repositories/indicator-result-repository';
import { AppError } from '../app-error';
import { readableScope, type Caller } from '../fill/read/readable-scope';

/**
 * The unit a questionnaire's reports are about, its type's name in the language
 * (GET secured/indicator/{questionnaireId}/unit); 404 for a questionnaire the caller cannot read.
 */
export async function readReportUnit(
  db: Db,
  caller: Caller,
  questionnaireId: number,
  localeId: number,
): Promise<ReportUnit> {
  const scope = await readableScope(questionnaireId, (id) =>
    fillReadScopeRepository(db).byQuestionnaire(caller, id),
  );
  const unit = await indicatorResultRepository(db).unitOf(scope.questionnaireId, localeId);
  if (!unit) throw new AppError('NOT_FOUND');
  return unit;
}
