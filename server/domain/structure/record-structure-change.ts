import { eq, sql } from 'drizzle-orm';
import type { EndpointName } from '@schemas/contract/index';
import type { StructureLevel } from '@schemas/generated/api/structure-studio';
import type { Db } from '../../data/database';
import { questionnaireType, structureChange } from '../../data/schema/index';

export interface StructureChangeEntry {
  typeId: number;
  userId: number | null;
  action: EndpointName;
  level: StructureLevel;
  entityId: number | null;
  before: unknown;
  after: unknown;
}

/** Bumps the type's structure_version and stores the entry with the new version; returns it. */
export async function recordStructureChange(tx: Db, entry: StructureChangeEntry): Promise<number> {
  const [bumped] = await tx
    .update(questionnaireType)
    .set({ structureVersion: sql`${questionnaireType.structureVersion} + 1` })
    .where(eq(questionnaireType.id, entry.typeId))
    .returning({ version: questionnaireType.structureVersion });
  if (!bumped) throw new Error(`No questionnaire type ${entry.typeId} to record a change of`);
  await tx.insert(structureChange).values({
    questionnaireTypeId: entry.typeId,
    userId: entry.userId,
    action: entry.action,
    level: entry.level,
    entityId: entry.entityId,
    version: bumped.version,
    before: entry.before,
    after: entry.after,
  });
  return bumped.version;
}
