import type { UnitSummary } from '@schemas/generated/api/lists';
import type { UnitRepository } from '../../data/repositories/unit-repository';

/** The UnitSummary of a unit that a use case has just found or changed. */
export async function unitSummary(
  repository: UnitRepository,
  unitId: number,
  localeId: number,
): Promise<UnitSummary> {
  const summary = await repository.summary(unitId, localeId);
  if (!summary) throw new Error(`Unit ${unitId} vanished during a change`);
  return summary;
}
