import { ROLE } from '../shared/session/roles';

/**
 * Farmers (their own units) and experts (units assigned to them) add, edit and remove units and add
 * questionnaires to them; coordinators and observers only read, administrators see no units.
 */
export function worksOnUnits(roleId: number): boolean {
  return roleId === ROLE.farmer || roleId === ROLE.expert;
}
