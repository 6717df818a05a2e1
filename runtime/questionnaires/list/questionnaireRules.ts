import type { QuestionnaireListItem } from '@schemas/generated/api/lists';
import type { FillMode } from '../../shared/questionnaire/openedQuestionnaire';
import { ROLE } from '../../shared/session/roles';

/** What a row's buttons do: open it (show/edit) or ask first and change it (the rest). */
export type QuestionnaireAction = 'show' | 'edit' | 'delete' | 'confirm' | 'unblock' | 'reopen';

/** The actions that change a questionnaire and therefore ask first. */
export type QuestionnaireChange = Exclude<QuestionnaireAction, 'show' | 'edit'>;

type Row = Pick<QuestionnaireListItem, 'isActive' | 'editable' | 'formList'>;

/** Observers read the list only; administrators never see it. Everyone else gets an action column. */
export function hasActionColumn(roleId: number): boolean {
  return roleId === ROLE.farmer || roleId === ROLE.expert || roleId === ROLE.coordinator;
}

/** Only an inactive questionnaire none of whose forms has been submitted may be removed. */
export function canDeleteQuestionnaire(row: Row): boolean {
  return !row.isActive && row.formList.every((form) => !form.status);
}

/**
 * The buttons of one row for the user's role. Farmers and experts act on the questionnaires of their
 * own (or assigned) units: Show, Edit (refused with a message once accepted), Delete where allowed,
 * and experts may reopen an accepted one. Coordinators review, confirm and unblock.
 * The server checks every one of these again.
 */
export function offeredActions(roleId: number, row: Row): QuestionnaireAction[] {
  if (roleId === ROLE.coordinator) return ['show', row.isActive ? 'unblock' : 'confirm'];
  if (roleId !== ROLE.farmer && roleId !== ROLE.expert) return [];
  if (!row.editable) return [];
  const actions: QuestionnaireAction[] = ['show', 'edit'];
  if (canDeleteQuestionnaire(row)) actions.push('delete');
  if (roleId === ROLE.expert && row.isActive) actions.push('reopen');
  return actions;
}

/** Show opens read-only; a coordinator's Show is a review (tabs of submitted forms stay open). */
export function showModeFor(roleId: number): FillMode {
  return roleId === ROLE.coordinator ? 'review' : 'show';
}
