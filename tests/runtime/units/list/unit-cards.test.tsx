import { screen, waitFor, within } from '@testing-library/react';
import { readEditedUnit } from '@runtime/units/edit/editedUnit';
import { ok } from '../../support/fakeApi';
import { buttonNames, findCard, narrowScreen } from '../../support/narrowScreen';
import type { AccountName } from './unitSupport';
import { UNIT_LIST, page, readOnlyRow, renderAs, unitRow } from './unitSupport';

const DELETE_UNIT = 'DELETE /api/secured/farm/11';

function cardOf(unit: string): Promise<HTMLElement> {
  return findCard('Units', unit);
}

describe('unit list on a narrow screen', () => {
  it.each<AccountName>(['farmer', 'expert'])(
    'shows the %s each unit as a card, the editable ones with their buttons inside',
    async (account) => {
      narrowScreen();
      renderAs(account, { [UNIT_LIST]: page([unitRow(), readOnlyRow()]) });

      const editable = await cardOf('Green Meadow Farm');
      expect(buttonNames(editable)).toEqual([
        'Edit unit Green Meadow Farm',
        'Delete unit Green Meadow Farm',
        'New questionnaire for unit Green Meadow Farm',
      ]);
      expect(buttonNames(await cardOf('River Bend Farm'))).toEqual([]);
      expect(within(editable).getByText('PL-001')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    },
  );

  it('shows the observer cards without buttons', async () => {
    narrowScreen();
    renderAs('observer', { [UNIT_LIST]: page([unitRow()]) });
    const card = await cardOf('Green Meadow Farm');
    expect(buttonNames(card)).toEqual([]);
    expect([...card.querySelectorAll('dt')].map((term) => term.textContent)).not.toContain('Actions');
  });

  it('Edit on a card opens the edit page with the unit, as in the table', async () => {
    narrowScreen();
    const { router, user } = renderAs('expert', { [UNIT_LIST]: page([unitRow()]) });
    const card = await cardOf('Green Meadow Farm');
    await user.click(within(card).getByRole('button', { name: 'Edit unit Green Meadow Farm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-farm'));
    expect(readEditedUnit()).toEqual({ id: 11, description: 'Green Meadow Farm' });
  });

  it('New questionnaire on a card opens the add-questionnaire page with the unit and its type', async () => {
    narrowScreen();
    const { router, user } = renderAs('farmer', { [UNIT_LIST]: page([unitRow({ farmTypeId: 2 })]) });
    const card = await cardOf('Green Meadow Farm');
    await user.click(
      within(card).getByRole('button', { name: 'New questionnaire for unit Green Meadow Farm' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/add-questionnaire'));
    expect(router.state.location.search).toBe('?unitId=11&unitTypeId=2');
  });

  it('Delete on a card asks first, removes the unit and reloads the list', async () => {
    narrowScreen();
    let deleted = false;
    const { api, user } = renderAs('farmer', {
      [UNIT_LIST]: () => page(deleted ? [readOnlyRow()] : [unitRow(), readOnlyRow()]),
      [DELETE_UNIT]: () => {
        deleted = true;
        return ok(null);
      },
    });
    const card = await cardOf('Green Meadow Farm');
    await user.click(within(card).getByRole('button', { name: 'Delete unit Green Meadow Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the unit' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Green Meadow Farm' })).toBeNull());
    expect(api.to(DELETE_UNIT)).toHaveLength(1);
    expect(await cardOf('River Bend Farm')).toBeTruthy();
  });

  it('refuses at once on a card to delete a unit with questionnaires, as in the table', async () => {
    narrowScreen();
    const { api, user } = renderAs('farmer', {
      [UNIT_LIST]: page([unitRow({ anyQuestionnaireNumber: 1 })]),
      [DELETE_UNIT]: ok(null),
    });
    const card = await cardOf('Green Meadow Farm');
    await user.click(within(card).getByRole('button', { name: 'Delete unit Green Meadow Farm' }));
    expect(await screen.findByRole('dialog', { name: 'The unit cannot be removed' })).toBeTruthy();
    expect(api.to(DELETE_UNIT)).toEqual([]);
  });
});
