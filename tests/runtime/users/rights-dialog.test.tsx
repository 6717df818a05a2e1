import { screen, waitFor, within } from '@testing-library/react';
import type { QuestionnaireTypeRight } from '@schemas/generated/api/lists';
import { fail, ok } from '../support/fakeApi';
import { USER_LIST, page, renderAdministration, userRow } from './adminSupport';

const ASSIGNED = 'GET /api/secured/questinnaire/assigned/32';

const coordinator = userRow({
  userId: 32,
  email: 'coordinator@example.com',
  roleDicId: 2,
  roleName: 'Coordinator',
});

/** A server whose rights change when granted or revoked, like the real one. */
function rightsServer(initial: QuestionnaireTypeRight[]) {
  const rights = initial.map((right) => ({ ...right }));
  const set = (id: number, assigned: boolean) => {
    const right = rights.find((candidate) => candidate.id === id);
    if (right) right.assigned = assigned;
    return ok();
  };
  return {
    [USER_LIST]: page([coordinator]),
    [ASSIGNED]: () => ok(rights),
    'PUT /api/secured/questinnaire/1/assign/32': () => set(1, true),
    'DELETE /api/secured/questinnaire/2/unassign/32': () => set(2, false),
  };
}

async function openRights(user: ReturnType<typeof renderAdministration>['user']) {
  await user.click(
    await screen.findByRole('button', { name: 'Questionnaire rights of coordinator@example.com' }),
  );
  return screen.findByRole('dialog', { name: 'Questionnaire rights: coordinator@example.com' });
}

describe('rights dialog', () => {
  it('lists every questionnaire type with a grant or revoke button', async () => {
    const { user } = renderAdministration(
      rightsServer([
        { id: 1, name: 'Short', assigned: false },
        { id: 2, name: 'Long', assigned: true },
      ]),
    );
    const dialog = await openRights(user);

    expect(await within(dialog).findByRole('button', { name: 'Grant the right to Short' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Revoke the right to Long' })).toBeTruthy();
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['ShortNot grantedGrant', 'LongGrantedRevoke']);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('grants and revokes through the right paths and shows the list as the server has it afterwards', async () => {
    const { api, user } = renderAdministration(
      rightsServer([
        { id: 1, name: 'Short', assigned: false },
        { id: 2, name: 'Long', assigned: true },
      ]),
    );
    const dialog = await openRights(user);

    await user.click(await within(dialog).findByRole('button', { name: 'Grant the right to Short' }));
    expect(await within(dialog).findByRole('button', { name: 'Revoke the right to Short' })).toBeTruthy();
    expect(api.to('PUT /api/secured/questinnaire/1/assign/32')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Revoke the right to Long' }));
    expect(await within(dialog).findByRole('button', { name: 'Grant the right to Long' })).toBeTruthy();
    expect(api.to('DELETE /api/secured/questinnaire/2/unassign/32')).toHaveLength(1);
    expect(api.to(ASSIGNED).length).toBeGreaterThanOrEqual(3);
  });

  it('waits with every button while a change is under way', async () => {
    let finish: () => void = () => undefined;
    const routes = rightsServer([
      { id: 1, name: 'Short', assigned: false },
      { id: 2, name: 'Long', assigned: true },
    ]);
    const { user } = renderAdministration({
      ...routes,
      'PUT /api/secured/questinnaire/1/assign/32': () =>
        new Promise((resolve) => {
          finish = () => resolve(ok());
        }),
    });
    const dialog = await openRights(user);

    await user.click(await within(dialog).findByRole('button', { name: 'Grant the right to Short' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'Revoke the right to Long' }).hasAttribute('disabled'),
      ).toBe(true),
    );
    expect(
      within(dialog).getByRole('button', { name: 'Grant the right to Short' }).hasAttribute('disabled'),
    ).toBe(true);
    finish();
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'Revoke the right to Long' }).hasAttribute('disabled'),
      ).toBe(false),
    );
  });

  it('shows a refused change inside the dialog', async () => {
    const { user } = renderAdministration({
      ...rightsServer([{ id: 1, name: 'Short', assigned: false }]),
      'PUT /api/secured/questinnaire/1/assign/32': fail(
        409,
        'RIGHTS_NOT_APPLICABLE',
        'Rights apply only to coordinators and observers.',
      ),
    });
    const dialog = await openRights(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Grant the right to Short' }));

    expect(await within(dialog).findByText('Rights apply only to coordinators and observers.')).toBeTruthy();
    expect(within(dialog).getByText('The right could not be changed')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Grant the right to Short' })).toBeTruthy();
  });

  it('shows a failed load inside the dialog', async () => {
    const { user } = renderAdministration({
      [USER_LIST]: page([coordinator]),
      [ASSIGNED]: fail(404, 'NOT_FOUND', 'The user was not found.'),
    });
    const dialog = await openRights(user);
    expect(await within(dialog).findByText('The user was not found.')).toBeTruthy();
    expect(within(dialog).getByText('The rights could not be loaded')).toBeTruthy();
  });
});
