import { screen, waitFor, within } from '@testing-library/react';
import { readOpenedQuestionnaire } from '@runtime/shared/questionnaire/openedQuestionnaire';
import { fail, ok } from '../support/fakeApi';
import type { AccountName } from './questionnaireSupport';
import {
  ACCOUNTS,
  QUESTIONNAIRE_LIST,
  acceptedRow,
  page,
  questionnaireRow,
  renderAs,
  tableRows,
} from './questionnaireSupport';

/** The button labels of one row's action cell. */
async function actionsOf(unitName: string): Promise<string[]> {
  const rows = await tableRows();
  const row = rows.find((candidate) => candidate.textContent?.includes(unitName));
  if (!row) throw new Error(`no row for ${unitName}`);
  return within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');
}

const OPEN = questionnaireRow();
const ACCEPTED = acceptedRow();
const SUBMITTED = questionnaireRow({
  id: 44,
  farmName: 'Hill Farm',
  formList: [{ formName: 'Herd', status: true }],
});
const NOT_EDITABLE = questionnaireRow({ id: 45, farmName: 'Neighbour Farm', editable: false });

describe('questionnaire actions by role', () => {
  it.each<[AccountName, Record<string, string[]>]>([
    [
      'farmer',
      {
        'Green Meadow Farm': ['Show', 'Edit', 'Delete'],
        'River Bend Farm': ['Show', 'Edit'],
        'Hill Farm': ['Show', 'Edit'],
        'Neighbour Farm': [],
      },
    ],
    [
      'expert',
      {
        'Green Meadow Farm': ['Show', 'Edit', 'Delete'],
        'River Bend Farm': ['Show', 'Edit', 'Reopen for editing'],
        'Hill Farm': ['Show', 'Edit'],
        'Neighbour Farm': [],
      },
    ],
    [
      'coordinator',
      {
        'Green Meadow Farm': ['Show', 'Confirm'],
        'River Bend Farm': ['Show', 'Unblock'],
        'Hill Farm': ['Show', 'Confirm'],
        'Neighbour Farm': ['Show', 'Confirm'],
      },
    ],
  ])('%s gets the buttons its role allows on each row', async (account, expected) => {
    renderAs(account, { [QUESTIONNAIRE_LIST]: page([OPEN, ACCEPTED, SUBMITTED, NOT_EDITABLE]) });
    for (const [unitName, buttons] of Object.entries(expected)) {
      expect(await actionsOf(unitName)).toEqual(buttons);
    }
  });

  it('observers get no action column at all', async () => {
    renderAs('observer', { [QUESTIONNAIRE_LIST]: page([OPEN, ACCEPTED]) });
    await tableRows();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('Actions');
    expect(headers).toHaveLength(8);
    for (const row of await tableRows()) expect(within(row).queryAllByRole('button')).toEqual([]);
  });

  it('Show opens the fill screen read-only; a coordinator opens it for review', async () => {
    const farmer = renderAs('farmer', { [QUESTIONNAIRE_LIST]: page([OPEN]) });
    await farmer.user.click(await screen.findByRole('button', { name: 'Show Short of Green Meadow Farm' }));
    await waitFor(() => expect(farmer.router.state.location.pathname).toBe('/fill-questionnaire'));
    expect(readOpenedQuestionnaire()).toEqual({
      questionnaireId: 41,
      mode: 'show',
      typeName: 'Short',
      unitNumber: 'PL-001',
      active: false,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Short' })).toBeTruthy();
  });

  it('a coordinator’s Show opens the questionnaire for review', async () => {
    const { user, router } = renderAs('coordinator', { [QUESTIONNAIRE_LIST]: page([ACCEPTED]) });
    await user.click(await screen.findByRole('button', { name: 'Show Short of River Bend Farm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fill-questionnaire'));
    expect(readOpenedQuestionnaire()).toEqual({
      questionnaireId: 42,
      mode: 'review',
      typeName: 'Short',
      unitNumber: 'PL-001',
      active: true,
    });
  });

  it('Edit opens an open questionnaire for editing', async () => {
    const { user, router } = renderAs('expert', { [QUESTIONNAIRE_LIST]: page([OPEN]) });
    await user.click(await screen.findByRole('button', { name: 'Edit Short of Green Meadow Farm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fill-questionnaire'));
    expect(readOpenedQuestionnaire()).toEqual({
      questionnaireId: 41,
      mode: 'edit',
      typeName: 'Short',
      unitNumber: 'PL-001',
      active: false,
    });
  });

  it('Edit on an accepted questionnaire only says it cannot be edited', async () => {
    const { user, router } = renderAs('farmer', { [QUESTIONNAIRE_LIST]: page([ACCEPTED]) });
    await user.click(await screen.findByRole('button', { name: 'Edit Short of River Bend Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editing not possible' });
    expect(within(dialog).getByText('An accepted questionnaire cannot be edited.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/questionnaire-list-under-test');
    expect(readOpenedQuestionnaire()).toBeUndefined();
  });

  it('Delete asks first, calls DELETE with the own user id, then reloads the list', async () => {
    let deleted = false;
    const { api, user } = renderAs('farmer', {
      [QUESTIONNAIRE_LIST]: () => page(deleted ? [ACCEPTED] : [OPEN, ACCEPTED]),
      'DELETE /api/secured/questinnaire/41': () => {
        deleted = true;
        return ok(null);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Short of Green Meadow Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the questionnaire?' });
    expect(within(dialog).getByText(/Short of the unit Green Meadow Farm/)).toBeTruthy();

    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('DELETE /api/secured/questinnaire/41')).toHaveLength(0);

    const listCalls = api.to(QUESTIONNAIRE_LIST).length;
    // findByRole: the button is found once the fading dialog no longer hides the page.
    await user.click(await screen.findByRole('button', { name: 'Delete Short of Green Meadow Farm' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the questionnaire?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Green Meadow Farm')).toBeNull());
    const [call] = api.to('DELETE /api/secured/questinnaire/41');
    expect(call?.query.get('userId')).toBe(String(ACCOUNTS.farmer.id));
    expect(api.to(QUESTIONNAIRE_LIST).length).toBeGreaterThan(listCalls);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refused delete shows the server’s message and leaves the row', async () => {
    const { user } = renderAs('farmer', {
      [QUESTIONNAIRE_LIST]: page([OPEN]),
      'DELETE /api/secured/questinnaire/41': fail(
        409,
        'QUESTIONNAIRE_HAS_SUBMITTED_FORM',
        'A questionnaire with a submitted form cannot be removed.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Short of Green Meadow Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the questionnaire?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('A questionnaire with a submitted form cannot be removed.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('The questionnaire could not be deleted')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Green Meadow Farm')).toBeTruthy();
  });

  it.each([
    ['Confirm', OPEN, 'Confirm the questionnaire?', 'PUT /api/secured/questinnaire/41/setIsActive/true'],
    ['Unblock', ACCEPTED, 'Unblock the questionnaire?', 'PUT /api/secured/questinnaire/42/setIsActive/false'],
  ] as const)(
    'a coordinator’s %s asks first, makes the call, then reloads the list',
    async (action, row, title, route) => {
      let changed = false;
      const { api, user } = renderAs('coordinator', {
        [QUESTIONNAIRE_LIST]: () =>
          page([changed ? { ...row, isActive: !row.isActive, status: row.isActive ? 0 : 1 } : row]),
        [route]: () => {
          changed = true;
          return ok({ id: row.id, isActive: !row.isActive, status: row.isActive ? 0 : 1 });
        },
      });
      await user.click(await screen.findByRole('button', { name: `${action} Short of ${row.farmName}` }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await user.click(within(dialog).getByRole('button', { name: action }));
      await waitFor(() => expect(api.to(route)).toHaveLength(1));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const other = action === 'Confirm' ? 'Unblock' : 'Confirm';
      expect(await screen.findByRole('button', { name: `${other} Short of ${row.farmName}` })).toBeTruthy();
    },
  );

  it('an expert reopens an accepted questionnaire for editing (setIsActive/false)', async () => {
    const { api, user } = renderAs('expert', {
      [QUESTIONNAIRE_LIST]: page([ACCEPTED]),
      'PUT /api/secured/questinnaire/42/setIsActive/false': ok({
        id: 42,
        isActive: false,
        status: 0,
        openComments: 0,
      }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Reopen Short of River Bend Farm for editing' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reopen the questionnaire for editing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen for editing' }));
    await waitFor(() => expect(api.to('PUT /api/secured/questinnaire/42/setIsActive/false')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says how many review comments are still open after unblocking', async () => {
    const { api, user } = renderAs('coordinator', {
      [QUESTIONNAIRE_LIST]: page([ACCEPTED]),
      'PUT /api/secured/questinnaire/42/setIsActive/false': ok({
        id: 42,
        isActive: false,
        status: 0,
        openComments: 2,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Unblock Short of River Bend Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock the questionnaire?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(api.to('PUT /api/secured/questinnaire/42/setIsActive/false')).toHaveLength(1));
    const notice = await screen.findByRole('dialog', { name: 'Open review comments' });
    expect(
      within(notice).getByText(
        'The questionnaire Short of the unit River Bend Farm still has open review comments: 2.',
      ),
    ).toBeTruthy();
  });

  it('a refused confirmation shows the server’s message', async () => {
    const { user } = renderAs('coordinator', {
      [QUESTIONNAIRE_LIST]: page([OPEN]),
      'PUT /api/secured/questinnaire/41/setIsActive/true': fail(403, 'FORBIDDEN', 'You may not do this.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm Short of Green Meadow Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the questionnaire?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('You may not do this.')).toBeTruthy();
    expect(within(dialog).getByText('The questionnaire could not be confirmed')).toBeTruthy();
  });
});
