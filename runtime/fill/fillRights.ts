import type { FormListItem } from '@schemas/generated/api/fill';
import type { OpenedQuestionnaire } from '../shared/questionnaire/openedQuestionnaire';
import { ROLE } from '../shared/session/roles';

/** A filled form as the server lists it: submitted or not, and whether the caller may write in it. */
export type FormWriting = Pick<FormListItem, 'status' | 'answersWritable'>;

/**
 * What the user may do on the fill screen, from the role and how the questionnaire was opened. Only
 * a narrowing: whether answers can be written at all is the server's to say (`serverRefusesWriting`),
 * since the opening mode is session state anyone can change.
 */
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

/**
 * The server says the caller may not write in this form (not theirs to fill, accepted, submitted).
 * A backend that does not say (proxy mode) leaves it to the opening mode; it refuses the writes anyway.
 */
export function serverRefusesWriting(form: FormWriting): boolean {
  return form.answersWritable === false;
}

/** Answers and groups are read-only unless the opening, the form's status and the server all allow writing. */
export function formReadOnly(rights: FillRights, form: FormWriting): boolean {
  return rights.readOnly || form.status || serverRefusesWriting(form);
}

/** Group instances are answer data: adding and deleting them is answering. */
export function canChangeGroups(rights: FillRights, form: FormWriting): boolean {
  return !rights.admin && !formReadOnly(rights, form);
}

/** Non-admin users other than coordinators cannot open a submitted form's tab. */
export function tabDisabled(rights: FillRights, submitted: boolean): boolean {
  return submitted && !rights.admin && !rights.coordinator;
}
