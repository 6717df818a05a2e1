/* Generated from schemas/api/audit.schema.json by `npm run gen:types`. Do not edit. */

/**
 * What happened. The runtime's filter offers the same list (schemas/contract/audit-actions.ts).
 *
 * This interface was referenced by `AuditApi`'s JSON-Schema
 * via the `definition` "AuditAction".
 */
export type AuditAction =
  | 'login'
  | 'login.failed'
  | 'logout'
  | 'password.changed'
  | 'password.reset_requested'
  | 'password.reset'
  | 'account.registered'
  | 'account.activated'
  | 'account.approved'
  | 'account.deactivated'
  | 'account.reactivated'
  | 'account.deleted'
  | 'role.changed'
  | 'right.granted'
  | 'right.revoked'
  | 'assignment.requested'
  | 'assignment.accepted'
  | 'assignment.declined'
  | 'assignment.revoked'
  | 'assignment.withdrawn';
/**
 * Why a login was refused: the error code its caller got.
 *
 * This interface was referenced by `AuditApi`'s JSON-Schema
 * via the `definition` "LoginFailureReason".
 */
export type LoginFailureReason =
  'INVALID_CREDENTIALS' | 'NOT_ACTIVATED' | 'AWAITING_APPROVAL' | 'ACCOUNT_INACTIVE';
export type Id = number;

/**
 * The administrators' log of security events (GET secured/audit/list): logins, failed logins, logouts, password changes and resets, activations, approvals, deactivations, role and rights changes, deletions, and the experts' unit assignments. It never holds a password, a password hash or a token.
 */
export interface AuditApi {
  [k: string]: unknown;
}
/**
 * The facts of an event beyond who and what; only these, whatever the stored row holds.
 *
 * This interface was referenced by `AuditApi`'s JSON-Schema
 * via the `definition` "AuditEventDetails".
 */
export interface AuditEventDetails {
  /**
   * The address typed at a failed login (trimmed, lower case; left out when it is no address), or a deleted account's address.
   */
  email?: string;
  clientAddress?: string;
  reason?: LoginFailureReason;
  roleDicId?: number;
  previousRoleDicId?: number;
  questionnaireTypeId?: Id;
  /**
   * The questionnaire type of a right, in the request's language.
   */
  questionnaireTypeName?: string;
}
/**
 * A row of the security log, newest first.
 *
 * This interface was referenced by `AuditApi`'s JSON-Schema
 * via the `definition` "AuditEventItem".
 */
export interface AuditEventItem {
  id: Id;
  occurredAt: string;
  action: AuditAction;
  actorUserId: number | null;
  /**
   * null for the system or a deleted account.
   */
  actorEmail: string | null;
  subjectUserId: number | null;
  /**
   * The account the event is about; a deleted account's address is kept with its deletion.
   */
  subjectEmail: string | null;
  unitId: number | null;
  details: AuditEventDetails;
}
