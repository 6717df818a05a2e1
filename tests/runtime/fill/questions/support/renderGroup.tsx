import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { createApiClient } from '@runtime/shared/api/apiClient';
import { ApiContext } from '@runtime/shared/api/apiContext';
import { swrSettings } from '@runtime/shared/api/swrSettings';
import { createI18n } from '@runtime/translations/createI18n';
import type { LanguageCode } from '@runtime/shared/i18n/languages';
import { AppProviders } from '@runtime/shared/layout/AppProviders';
import { QuestionGroupView, type QuestionGroupViewProps } from '@runtime/fill/questions/QuestionGroupView';
import { QUESTIONNAIRE_ID } from './questionServer';

export const FORM_NAMES: Readonly<Record<number, string>> = { 2: 'Welfare report', 3: 'Emissions report' };

interface RenderGroupOptions extends Partial<Omit<QuestionGroupViewProps, 'group'>> {
  language?: LanguageCode;
  strict?: boolean;
}

/** Fake setTimeout (the save delays); testing-library's waitFor advances it through `jest`. */
export function useFakeSaveTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** Lets `ms` pass and every reply that arrives meanwhile be handled. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  // Replies are read by promise chains that need no timer; give them a few turns.
  for (let turn = 0; turn < 5; turn += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/** With real timers: lets the replies of the calls made on opening (type-13 options) arrive. */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
}

/** The question group view with the real widgets, API client, SWR cache (its own) and translations. */
export function renderGroup(group: GroupInstance, options: RenderGroupOptions = {}) {
  const { language = 'en', strict = false, ...props } = options;
  const onSaved = props.onSaved ?? vi.fn();
  const client = createApiClient({
    language: () => language,
    token: () => 'token',
    fallbackMessage: () => 'The server could not be reached.',
    onUnauthorized: () => undefined,
  });
  const i18n = createI18n(language);
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) } : {},
  );
  const tree = (shown: GroupInstance, readOnly = props.readOnly ?? false): ReactNode => {
    const view = (
      <AppProviders i18n={i18n}>
        <SWRConfig value={swrSettings}>
          <ApiContext value={client}>
            <QuestionGroupView
              questionnaireId={QUESTIONNAIRE_ID}
              formNames={FORM_NAMES}
              {...props}
              group={shown}
              readOnly={readOnly}
              onSaved={onSaved}
            />
          </ApiContext>
        </SWRConfig>
      </AppProviders>
    );
    return strict ? <StrictMode>{view}</StrictMode> : view;
  };
  const rendered = render(tree(group));
  return {
    ...rendered,
    user,
    onSaved,
    /** Renders again with another group object (the screen reloaded it) or read-only flag. */
    show: (next: GroupInstance, readOnly?: boolean) => rendered.rerender(tree(next, readOnly)),
  };
}

/** A question's card, by its title "Question {number}" (with the star and forms, if any). */
export function card(number: number): HTMLElement {
  const title = screen.getByRole('heading', {
    level: 3,
    name: new RegExp(`^Question ${number}( recommended)?( \\(.*\\))?$`),
  });
  const found = title.closest<HTMLElement>('[role="group"]');
  if (!found) throw new Error(`question ${number} has no card`);
  return found;
}

/** Every card on screen. */
export function cards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[role="group"][data-question-id]')];
}

/** What the card's save status says (screen-reader text included). */
export function statusOf(number: number): string {
  return within(card(number)).getByRole('status').textContent ?? '';
}

export function textbox(number: number): HTMLInputElement | HTMLTextAreaElement {
  const element = within(card(number)).getByRole('textbox');
  if (!(element instanceof HTMLInputElement) && !(element instanceof HTMLTextAreaElement)) {
    throw new Error(`question ${number} has no text box`);
  }
  return element;
}
