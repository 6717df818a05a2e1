import { screen, within } from '@testing-library/react';
import type { OpenedQuestionnaire } from '@runtime/shared/questionnaire/openedQuestionnaire';
import { rememberOpenedQuestionnaire } from '@runtime/shared/questionnaire/openedQuestionnaire';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import type { LanguageCode } from '@runtime/shared/i18n/languages';
import { localeCodeToId } from '@runtime/shared/i18n/languages';
import { renderRuntime } from '../renderRuntime';
import { sessionUser } from '../support/fixtures';
import { QUESTIONNAIRE_ID } from './fillServer';

export const USERS = {
  admin: { id: 1, email: 'admin@example.com', roleDicId: 1 },
  coordinator: { id: 2, email: 'coordinator@example.com', roleDicId: 2 },
  farmer: { id: 3, email: 'farmer@example.com', roleDicId: 3 },
  observer: { id: 5, email: 'observer@example.com', roleDicId: 5 },
} as const;

interface OpenOptions {
  user?: keyof typeof USERS;
  language?: LanguageCode;
  opened?: Partial<OpenedQuestionnaire>;
}

/** Logs a user in, opens questionnaire 41 (type Short, unit PL-001) as the list would, renders the fill screen. */
export function openFill(mode: OpenedQuestionnaire['mode'], options: OpenOptions = {}) {
  const language = options.language ?? 'en';
  writeSessionUser(
    sessionUser({ ...USERS[options.user ?? 'farmer'], localeDicId: localeCodeToId(language) }),
  );
  rememberOpenedQuestionnaire({
    questionnaireId: QUESTIONNAIRE_ID,
    mode,
    typeName: 'Short',
    unitNumber: 'PL-001',
    ...options.opened,
  });
  return renderRuntime('/fill-questionnaire', language);
}

/** The subform navigation of the drawer. */
export function subformNav(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Subforms' });
}

/** The group button bar. */
export function groupBar(): HTMLElement {
  return screen.getByRole('toolbar', { name: 'Question groups' });
}

/** Waits until the groups of the selected subform are shown and returns the bar. */
export async function findGroupBar(): Promise<HTMLElement> {
  return screen.findByRole('toolbar', { name: 'Question groups' });
}

/** A group button by its label (the progress count follows the label in its name). */
export function groupButton(label: string): HTMLElement {
  return within(groupBar()).getByRole('button', { name: new RegExp(`^${label} \\d+/\\d+$`) });
}

export function subformButton(name: string): HTMLElement {
  return within(subformNav()).getByRole('button', { name: new RegExp(`^${name}`) });
}
