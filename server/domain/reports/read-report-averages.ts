import type { AverageIndicatorResult } from '@schemas/generated/api/indicator';
import type { Db } from '../../data/database';
import {
  indicatorResultRepository,
  type AverageIndicatorRow,
} from '../../data/repositories/indicator-result-repository';
import { AppError } from '../app-error';
import { isStoredId } from '../users/stored-id';
import { nestIndicators } from '../../shared/nest-indicators';

/**
 * The averages of a form's indicators over the stored reports of submitted forms of units of one type
 * (GET secured/indicator/average/{formDicId}?farmTypeId&localeDicId), nested like a report. An
 * indicator with a value in fewer than `minUnits` units shows no value (its unitCount still says how
 * many), so that no single unit's report can be read from an average. 404 for an unknown form or type;
 * an empty list for a form without indicators.
 */
export async function readReportAverages(
  db: Db,
  formId: number,
  unitTypeId: number,
  localeId: number,
  minUnits: number,
): Promise<AverageIndicatorResult[]> {
  const results = indicatorResultRepository(db);
  const known =
    isStoredId(formId) &&
    isStoredId(unitTypeId) &&
    (await results.formExists(formId)) &&
    (await results.unitTypeExists(unitTypeId));
  if (!known) {
    throw new AppError('NOT_FOUND');
  }
  const rows = await results.averages(formId, unitTypeId, localeId);
  return nestIndicators<AverageIndicatorRow, AverageIndicatorResult>(rows, (row, subIndicators) => {
    const shown = row.unitCount >= minUnits;
    return {
      indicator_dic_id: row.id,
      name: row.name,
      value: shown ? row.value : null,
      scal_value: shown ? row.scaledValue : null,
      unitCount: row.unitCount,
      subIndicators,
    };
  });
}
