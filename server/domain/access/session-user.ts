import type { SessionUser } from '@schemas/generated/api/access';
import type { UserRow } from '../../data/repositories/user-repository';

function isRoleId(id: number): id is SessionUser['roleDicId'] {
  return id >= 1 && id <= 5;
}

/** The logged-in user as login and registration return it. */
export function toSessionUser(user: UserRow): SessionUser {
  if (!isRoleId(user.roleId)) throw new Error(`Account ${user.id} has an unknown role ${user.roleId}`);
  return {
    id: user.id,
    email: user.email,
    localeDicId: user.localeId >= 1 && user.localeId <= 6 ? user.localeId : 1,
    roleDicId: user.roleId,
    isSuperUser: user.isSuperUser,
    acceptedRodo: user.acceptedRodoAt !== null,
    isActive: user.isActive,
    confirmed: user.confirmed,
  };
}

/** Roles 3 (farmer) and 4 (expert) are active once their e-mail is confirmed; the others need an administrator. */
export function needsAdministratorConfirmation(roleId: number): boolean {
  return roleId !== 3 && roleId !== 4;
}

/** Roles 1 (administrator) and 3 (farmer) register without an institution. */
export function needsInstitution(roleId: number): boolean {
  return roleId !== 1 && roleId !== 3;
}
