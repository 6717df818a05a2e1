import type { AuditAction } from '@schemas/contract/audit-actions';

/** `account.approved` → `account_approved`: a dot would nest the translation key. */
type KeyOf<Action extends string> = Action extends `${infer Head}.${infer Tail}`
  ? `${Head}_${KeyOf<Tail>}`
  : Action;

/** The translation key of an action under `administration.audit.action`. */
export function auditActionKey<Action extends AuditAction>(action: Action): KeyOf<Action> {
  // Every action has at most one dot and no other separator, so one replacement spells the key type.
  return action.replace('.', '_') as KeyOf<Action>;
}
