import { screen, waitFor, within } from '@testing-library/react';
import { fail } from '../support/fakeApi';
import {
  CONFIRMED_ONLY,
  USER_LIST,
  filterOf,
  listRequestWhere,
  page,
  renderAdministration,
  tableRows,
  userRow,
} from './adminSupport';

describe('user list', () => {
  it('shows every column, dates as year-month-day and the unconfirmed badges', async () => {
    renderAdministration({
      [USER_LIST]: page([
        userRow(),
        userRow({
          userId: 32,
          email: 'coordinator@example.com',
          roleDicId: 2,
          roleName: 'Coordinator',
          institutionType: 'Regional environmental inspectorate',
          institutionName: 'Regional Inspectorate North',
          questionnaireCount: 0,
          isActive: false,
          activationDate: null,
          deactivationDate: '2026-02-20T12:00:00.000Z',
          confirmed: false,
          emailVerified: false,
        }),
      ]),
    });

    const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent);
    expect(headers).toEqual([
      'E-mail',
      'User type',
      'Institution type',
      'Institution',
      'Questionnaires',
      'Registration date',
      'Active',
      'Activation date',
      'Deactivation date',
      'Actions',
    ]);

    const [farmer, coordinator] = await tableRows();
    const cells = (row: HTMLElement | undefined) =>
      within(row ?? document.body)
        .getAllByRole('cell')
        .slice(0, 9)
        .map((cell) => cell.textContent);
    expect(cells(farmer)).toEqual([
      'farmer@example.com',
      'Farmer (pig breeder)',
      '',
      '',
      '2',
      '2026-01-15',
      'Yes',
      '2026-01-16',
      '',
    ]);
    expect(cells(coordinator)).toEqual([
      'coordinator@example.comUnconfirmedE-mail not confirmed',
      'Coordinator',
      'Regional environmental inspectorate',
      'Regional Inspectorate North',
      '0',
      '2026-01-15',
      'No',
      '',
      '2026-02-20',
    ]);
  });

  it('asks for 10 confirmed users by default and drops that condition when unconfirmed ones are asked for', async () => {
    const { api, user } = renderAdministration({ [USER_LIST]: page([userRow()]) });

    const first = await listRequestWhere(api, () => true);
    expect(first.query.get('start')).toBe('0');
    expect(first.query.get('limit')).toBe('10');
    expect(first.query.has('searchText')).toBe(false);
    expect(first.query.has('sort')).toBe(false);
    expect(filterOf(first)).toEqual([CONFIRMED_ONLY]);
    expect(first.headers.get('Authorization')).toBe('Bearer jwt-token');

    await user.click(await screen.findByRole('checkbox', { name: 'Show unconfirmed users' }));
    await listRequestWhere(api, (request) => JSON.stringify(filterOf(request)) === '[]');
  });

  it('sends the free search text as searchText', async () => {
    const { api, user } = renderAdministration({ [USER_LIST]: page([userRow()]) });
    await user.type(await screen.findByLabelText('Search by unit or e-mail'), 'PL-001');
    const request = await listRequestWhere(api, (r) => r.query.get('searchText') === 'PL-001');
    expect(filterOf(request)).toEqual([CONFIRMED_ONLY]);
  });

  it('turns each filter field into its filter item', async () => {
    const { api, user } = renderAdministration({ [USER_LIST]: page([userRow()]) });

    await user.type(await screen.findByLabelText(/^e-mail/i, { selector: 'input' }), 'coord');
    await user.click(screen.getByRole('combobox', { name: /^user type/i }));
    await user.click(await screen.findByRole('option', { name: 'Coordinator' }));
    await user.click(screen.getByRole('combobox', { name: /^institution type/i }));
    await user.click(await screen.findByRole('option', { name: 'Agricultural advisory centre' }));
    await user.type(screen.getByLabelText(/^institution$/i, { selector: 'input' }), 'West');
    await user.type(screen.getByLabelText('Registration date: From'), '2026-01-01');
    await user.type(screen.getByLabelText('Registration date: To'), '2026-01-31');

    const expected = [
      { operator: 'like', property: 'email', value: 'coord' },
      { operator: 'eq', property: 'role_name', value: 2 },
      { operator: 'eq', property: 'institution_type', value: 20 },
      { operator: 'like', property: 'institution_name', value: 'West' },
      { operator: 'gte', property: 'registration_date', value: '2026-01-01' },
      { operator: 'lte', property: 'registration_date', value: '2026-01-31' },
      CONFIRMED_ONLY,
    ];
    await listRequestWhere(api, (request) => JSON.stringify(filterOf(request)) === JSON.stringify(expected));

    // "All" lifts the user type filter again.
    await user.click(screen.getByRole('combobox', { name: /^user type/i }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() =>
      expect(filterOf(api.to(USER_LIST).at(-1))).toEqual(
        expected.filter((item) => item.property !== 'role_name'),
      ),
    );
  });

  it('sorts by the clicked column: ascending, descending, then the server’s order', async () => {
    const { api, user } = renderAdministration({ [USER_LIST]: page([userRow()]) });
    const header = await screen.findByRole('columnheader', { name: 'Registration date' });

    await user.click(header);
    await listRequestWhere(
      api,
      (request) =>
        request.query.get('sort') === JSON.stringify([{ property: 'registration_date', direction: 'ASC' }]),
    );
    await user.click(header);
    await listRequestWhere(
      api,
      (request) =>
        request.query.get('sort') === JSON.stringify([{ property: 'registration_date', direction: 'DESC' }]),
    );
    // The third click returns to the server's order (whose page is already cached, so not asked again).
    await user.click(header);
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('none'));

    for (const [label, property] of [
      ['E-mail', 'email'],
      ['User type', 'role_name'],
      ['Institution type', 'institution_type'],
      ['Institution', 'institution_name'],
      ['Questionnaires', 'questionnaire_count'],
      ['Active', 'is_active'],
      ['Activation date', 'activation_date'],
      ['Deactivation date', 'deactivation_date'],
    ] as const) {
      await user.click(screen.getByRole('columnheader', { name: label }));
      await listRequestWhere(
        api,
        (request) => request.query.get('sort') === JSON.stringify([{ property, direction: 'ASC' }]),
      );
    }
  });

  it('pages by 10 rows', async () => {
    const rows = Array.from({ length: 10 }, (_, index) =>
      userRow({ userId: 100 + index, email: `user${index}@example.com` }),
    );
    const { api, user } = renderAdministration({ [USER_LIST]: page(rows, 25) });

    expect(await screen.findByText('1–10 of 25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await listRequestWhere(api, (request) => request.query.get('start') === '10');
    expect(await screen.findByText('11–20 of 25')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    const last = await listRequestWhere(api, (request) => request.query.get('start') === '20');
    expect(last.query.get('limit')).toBe('10');
  });

  it('empties the list and shows the server’s message when loading fails', async () => {
    let refuse = false;
    const { user } = renderAdministration({
      [USER_LIST]: () => (refuse ? fail(403, 'FORBIDDEN', 'You may not see this list.') : page([userRow()])),
    });
    expect(await screen.findByText('farmer@example.com')).toBeTruthy();

    refuse = true;
    await user.type(screen.getByLabelText('Search by unit or e-mail'), 'x');
    expect(await screen.findByText('You may not see this list.')).toBeTruthy();
    expect(screen.getByText('Error while downloading data')).toBeTruthy();
    expect(screen.queryByText('farmer@example.com')).toBeNull();
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });
});
