import { ROLE } from '../shared/session/roles';

export const ADMINISTRATION_PATH = '/administration';
export const QUESTIONNAIRES_PATH = '/main-navigation/questionnaires';

/** Administrators manage users; everybody else starts at the questionnaire list. */
export function homePathFor(user: { roleDicId: number }): string {
  return user.roleDicId === ROLE.administrator ? ADMINISTRATION_PATH : QUESTIONNAIRES_PATH;
}
