import { and, asc, count, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { StructureChange, StructureLevel } from '@schemas/generated/api/structure-studio';
import type { Db } from '../database';
import { appUser, questionnaireType, structureChange } from '../schema/index';

/** One entry of the audit log as it is stored, with the structure version it made. */
export interface StructureChangeRow {
  typeId: number;
  userId: number | null;
  action: string;
  level: StructureLevel;
  entityId: number | null;
  version: number;
  before: unknown;
  after: unknown;
}

/** Which entries of a type to read: by whom, from when (inclusive) until when (exclusive). */
export interface StructureChangeFilter {
  userId?: number;
  from?: Date;
  until?: Date;
}

const LEVELS: readonly StructureLevel[] = ['type', 'form', 'subform', 'group', 'question', 'option'];

function levelOf(stored: string): StructureLevel {
  const level = LEVELS.find((known) => known === stored);
  if (!level) throw new Error(`Unknown structure level in the audit log: ${stored}`);
  return level;
}

/** The audit log of the structure (table structure_change) and the types' structure versions. */
export function structureChangeRepository(db: Db) {
  function conditions(typeId: number, filter: StructureChangeFilter): SQL | undefined {
    return and(
      eq(structureChange.questionnaireTypeId, typeId),
      filter.userId === undefined ? undefined : eq(structureChange.userId, filter.userId),
      filter.from === undefined ? undefined : gte(structureChange.changedAt, filter.from),
      filter.until === undefined ? undefined : lt(structureChange.changedAt, filter.until),
    );
  }

  return {
    /** One more version of the type's structure, counted atomically; undefined for an unknown type. */
    async nextVersion(typeId: number): Promise<number | undefined> {
      const [row] = await db
        .update(questionnaireType)
        .set({ structureVersion: sql`${questionnaireType.structureVersion} + 1` })
        .where(eq(questionnaireType.id, typeId))
        .returning({ version: questionnaireType.structureVersion });
      return row?.version;
    },

    async insert(row: StructureChangeRow): Promise<void> {
      await db.insert(structureChange).values({
        questionnaireTypeId: row.typeId,
        userId: row.userId,
        action: row.action,
        level: row.level,
        entityId: row.entityId,
        version: row.version,
        before: row.before,
        after: row.after,
      });
    },

    /** A page of a type's entries, newest (highest version) first, with who made them, and how many match. */
    async page(
      typeId: number,
      filter: StructureChangeFilter,
      page: { offset: number; limit: number },
    ): Promise<{ items: StructureChange[]; total: number }> {
      const where = conditions(typeId, filter);
      const rows = await db
        .select({
          id: structureChange.id,
          changedAt: structureChange.changedAt,
          userId: structureChange.userId,
          userEmail: appUser.email,
          action: structureChange.action,
          level: structureChange.level,
          entityId: structureChange.entityId,
          version: structureChange.version,
          before: structureChange.before,
          after: structureChange.after,
        })
        .from(structureChange)
        .leftJoin(appUser, eq(appUser.id, structureChange.userId))
        .where(where)
        .orderBy(desc(structureChange.version), desc(structureChange.id))
        .offset(page.offset)
        .limit(page.limit);
      const [counted] = await db.select({ total: count() }).from(structureChange).where(where);
      return {
        items: rows.map((row) => ({
          ...row,
          changedAt: row.changedAt.toISOString(),
          level: levelOf(row.level),
          userEmail: row.userEmail ?? null,
        })),
        total: counted?.total ?? 0,
      };
    },

    /** Everyone with an entry in the type's log (accounts since deleted are left out), by e-mail. */
    async users(typeId: number): Promise<{ id: number; email: string }[]> {
      return db
        .selectDistinct({ id: appUser.id, email: appUser.email })
        .from(structureChange)
        .innerJoin(appUser, eq(appUser.id, structureChange.userId))
        .where(and(eq(structureChange.questionnaireTypeId, typeId), isNotNull(structureChange.userId)))
        .orderBy(asc(appUser.email), asc(appUser.id));
    },
  };
}
