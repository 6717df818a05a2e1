import { cleanup, screen, waitFor } from '@testing-library/react';
import { readEditedUnit, rememberEditedUnit } from '@runtime/units/edit/editedUnit';
import { fail, ok } from '../../support/fakeApi';
import type { AccountName } from '../list/unitSupport';
import { UNITS_PATH, UNIT_LIST, page, renderAs, unitRow } from '../list/unitSupport';

const UPDATE_UNIT = 'PUT /api/secured/farm/11';
const EDIT_PATH = '/edit-farm';

function nameField(): HTMLTextAreaElement {
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Unit name/ });
}

function openEditPage(account: AccountName = 'farmer', updateReply = ok(null)) {
  rememberEditedUnit({ id: 11, description: 'Green Meadow Farm' });
  return renderAs(account, { [UPDATE_UNIT]: updateReply, [UNIT_LIST]: page([unitRow()]) }, EDIT_PATH);
}

describe('edit unit page', () => {
  it('shows the chosen unit’s name in one multiline field, with Back and Save', async () => {
    openEditPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit unit' })).toBeTruthy();
    expect(nameField().tagName).toBe('TEXTAREA');
    expect(nameField().value).toBe('Green Meadow Farm');
    expect(nameField().required).toBe(true);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(document.title).toBe('Edit unit – Field questionnaires');
  });

  it('saves the trimmed name and returns to the unit list with a success message', async () => {
    const { api, router, user } = openEditPage('expert');
    await user.clear(nameField());
    await user.type(nameField(), '  Green Meadow Farm{Enter}North barn  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(UNITS_PATH));
    expect(api.to(UPDATE_UNIT)).toHaveLength(1);
    expect(api.to(UPDATE_UNIT)[0]?.body).toEqual({ description: 'Green Meadow Farm\nNorth barn' });
    expect(api.to(UPDATE_UNIT)[0]?.headers.get('Authorization')).toBe('Bearer jwt-token');
    expect(
      await screen.findByText('The unit “Green Meadow Farm North barn” has been saved.', {
        normalizer: (text) => text.replace(/\s+/g, ' '),
      }),
    ).toBeTruthy();
    expect(readEditedUnit()).toBeUndefined();
  });

  it('requires a name: blank or only spaces are refused without a call', async () => {
    const { api, user } = openEditPage();
    await user.clear(nameField());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required.')).toBeTruthy();

    await user.type(nameField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Field is required.')).toBeTruthy();
    expect(api.to(UPDATE_UNIT)).toEqual([]);
  });

  it('refuses a name longer than 1000 characters without a call, and takes exactly 1000', async () => {
    const { api, router, user } = openEditPage();
    await user.clear(nameField());
    await user.click(nameField());
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The unit name may have at most 1000 characters.')).toBeTruthy();
    expect(api.to(UPDATE_UNIT)).toEqual([]);

    await user.type(nameField(), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(UNITS_PATH));
    expect(api.to(UPDATE_UNIT)[0]?.body).toEqual({ description: 'x'.repeat(1000) });
  });

  it('shows the server’s refusal and keeps the typed name', async () => {
    const { api, router, user } = openEditPage(
      'farmer',
      fail(403, 'FORBIDDEN', 'You do not have permission for this operation.'),
    );
    await user.clear(nameField());
    await user.type(nameField(), 'Renamed farm');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You do not have permission for this operation.')).toBeTruthy();
    expect(screen.getByText('Error while saving the unit')).toBeTruthy();
    expect(api.to(UPDATE_UNIT)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(EDIT_PATH);
    expect(nameField().value).toBe('Renamed farm');
    expect(readEditedUnit()).toEqual({ id: 11, description: 'Green Meadow Farm' });
  });

  it('goes back to the unit list without saving', async () => {
    const { api, router, user } = openEditPage();
    await user.type(nameField(), ' changed');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(UNITS_PATH));
    expect(api.to(UPDATE_UNIT)).toEqual([]);
  });

  it('stays on the chosen unit after a reload, and returns to the unit list when none is chosen', async () => {
    openEditPage();
    expect(nameField().value).toBe('Green Meadow Farm');
    cleanup();

    renderAs('farmer', { [UNIT_LIST]: page([unitRow()]) }, EDIT_PATH);
    expect(nameField().value).toBe('Green Meadow Farm');
    cleanup();

    sessionStorage.removeItem('unit:edited');
    const { router } = renderAs('farmer', { [UNIT_LIST]: page([unitRow()]) }, EDIT_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe(UNITS_PATH));
  });

  it.each<[AccountName, string]>([
    ['coordinator', '/main-navigation/questionnaires'],
    ['observer', '/main-navigation/questionnaires'],
    ['administrator', '/administration'],
  ])('sends the %s to their own home page', async (account, home) => {
    const { router } = openEditPage(account);
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
  });
});
