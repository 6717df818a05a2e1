import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ExpertAssignment } from '@schemas/generated/api/lists';
import type { Db } from '../database';
import { appUser, ASSIGNMENT_STATUS, unit, unitAssignment, type AssignmentStatus } from '../schema/index';

/** Which assignments a list shows; every given field narrows it. */
export interface AssignmentScope {
  ownerUserId?: number;
  expertUserId?: number;
  unitId?: number;
  status?: AssignmentStatus;
}

export type { ExpertAssignment };

const expert = alias(appUser, 'assigned_expert');
const owner = alias(appUser, 'unit_owner');

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Experts' assignments to units: requests, acceptance, removal and the lists of them. */
export function assignmentRepository(db: Db) {
  return {
    async list(scope: AssignmentScope): Promise<ExpertAssignment[]> {
      const conditions: (SQL | undefined)[] = [
        scope.ownerUserId === undefined ? undefined : eq(unit.ownerUserId, scope.ownerUserId),
        scope.expertUserId === undefined ? undefined : eq(unitAssignment.userId, scope.expertUserId),
        scope.unitId === undefined ? undefined : eq(unitAssignment.unitId, scope.unitId),
        scope.status === undefined ? undefined : eq(unitAssignment.status, scope.status),
      ];
      const rows = await db
        .select({
          unitId: unitAssignment.unitId,
          unitNumber: unit.number,
          unitDescription: unit.description,
          ownerUserId: unit.ownerUserId,
          ownerEmail: owner.email,
          userId: unitAssignment.userId,
          email: expert.email,
          status: unitAssignment.status,
          requestedAt: unitAssignment.assignedAt,
          decidedAt: unitAssignment.decidedAt,
        })
        .from(unitAssignment)
        .innerJoin(unit, eq(unit.id, unitAssignment.unitId))
        .innerJoin(expert, eq(expert.id, unitAssignment.userId))
        .leftJoin(owner, eq(owner.id, unit.ownerUserId))
        .where(and(...conditions))
        .orderBy(desc(unitAssignment.assignedAt), desc(unitAssignment.unitId), desc(unitAssignment.userId));
      return rows.map((row) => ({
        ...row,
        requestedAt: iso(row.requestedAt) ?? '',
        decidedAt: iso(row.decidedAt),
      }));
    },

    async status(unitId: number, userId: number): Promise<AssignmentStatus | undefined> {
      const [found] = await db
        .select({ status: unitAssignment.status })
        .from(unitAssignment)
        .where(and(eq(unitAssignment.unitId, unitId), eq(unitAssignment.userId, userId)));
      return found?.status;
    },

    /** Records an expert's request; a repeated request keeps the first one (and an accepted one). */
    async request(unitId: number, userId: number): Promise<boolean> {
      const inserted = await db
        .insert(unitAssignment)
        .values({ unitId, userId, status: ASSIGNMENT_STATUS.pending })
        .onConflictDoNothing()
        .returning({ unitId: unitAssignment.unitId });
      return inserted.length > 0;
    },

    /** Pending → accepted; false when there was no pending request. */
    async accept(unitId: number, userId: number, deciderUserId: number, now: Date): Promise<boolean> {
      const changed = await db
        .update(unitAssignment)
        .set({ status: ASSIGNMENT_STATUS.accepted, decidedAt: now, decidedByUserId: deciderUserId })
        .where(
          and(
            eq(unitAssignment.unitId, unitId),
            eq(unitAssignment.userId, userId),
            eq(unitAssignment.status, ASSIGNMENT_STATUS.pending),
          ),
        )
        .returning({ unitId: unitAssignment.unitId });
      return changed.length > 0;
    },

    /** Deletes an assignment; answers the status it had, or undefined when there was none. */
    async remove(unitId: number, userId: number): Promise<AssignmentStatus | undefined> {
      const [removed] = await db
        .delete(unitAssignment)
        .where(and(eq(unitAssignment.unitId, unitId), eq(unitAssignment.userId, userId)))
        .returning({ status: unitAssignment.status });
      return removed?.status;
    },
  };
}

export type AssignmentRepository = ReturnType<typeof assignmentRepository>;
