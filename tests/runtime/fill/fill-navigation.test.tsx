import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { fillState, stubFillApi } from './fillServer';
import { findGroupBar, groupButton, openFill, subformButton, subformNav } from './openFill';

function tab(name: string | RegExp): HTMLElement {
  return within(screen.getByRole('tablist', { name: 'Forms' })).getByRole('tab', { name });
}

describe('fill screen navigation', () => {
  it('loads the forms, then the subforms, then the groups, and opens on the first form in edition', async () => {
    const api = stubFillApi();
    openFill('edit');
    await findGroupBar();

    const paths = api.requests.map((request) => request.path);
    const formIndex = paths.indexOf('/api/secured/questinnaire/form/41');
    const subformIndex = paths.indexOf('/api/secured/questinnaire/subform/102');
    const groupIndex = paths.indexOf('/api/secured/questionlist/202');
    expect(formIndex).toBeGreaterThanOrEqual(0);
    expect(subformIndex).toBeGreaterThan(formIndex);
    expect(groupIndex).toBeGreaterThan(subformIndex);
    expect(api.to('GET /api/secured/questinnaire/form/41')[0]?.query.get('localeDicId')).toBe('1');
    expect(paths).not.toContain('/api/secured/questinnaire/subform/101');

    expect(tab('Welfare').getAttribute('aria-selected')).toBe('true');
    expect(subformButton('Housing').getAttribute('aria-current')).toBe('true');
    expect(groupButton('Barn').getAttribute('aria-current')).toBe('true');
  });

  it.each([
    ['read-only (Show)', 'show', 'farmer'],
    ['admin mode', 'edit', 'admin'],
  ] as const)('opens on the first form in %s', async (_label, mode, user) => {
    stubFillApi();
    openFill(mode, { user });
    await findGroupBar();
    expect(tab(/^General/).getAttribute('aria-selected')).toBe('true');
    expect(subformButton('Farm data').getAttribute('aria-current')).toBe('true');
    expect(groupButton('Basics').getAttribute('aria-current')).toBe('true');
  });

  it('opens an accepted questionnaire read-only on its first form, even for Edit', async () => {
    stubFillApi();
    openFill('edit', { opened: { active: true } });
    await findGroupBar();
    expect(tab(/^General/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Read-only: the answers cannot be changed.')).toBeTruthy();
  });

  it('says that administrators cannot answer', async () => {
    stubFillApi();
    openFill('edit', { user: 'admin' });
    expect(await screen.findByText('Admin mode: answers cannot be entered.')).toBeTruthy();
  });

  it('disables the tabs of submitted forms for farmers', async () => {
    stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();
    const general = tab('General (submitted)');
    expect(general.hasAttribute('disabled') || general.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.click(general);
    expect(tab('Welfare').getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the tabs of submitted forms open for coordinators', async () => {
    stubFillApi();
    const { user } = openFill('review', { user: 'coordinator' });
    await findGroupBar();
    await user.click(tab('Emissions'));
    await waitFor(() => expect(subformButton('Manure')).toBeTruthy());
    await user.click(tab('General (submitted)'));
    await waitFor(() => expect(subformButton('Farm data').getAttribute('aria-current')).toBe('true'));
    expect(screen.getByText('Read-only: the answers cannot be changed.')).toBeTruthy();
  });

  it('shows completed and total groups per subform, completed subforms in green', async () => {
    stubFillApi();
    openFill('edit');
    await findGroupBar();
    const housing = subformButton('Housing');
    const feeding = subformButton('Feeding');
    expect(within(housing).getByText('1/6')).toBeTruthy();
    expect(housing.getAttribute('data-complete')).toBe('false');
    expect(within(feeding).getByText('1/1')).toBeTruthy();
    expect(feeding.getAttribute('data-complete')).toBe('true');
    expect(within(feeding).getByRole('img', { name: 'Completed' })).toBeTruthy();
    expect(within(subformButton('Extras')).getByText('0/0')).toBeTruthy();
  });

  it('switches subforms and forms from the drawer and the tabs', async () => {
    stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();
    await user.click(subformButton('Feeding'));
    expect(groupButton('Rations').getAttribute('aria-current')).toBe('true');
    await user.click(tab('Emissions'));
    await waitFor(() => expect(groupButton('Storage').getAttribute('aria-current')).toBe('true'));
    expect(subformButton('Manure').getAttribute('aria-current')).toBe('true');
  });

  it('shows the questions of the selected group', async () => {
    stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();
    expect(await screen.findByText('Question text 3110')).toBeTruthy();
    await user.click(groupButton('Silo 1'));
    expect(await screen.findByText('Question text 3142')).toBeTruthy();
    expect(screen.queryByText('Question text 3110')).toBeNull();
  });

  it('keeps the selected form, subform and group across a reload', async () => {
    stubFillApi();
    const first = openFill('edit');
    await findGroupBar();
    await first.user.click(subformButton('Housing'));
    await first.user.click(groupButton('Pen 2'));
    expect(groupButton('Pen 2').getAttribute('aria-current')).toBe('true');
    const stored = { ...sessionStorage };

    // A reload: the app starts again from nothing but the session's storage.
    cleanup();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, String(value));
    stubFillApi();
    openFill('edit');
    await findGroupBar();
    await waitFor(() => expect(groupButton('Pen 2').getAttribute('aria-current')).toBe('true'));
    expect(subformButton('Housing').getAttribute('aria-current')).toBe('true');
  });

  it('forgets a stored group that no longer exists and opens the subform’s first group', async () => {
    const state = fillState();
    sessionStorage.setItem('filters:fill:41', JSON.stringify({ formId: 102, subformId: 203, groupId: 999 }));
    stubFillApi(state);
    openFill('edit');
    await findGroupBar();
    expect(subformButton('Feeding').getAttribute('aria-current')).toBe('true');
    expect(groupButton('Rations').getAttribute('aria-current')).toBe('true');
    expect(subformNav()).toBeTruthy();
  });
});
