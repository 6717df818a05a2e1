import type { Db } from '../../data/database';
import { readStructureDocument } from '../../data/repositories/structure-document-repository';
import { structureVersionRepository } from '../../data/repositories/structure-version-repository';

/**
 * Before a change to a type that has questionnaires, keeps the type's current structure as the
 * document of its current version (once per version), so what those questionnaires' users saw stays
 * readable (issue 14, docs/decisions.md "structure versions"). Locks the type's row: changes of one
 * type are counted and kept one after the other.
 */
export async function keepSeenVersion(tx: Db, typeId: number): Promise<void> {
  const versions = structureVersionRepository(tx);
  const current = await versions.lockCurrent(typeId);
  if (current === undefined || (await versions.isStored(typeId, current))) return;
  if (!(await versions.hasQuestionnaires(typeId))) return;
  const read = await readStructureDocument(tx, typeId);
  if (read) await versions.store(typeId, current, read.document);
}
