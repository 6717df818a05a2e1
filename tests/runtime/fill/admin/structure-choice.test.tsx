import { screen, waitFor, within } from '@testing-library/react';
import { localeCodeToId } from '@runtime/shared/i18n/languages';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../../renderRuntime';
import { sessionUser } from '../../support/fixtures';
import { USERS } from '../openFill';
import { stubAdminApi } from './adminServer';

function openAsAdministrator(path: string) {
  writeSessionUser(sessionUser({ ...USERS.admin, localeDicId: localeCodeToId('en') }));
  return renderRuntime(path);
}

describe('add-questionnaire screen in admin mode', () => {
  it('lists every questionnaire structure with its way into admin mode and into the studio', async () => {
    stubAdminApi();
    openAsAdministrator('/add-questionnaire');
    const list = await screen.findByRole('list', { name: 'Questionnaire structures' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));

    const edit = within(list).getByRole('link', { name: 'Edit Old survey here' });
    expect(edit.getAttribute('href')).toBe('/edit-questionnaire?questionnaireDicId=2');
    expect(
      within(list).getByRole('link', { name: 'Open Dairy farm in the studio' }).getAttribute('href'),
    ).toBe('/studio/types/1');
  });

  it('opens admin mode on the chosen structure, and adds a new structure by name in a dialog', async () => {
    stubAdminApi();
    const { user, router } = openAsAdministrator('/add-questionnaire');
    await user.click(await screen.findByRole('button', { name: 'Add a questionnaire structure' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByRole('link', { name: 'Edit Dairy farm here' }));
    await waitFor(() => expect(router.state.location.search).toBe('?questionnaireDicId=1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dairy farm' })).toBeTruthy();
  });

  it('is reached from the administration page', async () => {
    stubAdminApi();
    const { user, router } = openAsAdministrator('/administration');
    await user.click(await screen.findByRole('link', { name: 'Questionnaire structures' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-questionnaire'));
  });
});
