import { ROLE } from '@schemas/contract/roles';

/** roleDicId values (the API contract's, see the role table in DESIGN.md). */
export { ROLE };
export type { RoleId } from '@schemas/contract/roles';

/** Coordinators and experts: the export tab and the Long (privileged) questionnaire type. */
export function isPrivilegedRole(roleId: number): boolean {
  return roleId === ROLE.coordinator || roleId === ROLE.expert;
}

/** Farmers and experts work on units: add, edit, remove them and fill their questionnaires. */
export function worksOnUnits(roleId: number): boolean {
  return roleId === ROLE.farmer || roleId === ROLE.expert;
}

/** Coordinators and observers see questionnaires through their questionnaire-type rights. */
export function seesByTypeRights(roleId: number): boolean {
  return roleId === ROLE.coordinator || roleId === ROLE.observer;
}
