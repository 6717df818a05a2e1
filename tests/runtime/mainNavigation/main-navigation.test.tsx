import { screen, waitFor, within } from '@testing-library/react';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import { ok, stubApi } from '../support/fakeApi';
import { sessionUser } from '../support/fixtures';
import type { AccountName } from '../units/list/unitSupport';
import {
  ACCOUNTS,
  UNIT_LIST,
  page,
  renderAs,
  unitDictionaryRoutes,
  unitRow,
} from '../units/list/unitSupport';

const QUESTIONNAIRE_LIST = 'GET /api/secured/questinnaire/list2';

/** Both lists answer (empty questionnaires, one unit). */
const listRoutes = {
  [UNIT_LIST]: page([unitRow()]),
  [QUESTIONNAIRE_LIST]: { status: 200, body: { success: true, data: [], total: 0 } },
  'GET /api/secured/questinnaire/dic/list/1': ok([]),
};

/** The tabs' accessible names, in order (Fluent renders each label twice, once hidden for layout). */
function tabNames(expected: readonly string[]): void {
  const tabList = screen.getByRole('tablist', { name: 'Main areas' });
  const tabs = within(tabList).getAllByRole('tab');
  expect(tabs).toHaveLength(expected.length);
  expected.forEach((name, index) => expect(tabs[index]).toBe(within(tabList).getByRole('tab', { name })));
}

function open(account: AccountName, path: string) {
  return renderAs(account, listRoutes, path);
}

describe('main navigation', () => {
  it.each<[AccountName, string[]]>([
    ['farmer', ['Questionnaires', 'Units']],
    ['expert', ['Questionnaires', 'Units', 'Data export']],
    ['coordinator', ['Questionnaires', 'Units', 'Data export']],
    ['observer', ['Questionnaires', 'Units']],
  ])('shows the %s the tabs of their role', async (account, tabs) => {
    open(account, '/main-navigation/questionnaires');
    await screen.findByRole('tablist', { name: 'Main areas' });
    tabNames(tabs);
    expect(screen.getByRole('tab', { name: 'Questionnaires' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeTruthy();
  });

  it('sends administrators to the administrator mode (the user list)', async () => {
    const { router } = open('administrator', '/main-navigation/units');
    await waitFor(() => expect(router.state.location.pathname).toBe('/administration'));
    // The administration page has tabs of its own (users, security log), never the main areas.
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tablist', { name: 'Main areas' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Questionnaires' })).toBeNull();
  });

  it.each<[AccountName, string]>([
    ['farmer', '/main-navigation/nonsense'],
    ['farmer', '/main-navigation/export'],
    ['observer', '/main-navigation/export'],
    ['expert', '/main-navigation'],
  ])('replaces a tab the %s cannot see (%s) by the questionnaires', async (account, path) => {
    const { router } = open(account, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
    expect(await screen.findByRole('tab', { name: 'Questionnaires', selected: true })).toBeTruthy();
  });

  it('keeps the chosen tab in the address, so it survives a reload', async () => {
    const { router, user } = open('expert', '/main-navigation/questionnaires');
    await user.click(await screen.findByRole('tab', { name: 'Units' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/units'));
    expect(screen.getByRole('tab', { name: 'Units' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Units' })).toBeTruthy();
    expect(document.title).toBe('Units – Field questionnaires');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Units' }).id);

    await user.click(screen.getByRole('tab', { name: 'Data export' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/export'));
    expect(await screen.findByRole('form', { name: 'What to export' })).toBeTruthy();
  });

  it('shows the questionnaire list on its tab', async () => {
    open('farmer', '/main-navigation/questionnaires');
    expect(await screen.findByRole('table', { name: 'Questionnaires' })).toBeTruthy();
  });

  it.each<AccountName>(['farmer', 'expert'])(
    'offers the %s "New unit" on the unit tab only',
    async (account) => {
      const { router, user } = open(account, '/main-navigation/questionnaires');
      await screen.findByRole('tablist');
      expect(screen.queryByRole('button', { name: 'New unit' })).toBeNull();

      await user.click(screen.getByRole('tab', { name: 'Units' }));
      await user.click(await screen.findByRole('button', { name: 'New unit' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/add-farm'));
    },
  );

  it.each<AccountName>(['coordinator', 'observer'])('offers the %s no "New unit"', async (account) => {
    open(account, '/main-navigation/units');
    expect(await screen.findByRole('table', { name: 'Units' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New unit' })).toBeNull();
  });

  it('speaks the user’s language', async () => {
    writeSessionUser(sessionUser({ ...ACCOUNTS.expert, localeDicId: 2 }));
    stubApi({ ...unitDictionaryRoutes, ...listRoutes, 'GET /api/country/list/2': ok([]) });
    renderRuntime('/main-navigation/units', 'pl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jednostki' })).toBeTruthy();
    const tabList = screen.getByRole('tablist', { name: 'Główne sekcje' });
    expect(within(tabList).getByRole('tab', { name: 'Eksport danych' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Nowa jednostka' })).toBeTruthy();
  });
});
