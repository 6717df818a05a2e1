import type { Db } from '../../data/database';
import { readStructureDocument } from '../../data/repositories/structure-document-repository';
import { structureVersionRepository } from '../../data/repositories/structure-version-repository';

/**
 * Before a change to a type, keeps the type's current structure as the document of its current
 * version when a questionnaire was created or last saved against that version (once per version), so
 * what its user saw stays readable; a run of changes nobody filled in between keeps nothing (issue 14, docs/decisions.md "structure versions"). Locks the type's row: changes of one
 * type are counted and kept one after the other.
 */
export async function keepSeenVersion(tx: Db, typeId: number): Promise<void> {
  const versions = structureVersionRepository(tx);
  const current = await versions.lockCurrent(typeId);
  if (current === undefined || (await versions.isStored(typeId, current))) return;
  if (!(await versions.wasSeen(typeId, current))) return;
  const read = await readStructureDocument(tx, typeId);
  if (read) await versions.store(typeId, current, read.document);
}
