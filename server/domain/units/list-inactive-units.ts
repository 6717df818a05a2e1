import type { UnitSummary } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import { unitRepository } from '../../data/repositories/unit-repository';

/**
 * The inactive units (GET secured/farm/inactiveUnitList/): units of the inspectorate's register
 * nobody has taken yet, by name, for the add-unit flow.
 */
export function listInactiveUnits(db: Db, localeId: number): Promise<UnitSummary[]> {
  return unitRepository(db).inactive(localeId);
}
