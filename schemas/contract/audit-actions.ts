import type { AuditAction } from '../generated/api/audit';

export type { AuditAction } from '../generated/api/audit';

/**
 * Every action of the security log, in the order the runtime's filter offers them. The server
 * records only these (the audit repository takes an AuditAction) and the list call's `action` filter
 * refuses any other name, so the filter and the screen always speak of the same events.
 */
export const AUDIT_ACTIONS = [
  'login',
  'login.failed',
  'logout',
  'password.changed',
  'password.reset_requested',
  'password.reset',
  'account.registered',
  'account.activated',
  'account.approved',
  'account.deactivated',
  'account.reactivated',
  'account.deleted',
  'role.changed',
  'right.granted',
  'right.revoked',
  'assignment.requested',
  'assignment.accepted',
  'assignment.declined',
  'assignment.revoked',
  'assignment.withdrawn',
] as const satisfies readonly AuditAction[];

// The schema's enum and this list name the same actions: a new action in one fails to compile until
// the other has it too.
type Unlisted = Exclude<AuditAction, (typeof AUDIT_ACTIONS)[number]>;
const everyActionListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyActionListed;

/** Whether a text names an action of the security log. */
export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}
