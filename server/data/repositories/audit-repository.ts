import type { AuditAction, AuditEventDetails } from '@schemas/generated/api/audit';
import type { Db } from '../database';
import { auditEvent } from '../schema/index';

/**
 * The facts an event may keep beyond who and what: the security log's details (never a password, a
 * password hash or a token: the type names every key there is) and the assignments' previous status.
 */
export type AuditDetails = Omit<AuditEventDetails, 'questionnaireTypeName'> & { previousStatus?: string };

/** One security-relevant event: who (actor) did what (action) about which unit and account. */
export interface AuditEntry {
  actorUserId: number | null;
  action: AuditAction;
  unitId?: number;
  subjectUserId?: number;
  details?: AuditDetails;
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
