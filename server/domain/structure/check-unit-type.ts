import { problem, type StructureProblem } from '@engine/structure/structure-problem';
import type { Db } from '../../data/database';
import { structureSubformRepository } from '../../data/repositories/structure-subform-repository';

/** The unit type a subform or group applies to: -1 (or none) for all, else a unit type that exists. */
export async function checkUnitType(
  db: Db,
  farmTypeId: number | null | undefined,
): Promise<StructureProblem[]> {
  if (farmTypeId === undefined || farmTypeId === null || farmTypeId === -1) return [];
  return (await structureSubformRepository(db).unitTypeExists(farmTypeId))
    ? []
    : [problem('farmTypeId', 'FIELD_REQUIRED')];
}
