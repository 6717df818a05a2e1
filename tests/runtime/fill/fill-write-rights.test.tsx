import { act, screen, waitFor, within } from '@testing-library/react';
import type { FormListItem } from '@schemas/generated/api/fill';
import { localeIdToCode } from '@runtime/shared/i18n/languages';
import type { ApiRequest } from '../support/fakeApi';
import { ok } from '../support/fakeApi';
import { fillState, stubFillApi } from './fillServer';
import type { FillState } from './fillServer';
import { groupBar, openFill } from './openFill';

const FORM_LIST = 'GET /api/secured/questinnaire/form/41';
const SAVE = 'POST /api/secured/question/save';
const READ_ONLY = 'Read-only: the answers cannot be changed.';

/** The fill state with the server's verdict on every form: writable in edition when `writes`. */
function stateWhere(writes: boolean): FillState {
  const state = fillState();
  state.forms = state.forms.map((form) => ({ ...form, answersWritable: writes && !form.status }));
  return state;
}

/** The first question of the shown group (Barn): its card's text box. */
function firstAnswer(): HTMLInputElement {
  const title = screen.getByRole('heading', { level: 3, name: /^Question 1\b/ });
  const card = title.closest<HTMLElement>('[role="group"]');
  if (!card) throw new Error('question 1 has no card');
  const input = within(card).getByRole('textbox');
  if (!(input instanceof HTMLInputElement)) throw new Error('question 1 is not a text box');
  return input;
}

/** The page chunks load lazily: on a busy machine the first group can take a few seconds. */
function findGroupBar(): Promise<HTMLElement> {
  return screen.findByRole('toolbar', { name: 'Question groups' }, { timeout: 10_000 });
}

function noButton(name: string): boolean {
  return screen.queryByRole('button', { name }) === null;
}

describe('fill screen write rights come from the server', () => {
  it('is read-only for an observer whose session state says edit, because the server says they may not write', async () => {
    const api = stubFillApi(stateWhere(false));
    const { user } = openFill('edit', { user: 'observer' });
    await findGroupBar();

    expect(screen.getByText(READ_ONLY)).toBeTruthy();
    expect(firstAnswer().readOnly).toBe(true);
    expect(within(groupBar()).queryByRole('button', { name: 'Add Pen' })).toBeNull();
    expect(within(groupBar()).queryByRole('button', { name: 'Delete Pen 2' })).toBeNull();
    expect(within(groupBar()).queryByRole('button', { name: 'Optional question groups' })).toBeNull();
    expect(noButton('Submit form')).toBe(true);

    await user.type(firstAnswer(), '7');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.to(SAVE)).toEqual([]);
  });

  it('is read-only for the owner too once the server says the questionnaire can no longer be written', async () => {
    stubFillApi(stateWhere(false));
    openFill('edit', { user: 'farmer' });
    await findGroupBar();
    expect(screen.getByText(READ_ONLY)).toBeTruthy();
    expect(firstAnswer().readOnly).toBe(true);
    expect(noButton('Submit form')).toBe(true);
  });

  it('lets the owner answer when the server and the opening both allow it', async () => {
    stubFillApi(stateWhere(true));
    openFill('edit', { user: 'farmer' });
    await findGroupBar();
    expect(screen.queryByText(READ_ONLY)).toBeNull();
    expect(firstAnswer().readOnly).toBe(false);
    expect(within(groupBar()).getByRole('button', { name: 'Add Pen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit form' })).toBeTruthy();
  });

  it('stays read-only when opened by Show, whatever the server allows (the stricter of the two)', async () => {
    stubFillApi(stateWhere(true));
    openFill('show', { user: 'farmer' });
    await findGroupBar();
    expect(screen.getByText(READ_ONLY)).toBeTruthy();
    expect(firstAnswer().readOnly).toBe(true);
  });
});

describe('fill screen title', () => {
  const NAMES: Record<string, string> = { en: 'Short', pl: 'Krótki', de: 'Kurz' };

  it('follows a language switch on the fill screen: the server names the questionnaire type in each language', async () => {
    const state = stateWhere(true);
    const forms = (request: ApiRequest) => {
      const code = localeIdToCode(request.query.get('localeDicId'));
      const named: FormListItem[] = state.forms.map((form) => ({ ...form, questionnaireName: NAMES[code] }));
      return ok(named);
    };
    stubFillApi(state, { [FORM_LIST]: forms });
    const { i18n } = openFill('edit', { opened: { typeName: 'Short' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Short' }, { timeout: 10_000 })).toBeTruthy();

    await act(() => i18n.changeLanguage('pl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Krótki' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Krótki'));

    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurz' })).toBeTruthy();
  });
});
