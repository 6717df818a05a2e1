import type { AuditAction, LoginFailureReason } from '@schemas/generated/api/audit';
import type { Db } from '../../data/database';
import { auditRepository, type AuditDetails } from '../../data/repositories/audit-repository';

/** Where a request came from: the client address as Express sees it (the proxy's word only when trusted). */
export interface RequestOrigin {
  clientAddress?: string;
}

/** One security event: who did what to which account. Details take only the keys AuditDetails names. */
export interface SecurityEvent {
  action: AuditAction;
  /** The account that acted; null when nobody is signed in (a failed login, a reset link). */
  actorUserId: number | null;
  subjectUserId?: number;
  details?: AuditDetails;
}

/** The longest address kept: an IPv6 address with its zone fits, anything longer is cut. */
const ADDRESS_LENGTH = 64;

/** The origin as details: the client address when there is one. */
export function originDetails(origin: RequestOrigin | undefined): Pick<AuditDetails, 'clientAddress'> {
  const address = origin?.clientAddress?.slice(0, ADDRESS_LENGTH);
  return address ? { clientAddress: address } : {};
}

/**
 * Writes one security event. Pass the transaction of the change it records, so that the event is
 * stored exactly when the change is; a refusal (failed login) is written on its own.
 */
export async function recordSecurityEvent(db: Db, event: SecurityEvent): Promise<void> {
  await auditRepository(db).record({
    actorUserId: event.actorUserId,
    action: event.action,
    ...(event.subjectUserId === undefined ? {} : { subjectUserId: event.subjectUserId }),
    ...(event.details && Object.keys(event.details).length > 0 ? { details: event.details } : {}),
  });
}

/**
 * The e-mail typed at a failed login as the log keeps it: trimmed and in lower case, and only when it
 * looks like an address (one `@`, no spaces), so a password typed into the e-mail field is not stored.
 */
export function typedEmail(email: string): string | undefined {
  const typed = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(typed) && typed.length <= 254 ? typed : undefined;
}

/** A refused login: the typed address (see typedEmail), the account it names if any, and why. */
export async function recordFailedLogin(
  db: Db,
  attempt: { email: string; userId: number | undefined; reason: LoginFailureReason },
  origin: RequestOrigin,
): Promise<void> {
  const email = typedEmail(attempt.email);
  await recordSecurityEvent(db, {
    action: 'login.failed',
    actorUserId: null,
    ...(attempt.userId === undefined ? {} : { subjectUserId: attempt.userId }),
    details: { ...(email ? { email } : {}), reason: attempt.reason, ...originDetails(origin) },
  });
}

/**
 * A logout: the account ended its own session. For the logout use case (issue 18, sessions); call it
 * in the transaction that ends the session, if there is one.
 */
export async function recordLogout(db: Db, userId: number, origin: RequestOrigin = {}): Promise<void> {
  await recordSecurityEvent(db, {
    action: 'logout',
    actorUserId: userId,
    subjectUserId: userId,
    details: originDetails(origin),
  });
}

/** An administrator changed an account's role (for a role-change use case; none exists yet). */
export async function recordRoleChange(
  db: Db,
  change: { actorUserId: number; userId: number; previousRoleDicId: number; roleDicId: number },
): Promise<void> {
  await recordSecurityEvent(db, {
    action: 'role.changed',
    actorUserId: change.actorUserId,
    subjectUserId: change.userId,
    details: { previousRoleDicId: change.previousRoleDicId, roleDicId: change.roleDicId },
  });
}
