import type { UserListItem } from '@schemas/generated/api/lists';
import { ROLE } from '../../shared/session/roles';

/** The main administrator can be neither deactivated nor deleted, so those actions are not offered. */
export function canToggleActive(user: UserListItem): boolean {
  return !user.superUser;
}

/**
 * Deletion is offered for a farmer without questionnaires, for an unconfirmed account and for one
 * never activated; never for the main administrator. The server checks the same rule.
 */
export function canDeleteUser(user: UserListItem): boolean {
  if (user.superUser) return false;
  return (
    (user.roleDicId === ROLE.farmer && user.questionnaireCount === 0) ||
    !user.confirmed ||
    user.activationDate === null
  );
}

/** Only coordinators and observers see questionnaires by type rights. */
export function holdsTypeRights(user: UserListItem): boolean {
  return user.roleDicId === ROLE.coordinator || user.roleDicId === ROLE.observer;
}
