import type { EndpointName } from '@schemas/contract/index';
import type { StructureLevel } from '@schemas/generated/api/structure-studio';
import type { Db } from '../../data/database';
import { structureChangeRepository } from '../../data/repositories/structure-change-repository';
import { AppError } from '../app-error';

/** One structure change for the audit log: who made which call on which part, and its values. */
export interface StructureChangeEntry {
  typeId: number;
  userId: number | null;
  action: EndpointName;
  level: StructureLevel;
  entityId: number | null;
  before: unknown;
  after: unknown;
}

/**
 * Bumps the type's structure_version and stores the entry with the new version; returns it.
 * Call it inside the transaction of the change, so the entry is stored exactly when the change is.
 */
export async function recordStructureChange(tx: Db, entry: StructureChangeEntry): Promise<number> {
  const changes = structureChangeRepository(tx);
  const version = await changes.nextVersion(entry.typeId);
  if (version === undefined) throw new AppError('NOT_FOUND');
  await changes.insert({ ...entry, version });
  return version;
}
