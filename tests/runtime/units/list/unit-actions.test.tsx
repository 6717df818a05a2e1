import { screen, waitFor, within } from '@testing-library/react';
import { readEditedUnit } from '@runtime/units/edit/editedUnit';
import type { ApiRequest, Route } from '../../support/fakeApi';
import { fail, ok } from '../../support/fakeApi';
import type { AccountName } from './unitSupport';
import { UNIT_LIST, page, readOnlyRow, renderAs, tableRows, unitRow } from './unitSupport';

const DELETE_UNIT = 'DELETE /api/secured/farm/11';

/** A unit list that loses unit 11 once it has been deleted. */
function listAndDelete(deleteReply: Route = ok(null)) {
  let deleted = false;
  return {
    [UNIT_LIST]: () => page(deleted ? [readOnlyRow()] : [unitRow(), readOnlyRow()]),
    [DELETE_UNIT]: async (request: ApiRequest) => {
      const reply = typeof deleteReply === 'function' ? await deleteReply(request) : deleteReply;
      if ((reply.status ?? 200) === 200) deleted = true;
      return reply;
    },
  };
}

function actionButtons(row: HTMLElement | undefined): (string | null)[] {
  return within(row ?? document.body)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
}

describe('unit list actions', () => {
  it.each<AccountName>(['farmer', 'expert'])(
    'offers the %s edit, delete and new questionnaire on editable units only, named with the unit',
    async (account) => {
      renderAs(account, { [UNIT_LIST]: page([unitRow(), readOnlyRow()]) });
      const [editable, readOnly] = await tableRows();

      expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
      expect(actionButtons(editable)).toEqual([
        'Edit unit Green Meadow Farm',
        'Delete unit Green Meadow Farm',
        'New questionnaire for unit Green Meadow Farm',
      ]);
      expect(actionButtons(readOnly)).toEqual([]);
    },
  );

  it.each<AccountName>(['observer', 'coordinator'])(
    'shows the %s no action column at all',
    async (account) => {
      renderAs(account, { [UNIT_LIST]: page([unitRow(), readOnlyRow({ editable: true })]) });
      const rows = await tableRows();

      expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
      for (const row of rows) expect(actionButtons(row)).toEqual([]);
      expect(screen.getAllByRole('columnheader')).toHaveLength(7);
    },
  );

  it('refuses at once to delete a unit with questionnaires, without asking the server', async () => {
    const { api, user } = renderAs('farmer', {
      [UNIT_LIST]: page([unitRow({ numberQuestionnaire: 0, anyQuestionnaireNumber: 1 })]),
      [DELETE_UNIT]: ok(null),
    });
    await tableRows();

    await user.click(screen.getByRole('button', { name: 'Delete unit Green Meadow Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'The unit cannot be removed' });
    expect(within(dialog).getByText('A unit with assigned questionnaires cannot be removed.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(DELETE_UNIT)).toEqual([]);
  });

  it('deletes a unit without questionnaires after confirmation and reloads the list', async () => {
    const { api, user } = renderAs('farmer', listAndDelete());
    await tableRows();
    const loadsBefore = api.to(UNIT_LIST).length;

    await user.click(screen.getByRole('button', { name: 'Delete unit Green Meadow Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the unit' });
    expect(
      within(dialog).getByText('Remove the unit “Green Meadow Farm”? This cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(DELETE_UNIT)).toHaveLength(1);
    expect(api.to(DELETE_UNIT)[0]?.headers.get('Authorization')).toBe('Bearer jwt-token');
    await waitFor(() => expect(api.to(UNIT_LIST).length).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.queryByText('Green Meadow Farm')).toBeNull());
    expect(screen.getByText('River Bend Farm')).toBeTruthy();
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const { api, user } = renderAs('expert', listAndDelete());
    await tableRows();

    await user.click(screen.getByRole('button', { name: 'Delete unit Green Meadow Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the unit' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(DELETE_UNIT)).toEqual([]);
    expect(screen.getByText('Green Meadow Farm')).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog and keeps the unit', async () => {
    const { api, user } = renderAs(
      'farmer',
      listAndDelete(
        fail(409, 'UNIT_HAS_QUESTIONNAIRES', 'A unit with assigned questionnaires cannot be removed.'),
      ),
    );
    await tableRows();

    await user.click(screen.getByRole('button', { name: 'Delete unit Green Meadow Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the unit' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('Error while removing the unit')).toBeTruthy();
    expect(within(dialog).getByText('A unit with assigned questionnaires cannot be removed.')).toBeTruthy();
    expect(api.to(DELETE_UNIT)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Green Meadow Farm')).toBeTruthy();
  });

  it('opens the add-questionnaire page with the unit and its type', async () => {
    const { router, user } = renderAs('farmer', { [UNIT_LIST]: page([unitRow({ id: 11, farmTypeId: 2 })]) });
    await tableRows();

    await user.click(screen.getByRole('button', { name: 'New questionnaire for unit Green Meadow Farm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-questionnaire'));
    expect(router.state.location.search).toBe('?unitId=11&unitTypeId=2');
  });

  it('opens the edit page and keeps the chosen unit in the session', async () => {
    const { router, user } = renderAs('expert', { [UNIT_LIST]: page([unitRow()]) });
    await tableRows();

    await user.click(screen.getByRole('button', { name: 'Edit unit Green Meadow Farm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-farm'));
    expect(readEditedUnit()).toEqual({ id: 11, description: 'Green Meadow Farm' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit unit' })).toBeTruthy();
  });
});
