import type { OpenedQuestionnaire } from '../shared/questionnaire/openedQuestionnaire';
import { ROLE } from '../shared/session/roles';

/** What the user may do on the fill screen, from the role and how the questionnaire was opened. */
export interface FillRights {
  /** Administrators see the answers but never enter them (admin mode). */
  admin: boolean;
  /** Coordinators are not blocked from the tabs of submitted forms. */
  coordinator: boolean;
  /** Opened by Show or for review, or the questionnaire is accepted (active): nothing can change. */
  readOnly: boolean;
  /** Opens on the first form rather than the first one in edition (admin or read-only). */
  showAll: boolean;
}

export function fillRights(opened: OpenedQuestionnaire, roleId: number): FillRights {
  const admin = roleId === ROLE.administrator;
  const coordinator = roleId === ROLE.coordinator || opened.mode === 'review';
  const readOnly = opened.mode !== 'edit' || opened.active === true;
  return { admin, coordinator, readOnly, showAll: admin || readOnly };
}

/** Answers and groups of a submitted form are read-only too. */
export function formReadOnly(rights: FillRights, submitted: boolean): boolean {
  return rights.readOnly || submitted;
}

/** Group instances are answer data: adding and deleting them is answering. */
export function canChangeGroups(rights: FillRights, submitted: boolean): boolean {
  return !rights.admin && !formReadOnly(rights, submitted);
}

/** Non-admin users other than coordinators cannot open a submitted form's tab. */
export function tabDisabled(rights: FillRights, submitted: boolean): boolean {
  return submitted && !rights.admin && !rights.coordinator;
}
