import { render, screen, within } from '@testing-library/react';
import { answerKinds } from '@engine/kinds/index';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { createApiClient } from '@runtime/shared/api/apiClient';
import { ApiContext } from '@runtime/shared/api/apiContext';
import { createI18n } from '@runtime/shared/i18n/createI18n';
import type { LanguageCode } from '@runtime/shared/i18n/languages';
import { AppProviders } from '@runtime/shared/layout/AppProviders';
import { UNIT_TYPES } from '../../../../fixtures/structure-dic-dialogs';
import { ok, stubApi, type Route } from '../../../support/fakeApi';

export const UNIT_TYPE_LIST = 'GET /api/farm/farmTypeList';
export const ANSWER_TYPE_LIST = 'GET /api/answer-type/list';

/** The answer type list of a server that stores every kind, as this project's server does. */
export const EVERY_ANSWER_TYPE = Object.values(answerKinds).map((kind) => ({ id: kind.id, key: kind.key }));

/**
 * A structure dialog as both apps show it: the shared texts only (what the studio bundles), the real
 * API client, and a canned server at the network edge that knows the unit types and stores every answer
 * type.
 */
export function renderDialog(
  dialog: ReactElement,
  routes: Record<string, Route> = {},
  language: LanguageCode = 'en',
) {
  const api = stubApi({
    [UNIT_TYPE_LIST]: ok(UNIT_TYPES),
    [ANSWER_TYPE_LIST]: ok(EVERY_ANSWER_TYPE),
    ...routes,
  });
  const client = createApiClient({
    language: () => language,
    token: () => 'token',
    fallbackMessage: () => 'The server could not be reached.',
    onUnauthorized: () => undefined,
  });
  // No pause between keystrokes: the dialogs have no debounce, and the tests stay fast.
  const user = userEvent.setup({ delay: null });
  const rendered = render(
    <AppProviders i18n={createI18n(language)}>
      <ApiContext value={client}>
        {/* A cache of its own: a list one test served is never another test's. */}
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{dialog}</SWRConfig>
      </ApiContext>
    </AppProviders>,
  );
  return { ...rendered, api, user };
}

/** The requests that saved something (every call but the lists read). */
export function saves(api: ReturnType<typeof stubApi>) {
  return api.requests.filter((request) => request.method !== 'GET');
}

/** The open dialog with this title. */
export async function dialogTitled(title: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: title });
}

/** One language's field of a translated text, inside the group (fieldset) with that legend. */
export function languageField(dialog: HTMLElement, legend: string, language: RegExp): HTMLElement {
  const group = within(dialog).getByRole('group', { name: legend });
  return within(group).getByRole('textbox', { name: language });
}

/** The message shown at a field (Fluent links it as the control's description). */
export function descriptionOf(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Types a text into a field in one go (a paste): one render instead of one per character. */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
