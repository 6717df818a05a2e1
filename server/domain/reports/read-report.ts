import type { IndicatorResult } from '@schemas/generated/api/indicator';
import type { Db } from '../../data/database';
import { fillReadFormRepository } from '../../data/repositories/fill-read-form-repository';
import { fillReadScopeRepository } from '../../data/repositories/fill-read-scope-repository';
import {
  indicatorResultRepository,
  type StoredIndicatorRow,
} from '../../data/repositories/indicator-result-repository';
import { AppError } from '../app-error';
import { readableScope, type Caller } from '../fill/read/readable-scope';
import { isStoredId } from '../users/stored-id';
import { nestIndicators } from '../../shared/nest-indicators';

/**
 * The stored report of one form of a questionnaire, themes → subthemes → indicators nested, names in
 * the language (GET secured/indicator/{questionnaireId}?formDicId&localeDicId). An empty list when no
 * report was generated yet (the screen then offers to generate one); 404 for a questionnaire the caller
 * cannot read or a form of another type.
 */
export async function readReport(
  db: Db,
  caller: Caller,
  questionnaireId: number,
  formId: number,
  localeId: number,
): Promise<IndicatorResult[]> {
  const scope = await readableScope(questionnaireId, (id) =>
    fillReadScopeRepository(db).byQuestionnaire(caller, id),
  );
  if (!isStoredId(formId) || !(await fillReadFormRepository(db).formOfType(formId, scope.questionnaireTypeId))) {
    throw new AppError('NOT_FOUND');
  }
  const rows = await indicatorResultRepository(db).stored(scope.questionnaireId, formId, localeId);
  if (!rows.some((row) => row.stored)) return [];
  return nestIndicators<StoredIndicatorRow, IndicatorResult>(rows, (row, subIndicators) => ({
    indicator_dic_id: row.id,
    name: row.name,
    value: row.value,
    scal_value: row.scaledValue,
    subIndicators,
  }));
}
