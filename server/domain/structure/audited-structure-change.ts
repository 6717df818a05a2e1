import type { EndpointName } from '@schemas/contract/index';
import type { StructureLevel } from '@schemas/generated/api/structure-studio';
import type { Db } from '../../data/database';
import {
  readSiblingOrder,
  readStructurePart,
  type StructurePart,
} from '../../data/repositories/structure-part-repository';
import { keepSeenVersion } from './keep-seen-version';
import { recordStructureChange } from './record-structure-change';

/**
 * Which part a structure call changes: the id the call names (none when the body left it out, which the
 * use case refuses), an id found first (a type by its name's text id), the id of what the call added
 * (from its result), or the two neighbours of a swap.
 */
export type ChangedPart<T> =
  | { id: number | null | undefined }
  | { find: (tx: Db) => Promise<number | undefined> }
  | { added: (result: T) => number; parent?: { level: StructureLevel; id: number } }
  | { swapped: readonly [number, number] };

/** The part an add call made (the item it answers): a new questionnaire type. */
export const addedPart: ChangedPart<{ id: number }> = { added: (item) => item.id };

/**
 * The part an add call made under a parent: the parent names the type before the change, so the
 * version its questionnaires saw can be kept first (keepSeenVersion).
 */
export function addedUnder(level: StructureLevel, id: number): ChangedPart<{ id: number }> {
  return { added: (item) => item.id, parent: { level, id } };
}

/** The type a change is about, known before it runs (a new type has none yet). */
async function typeBefore<T>(tx: Db, part: ChangedPart<T>, before: StructurePart | undefined) {
  if (before) return before.typeId;
  if ('added' in part && part.parent)
    return (await readStructurePart(tx, part.parent.level, part.parent.id))?.typeId;
  return undefined;
}

/** A structure call to record: who, which call of the contract, and which part at which level. */
export interface AuditedChange<T> {
  userId: number | null;
  action: EndpointName;
  level: StructureLevel;
  part: ChangedPart<T>;
}

async function partId<T>(tx: Db, part: ChangedPart<T>): Promise<number | undefined> {
  if ('id' in part) return part.id ?? undefined;
  if ('find' in part) return part.find(tx);
  if ('swapped' in part) return part.swapped[0];
  return undefined;
}

function snapshot<T>(tx: Db, level: StructureLevel, part: ChangedPart<T>, id: number) {
  return 'swapped' in part ? readSiblingOrder(tx, level, part.swapped) : readStructurePart(tx, level, id);
}

/**
 * Runs a structure use case and records it in the audit log, in one transaction: the part's values
 * are read before and after it, and the entry (recordStructureChange) is written only when the use
 * case succeeds. The use case's own transaction becomes a savepoint inside this one, so a refused
 * call (any error) stores neither the change nor the entry.
 */
export async function auditedStructureChange<T>(
  db: Db,
  change: AuditedChange<T>,
  useCase: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const knownId = await partId(tx, change.part);
    const before: StructurePart | undefined =
      knownId === undefined ? undefined : await snapshot(tx, change.level, change.part, knownId);
    const seenType = await typeBefore(tx, change.part, before);
    if (seenType !== undefined) await keepSeenVersion(tx, seenType);
    const result = await useCase(tx);
    const entityId = 'added' in change.part ? change.part.added(result) : knownId;
    const after =
      entityId === undefined ? undefined : await snapshot(tx, change.level, change.part, entityId);
    const typeId = after?.typeId ?? before?.typeId;
    if (typeId === undefined) throw new Error(`The ${change.action} call changed no part it can name`);
    await recordStructureChange(tx, {
      typeId,
      userId: change.userId,
      action: change.action,
      level: change.level,
      entityId: entityId ?? null,
      before: before?.values ?? null,
      after: after?.values ?? null,
    });
    return result;
  });
}
