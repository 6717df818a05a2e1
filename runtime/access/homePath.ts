import { ROLE } from '../shared/session/roles';
import type { SessionUser } from '../shared/session/sessionUser';

export const ADMINISTRATION_PATH = '/administration';
export const QUESTIONNAIRES_PATH = '/main-navigation/questionnaires';

/** Administrators manage users; everybody else starts at the questionnaire list. */
export function homePathFor(user: SessionUser): string {
  return user.roleDicId === ROLE.administrator ? ADMINISTRATION_PATH : QUESTIONNAIRES_PATH;
}
