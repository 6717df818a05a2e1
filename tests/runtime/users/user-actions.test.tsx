import { screen, waitFor, within } from '@testing-library/react';
import type { UserListItem } from '@schemas/generated/api/lists';
import { fail, ok } from '../support/fakeApi';
import { USER_LIST, page, renderAdministration, userRow } from './adminSupport';

describe('user actions', () => {
  it.each([
    { active: false, label: 'Activate', title: 'Activate the user?', flag: 'true' },
    { active: true, label: 'Deactivate', title: 'Deactivate the user?', flag: 'false' },
  ])(
    '$label asks first, then sends isActive/$flag and reloads the list',
    async ({ active, label, title, flag }) => {
      const path = `/api/secured/user/31/isActive/${flag}`;
      const { api, user } = renderAdministration({
        [USER_LIST]: page([userRow({ isActive: active })]),
        [`PUT ${path}`]: ok(),
      });

      await user.click(await screen.findByRole('button', { name: `${label} farmer@example.com` }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByText(/farmer@example\.com/)).toBeTruthy();

      // Cancelling changes nothing.
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.to(`PUT ${path}`)).toHaveLength(0);

      // findByRole: the button is found once the fading dialog no longer hides the page.
      await user.click(await screen.findByRole('button', { name: `${label} farmer@example.com` }));
      const loadsBefore = api.to(USER_LIST).length;
      await user.click(
        within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: label }),
      );

      await waitFor(() => expect(api.to(`PUT ${path}`)).toHaveLength(1));
      expect(api.to(`PUT ${path}`)[0]?.headers.get('Authorization')).toBe('Bearer jwt-token');
      await waitFor(() => expect(api.to(USER_LIST).length).toBeGreaterThan(loadsBefore));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('shows the server’s reason when activation is refused, and keeps the list as it was', async () => {
    const { api, user } = renderAdministration({
      [USER_LIST]: page([userRow({ isActive: false, emailVerified: false })]),
      'PUT /api/secured/user/31/isActive/true': fail(
        409,
        'EMAIL_NOT_VERIFIED',
        'The user has not confirmed the e-mail address yet.',
      ),
    });

    await user.click(await screen.findByRole('button', { name: 'Activate farmer@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate the user?' });
    const loadsBefore = api.to(USER_LIST).length;
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    expect(
      await within(dialog).findByText('The user has not confirmed the e-mail address yet.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('The user could not be activated')).toBeTruthy();
    expect(api.to(USER_LIST)).toHaveLength(loadsBefore);
  });

  it('offers neither activation, deactivation nor deletion for the main administrator', async () => {
    renderAdministration({
      [USER_LIST]: page([
        userRow({
          userId: 1,
          email: 'admin@example.com',
          roleDicId: 1,
          roleName: 'Administrator',
          questionnaireCount: 0,
          superUser: true,
          activationDate: null,
        }),
      ]),
    });
    expect(await screen.findByText('admin@example.com')).toBeTruthy();
    const actions = screen.getAllByRole('cell').at(-1);
    expect(within(actions ?? document.body).queryAllByRole('button')).toEqual([]);
  });

  it.each<[string, Partial<UserListItem>, boolean]>([
    ['a farmer without questionnaires', { roleDicId: 3, questionnaireCount: 0 }, true],
    ['a farmer with questionnaires', { roleDicId: 3, questionnaireCount: 2 }, false],
    ['an expert without questionnaires', { roleDicId: 4, roleName: 'Expert', questionnaireCount: 0 }, false],
    ['an unconfirmed expert', { roleDicId: 4, roleName: 'Expert', confirmed: false }, true],
    ['a never activated expert', { roleDicId: 4, roleName: 'Expert', activationDate: null }, true],
    [
      'a coordinator with questionnaires, confirmed and activated',
      { roleDicId: 2, roleName: 'Coordinator' },
      false,
    ],
    [
      'an unconfirmed farmer with questionnaires',
      { roleDicId: 3, confirmed: false, questionnaireCount: 5 },
      true,
    ],
    [
      'an unconfirmed main administrator',
      { roleDicId: 1, superUser: true, confirmed: false, activationDate: null },
      false,
    ],
  ])('offers deletion of %s: %s', async (_name, overrides, offered) => {
    renderAdministration({ [USER_LIST]: page([userRow(overrides)]) });
    expect(await screen.findByText('farmer@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete farmer@example.com' }) !== null).toBe(offered);
  });

  it('deletes after confirmation and reloads the list', async () => {
    const { api, user } = renderAdministration({
      [USER_LIST]: page([userRow({ questionnaireCount: 0 })]),
      'DELETE /api/secured/user/31': ok(),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete farmer@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the user?' });
    const loadsBefore = api.to(USER_LIST).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.to('DELETE /api/secured/user/31')).toHaveLength(1));
    await waitFor(() => expect(api.to(USER_LIST).length).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reports a failed deletion with the general error and the server’s message', async () => {
    const { user } = renderAdministration({
      [USER_LIST]: page([userRow({ questionnaireCount: 0 })]),
      'DELETE /api/secured/user/31': fail(409, 'USER_NOT_DELETABLE', 'This user cannot be deleted.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete farmer@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('An error occurred while deleting the user')).toBeTruthy();
    expect(within(dialog).getByText('This user cannot be deleted.')).toBeTruthy();
  });

  it.each([
    [1, false],
    [2, true],
    [3, false],
    [4, false],
    [5, true],
  ])('offers rights to role %i: %s', async (roleDicId, offered) => {
    renderAdministration({ [USER_LIST]: page([userRow({ roleDicId })]) });
    expect(await screen.findByText('farmer@example.com')).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Questionnaire rights of farmer@example.com' }) !== null,
    ).toBe(offered);
  });
});
