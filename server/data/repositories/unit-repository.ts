import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { UnitSummary } from '@schemas/generated/api/lists';
import { editableUnitCondition } from '../access-scope';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import { ASSIGNMENT_STATUS, questionnaire, unit, unitAssignment, unitType } from '../schema/index';
import type { UserRow } from './user-repository';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

/** A unit as the add-unit flow and the change calls see it. */
export interface UnitState {
  id: number;
  isActive: boolean;
  ownerUserId: number | null;
}

/** Reads and changes single units: the add-unit flow (activate, assign), renaming and removal. */
export function unitRepository(db: Db) {
  async function summaries(where: SQL | undefined, localeId: number): Promise<UnitSummary[]> {
    return (
      db
        .select({
          id: unit.id,
          description: unit.description,
          number: unit.number,
          farmTypeId: unit.unitTypeId,
          farmType: localizedText(unitType.textId, localeId),
          isActive: unit.isActive,
        })
        .from(unit)
        // The join keeps drizzle qualifying the columns of the correlated type-name lookup.
        .innerJoin(unitType, eq(unitType.id, unit.unitTypeId))
        .where(where)
        .orderBy(asc(sql`lower(${unit.description})`), asc(unit.number), asc(unit.id))
    );
  }

  return {
    /** UnitSummary of one unit, or undefined. */
    async summary(unitId: number, localeId: number): Promise<UnitSummary | undefined> {
      const [found] = await summaries(eq(unit.id, unitId), localeId);
      return found;
    },

    /** The active units a user owns, by name. */
    ownedActive(ownerUserId: number, localeId: number): Promise<UnitSummary[]> {
      return summaries(and(eq(unit.ownerUserId, ownerUserId), eq(unit.isActive, true)), localeId);
    },

    /** The pool of inactive units (from the inspectorate's register) waiting to be taken, by name. */
    inactive(localeId: number): Promise<UnitSummary[]> {
      return summaries(and(eq(unit.isActive, false), isNull(unit.ownerUserId)), localeId);
    },

    async find(unitId: number): Promise<UnitState | undefined> {
      const [found] = await db
        .select({ id: unit.id, isActive: unit.isActive, ownerUserId: unit.ownerUserId })
        .from(unit)
        .where(eq(unit.id, unitId));
      return found;
    },

    /**
     * Locks the unit row for a change and tells whether the caller may edit it. The lock also holds
     * back a questionnaire being added to the unit (its foreign key check waits for it).
     */
    async lockForChange(caller: Caller, unitId: number): Promise<{ editable: boolean } | undefined> {
      const [found] = await db
        .select({ editable: sql<boolean>`(${editableUnitCondition(caller)})` })
        .from(unit)
        .where(eq(unit.id, unitId))
        .for('update');
      return found ? { editable: found.editable === true } : undefined;
    },

    async questionnaireCount(unitId: number): Promise<number> {
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(questionnaire)
        .where(eq(questionnaire.unitId, unitId));
      return Number(counted?.total ?? 0);
    },

    /**
     * Takes an inactive unit in one conditional UPDATE, so that of two users taking the same unit at
     * once exactly one succeeds. Answers false when the unit was not inactive (or does not exist).
     */
    async activate(unitId: number, ownerUserId: number | undefined): Promise<boolean> {
      const taken = await db
        .update(unit)
        .set(ownerUserId === undefined ? { isActive: true } : { isActive: true, ownerUserId })
        // An owned unit is never in the pool, even when inactive: taking it would bypass its owner.
        .where(and(eq(unit.id, unitId), eq(unit.isActive, false), isNull(unit.ownerUserId)))
        .returning({ id: unit.id });
      return taken.length > 0;
    },

    /** Makes a farmer the owner of an active, ownerless unit; false when it has an owner meanwhile. */
    async setOwnerIfNone(unitId: number, ownerUserId: number): Promise<boolean> {
      const changed = await db
        .update(unit)
        .set({ ownerUserId })
        .where(and(eq(unit.id, unitId), eq(unit.isActive, true), isNull(unit.ownerUserId)))
        .returning({ id: unit.id });
      return changed.length > 0;
    },

    /** The expert's assignment to the unit was accepted. */
    async isAssigned(unitId: number, userId: number): Promise<boolean> {
      const [found] = await db
        .select({ unitId: unitAssignment.unitId })
        .from(unitAssignment)
        .where(
          and(
            eq(unitAssignment.unitId, unitId),
            eq(unitAssignment.userId, userId),
            eq(unitAssignment.status, ASSIGNMENT_STATUS.accepted),
          ),
        );
      return found !== undefined;
    },

    /**
     * Assigns an expert to a unit that has no owner to ask (one the expert takes from the pool), so the
     * assignment is accepted at once; assigning twice changes nothing.
     */
    async assignOwnerless(unitId: number, userId: number, now: Date): Promise<void> {
      await db
        .insert(unitAssignment)
        .values({
          unitId,
          userId,
          status: ASSIGNMENT_STATUS.accepted,
          decidedAt: now,
          decidedByUserId: userId,
        })
        .onConflictDoNothing();
    },

    async rename(unitId: number, description: string): Promise<void> {
      await db.update(unit).set({ description }).where(eq(unit.id, unitId));
    },

    /** Returns a unit to the pool of inactive units: no owner, no assigned experts. */
    async returnToPool(unitId: number): Promise<void> {
      await db.delete(unitAssignment).where(eq(unitAssignment.unitId, unitId));
      await db.update(unit).set({ isActive: false, ownerUserId: null }).where(eq(unit.id, unitId));
    },
  };
}

export type UnitRepository = ReturnType<typeof unitRepository>;
