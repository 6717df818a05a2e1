import type { Db } from '../database';
import { auditEvent } from '../schema/index';

/** One security-relevant event: who (actor) did what (action) about which unit and account. */
export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  unitId?: number;
  subjectUserId?: number;
  details?: Record<string, unknown>;
}

/**
 * The append-only audit log. Callers write inside the transaction of the change they record, so an
 * event is stored exactly when its change is.
 */
export function auditRepository(db: Db) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db.insert(auditEvent).values({
        actorUserId: entry.actorUserId,
        action: entry.action,
        unitId: entry.unitId ?? null,
        subjectUserId: entry.subjectUserId ?? null,
        details: entry.details ?? null,
      });
    },
  };
}
