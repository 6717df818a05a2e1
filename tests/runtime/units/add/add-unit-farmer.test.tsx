import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '../../support/fakeApi';
import {
  ACTIVATE,
  ACTIVATED,
  ASSIGN,
  BY_USER,
  FARMER,
  FARMER_UNIT,
  FIND_USER,
  INACTIVE,
  INACTIVE_UNITS,
  UNITS_PATH,
  chooseUnit,
  closeSuccess,
  label,
  openAddUnit,
  queriesTo,
} from './addUnitSupport';

describe('add unit as a farmer', () => {
  it('offers the inactive units in the order the server sorted them, searchable by name, code or type', async () => {
    const { user } = openAddUnit(FARMER, {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Add unit' })).toBeTruthy();
    expect(document.title).toBe('Add unit – Field questionnaires');

    await user.click(await screen.findByRole('combobox', { name: /^unit/i }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(INACTIVE_UNITS.map(label));

    await user.type(screen.getByRole('combobox', { name: /^unit/i }), 'cattle');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Birch Farm (PL-004) – Cattle farm',
    ]);
    await user.clear(screen.getByRole('combobox', { name: /^unit/i }));
    await user.type(screen.getByRole('combobox', { name: /^unit/i }), 'pl-005');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Cedar Farm (PL-005) – Pig farm',
    ]);
    await user.type(screen.getByRole('combobox', { name: /^unit/i }), 'x');
    expect(screen.getByRole('option', { name: 'No unit matches the text entered.' })).toBeTruthy();
    // Farmers name no farmer: there is no e-mail field.
    expect(screen.queryByRole('textbox', { name: /e-mail/i })).toBeNull();
  });

  it('requires a unit before calling the server', async () => {
    const { user, api } = openAddUnit(FARMER, {});
    await screen.findByRole('combobox', { name: /^unit/i });
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    expect(await screen.findByText('A unit must be chosen.')).toBeTruthy();
    expect(api.requests.map((request) => request.path)).toEqual(['/api/secured/farm/inactiveUnitList/']);
  });

  it('takes the unit at once when the farmer has none yet, then returns to the unit list', async () => {
    const { user, api, router } = openAddUnit(FARMER, { [BY_USER]: ok([]), [ACTIVATE]: ok(ACTIVATED) });
    await chooseUnit(user, INACTIVE_UNITS[0]!);
    await user.click(screen.getByRole('button', { name: 'Add unit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unit added' });
    expect(within(dialog).getByText('The unit “Alder Farm” has been added.')).toBeTruthy();
    expect(queriesTo(api, BY_USER)).toEqual([{ userId: '3' }]);
    expect(queriesTo(api, ACTIVATE)).toEqual([{ unitId: '31' }]);
    expect(api.to(ASSIGN)).toHaveLength(0);
    expect(api.to(FIND_USER)).toHaveLength(0);
    await closeSuccess(user, router, 'Unit added');
  });

  it('asks before adding another unit to a farmer who already has one', async () => {
    const { user, api, router } = openAddUnit(FARMER, {
      [BY_USER]: ok([FARMER_UNIT]),
      [ACTIVATE]: ok(ACTIVATED),
    });
    await chooseUnit(user, INACTIVE_UNITS[0]!);
    await user.click(screen.getByRole('button', { name: 'Add unit' }));

    let dialog = await screen.findByRole('dialog', { name: 'The user already has a unit' });
    expect(
      within(dialog).getByText('You already have a unit. Add “Alder Farm” as another unit?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(ACTIVATE)).toHaveLength(0);

    // Fluent lifts the modal's aria-hidden from the page a moment after the dialog has gone.
    await user.click(await screen.findByRole('button', { name: 'Add unit' }));
    dialog = await screen.findByRole('dialog', { name: 'The user already has a unit' });
    await user.click(within(dialog).getByRole('button', { name: 'Add another unit' }));
    await closeSuccess(user, router, 'Unit added');
    expect(queriesTo(api, BY_USER)).toEqual([{ userId: '3' }, { userId: '3' }]);
    expect(queriesTo(api, ACTIVATE)).toEqual([{ unitId: '31' }]);
  });

  it('reloads the list when someone else took the unit meanwhile, and forgets the choice', async () => {
    let loads = 0;
    const { user, api, router } = openAddUnit(FARMER, {
      [INACTIVE]: () => {
        loads += 1;
        return ok(loads === 1 ? INACTIVE_UNITS : INACTIVE_UNITS.slice(1));
      },
      [BY_USER]: ok([]),
      [ACTIVATE]: fail(409, 'UNIT_NOT_INACTIVE', 'This unit has already been taken.'),
    });
    await chooseUnit(user, INACTIVE_UNITS[0]!);
    await user.click(screen.getByRole('button', { name: 'Add unit' }));

    expect(await screen.findByText('This unit has already been taken.')).toBeTruthy();
    expect(screen.getByText('Error while adding the unit')).toBeTruthy();
    expect(screen.getByText(/The list of units has been reloaded/)).toBeTruthy();
    await waitFor(() => expect(api.to(INACTIVE)).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/add-farm');
    expect(screen.getByRole('combobox', { name: /^unit/i })).toHaveProperty('value', '');

    await user.click(screen.getByRole('combobox', { name: /^unit/i }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
        INACTIVE_UNITS.slice(1).map(label),
      ),
    );
  });

  it('shows a failed load of the inactive units with a retry', async () => {
    let loads = 0;
    const { user } = openAddUnit(FARMER, {
      [INACTIVE]: () => {
        loads += 1;
        return loads === 1 ? fail(500, 'INTERNAL', 'The server could not answer.') : ok(INACTIVE_UNITS);
      },
    });
    expect(await screen.findByText('The server could not answer.')).toBeTruthy();
    expect(screen.getByText('Error while downloading data')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('The server could not answer.')).toBeNull());
    await chooseUnit(user, INACTIVE_UNITS[1]!);
  });

  it('Back returns to the unit list', async () => {
    const { user, router } = openAddUnit(FARMER, {});
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(UNITS_PATH));
  });
});
