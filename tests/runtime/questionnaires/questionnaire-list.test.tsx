import { screen, waitFor, within } from '@testing-library/react';
import { fail } from '../support/fakeApi';
import {
  ACCOUNTS,
  QUESTIONNAIRE_LIST,
  acceptedRow,
  filterOf,
  listRequestWhere,
  page,
  questionnaireRow,
  renderAs,
  tableRows,
} from './questionnaireSupport';

const UNIT_NAME_ASC = JSON.stringify([{ property: 'unit_name', direction: 'ASC' }]);

describe('questionnaire list', () => {
  it('shows every column with the date added as year-month-day', async () => {
    renderAs('farmer', {
      [QUESTIONNAIRE_LIST]: page([
        questionnaireRow({ regionName: null, countryName: null, email: null }),
        acceptedRow(),
      ]),
    });

    const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent);
    expect(headers).toEqual([
      'Unit name',
      'Unit type',
      'Institution',
      'Institution type',
      'E-mail',
      'Questionnaire type',
      'Status',
      'Date added',
      'Actions',
    ]);
    const [open, accepted] = await tableRows();
    const cells = (row: HTMLElement | undefined) =>
      within(row ?? document.body)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(open).slice(0, 6)).toEqual(['Green Meadow Farm', 'Pig farm', '', '', '', 'Short']);
    expect(cells(open)[7]).toBe('2026-03-05');
    expect(cells(accepted).slice(0, 6)).toEqual([
      'River Bend Farm',
      'Pig farm',
      'Regional Inspectorate North',
      'Regional environmental inspectorate',
      'farmer@example.com',
      'Short',
    ]);
  });

  it('lists submitted and in-edition forms of an open questionnaire, and "Deactivated" for an accepted one', async () => {
    renderAs('farmer', {
      [QUESTIONNAIRE_LIST]: page([
        questionnaireRow({
          formList: [
            { formName: 'Herd', status: true },
            { formName: 'Feeding', status: true },
            { formName: 'Housing', status: false },
          ],
        }),
        acceptedRow(),
        questionnaireRow({ id: 43, farmName: 'Empty Farm', formList: [] }),
      ]),
    });
    const [open, accepted, empty] = await tableRows();
    const status = (row: HTMLElement | undefined) => within(row ?? document.body).getAllByRole('cell')[6];

    const openStatus = within(status(open) ?? document.body);
    const submitted = openStatus.getByRole('list', { name: 'Submitted:' });
    expect(
      within(submitted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Herd', 'Feeding']);
    const inEdition = openStatus.getByRole('list', { name: 'In edition:' });
    expect(
      within(inEdition)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Housing']);
    expect(openStatus.queryByText('Deactivated')).toBeNull();

    expect(status(accepted)?.textContent).toBe(
      'Deactivated The questionnaire is accepted and closed for editing.',
    );
    expect(within(status(accepted) ?? document.body).queryByRole('list')).toBeNull();
    expect(status(empty)?.textContent).toBe('No form started yet');
  });

  it('asks for 20 rows sorted by unit name ascending, names the caller, and cycles the sort', async () => {
    const { api, user } = renderAs('expert', { [QUESTIONNAIRE_LIST]: page([questionnaireRow()]) });

    const first = await listRequestWhere(api, () => true);
    expect(first.query.get('start')).toBe('0');
    expect(first.query.get('limit')).toBe('20');
    expect(first.query.get('sort')).toBe(UNIT_NAME_ASC);
    expect(filterOf(first)).toEqual([]);
    expect(first.query.get('userId')).toBe(String(ACCOUNTS.expert.id));
    expect(first.query.get('userRoleId')).toBe('4');
    expect(first.headers.get('Authorization')).toBe('Bearer jwt-token');

    const unitName = await screen.findByRole('columnheader', { name: 'Unit name' });
    expect(unitName.getAttribute('aria-sort')).toBe('ascending');
    await user.click(unitName);
    await listRequestWhere(
      api,
      (request) =>
        request.query.get('sort') === JSON.stringify([{ property: 'unit_name', direction: 'DESC' }]),
    );
    await user.click(unitName);
    await listRequestWhere(api, (request) => !request.query.has('sort'));
    await waitFor(() => expect(unitName.getAttribute('aria-sort')).toBe('none'));

    for (const [label, property] of [
      ['Unit type', 'unit_type_id'],
      ['Institution', 'institution_name'],
      ['Institution type', 'institution_type'],
      ['E-mail', 'questionnaire_email'],
      ['Questionnaire type', 'questionnaire_name'],
      ['Status', 'questionnaire_status'],
      ['Date added', 'questionnaire_data_creation'],
    ] as const) {
      await user.click(screen.getByRole('columnheader', { name: label }));
      await listRequestWhere(
        api,
        (request) => request.query.get('sort') === JSON.stringify([{ property, direction: 'ASC' }]),
      );
    }
  });

  it('turns each filter field into its filter item', async () => {
    const { api, user } = renderAs('coordinator', { [QUESTIONNAIRE_LIST]: page([questionnaireRow()]) });

    await user.type(await screen.findByLabelText(/^unit name/i, { selector: 'input' }), 'Meadow');
    await user.click(screen.getByRole('combobox', { name: /^unit type/i }));
    await user.click(await screen.findByRole('option', { name: 'Cattle farm' }));
    await user.click(screen.getByRole('combobox', { name: /^institution type/i }));
    await user.click(await screen.findByRole('option', { name: 'Agricultural advisory centre' }));
    await user.type(screen.getByLabelText(/^institution$/i, { selector: 'input' }), 'North');
    await user.type(screen.getByLabelText(/^e-mail/i, { selector: 'input' }), 'farmer');
    await user.click(screen.getByRole('combobox', { name: /^questionnaire type/i }));
    await user.click(await screen.findByRole('option', { name: 'Long' }));
    await user.click(screen.getByRole('combobox', { name: /^status/i }));
    await user.click(await screen.findByRole('option', { name: 'Accepted' }));
    await user.type(screen.getByLabelText('Date added: From'), '2026-03-01');
    await user.type(screen.getByLabelText('Date added: To'), '2026-03-31');

    const expected = [
      { operator: 'like', property: 'unit_name', value: 'Meadow' },
      { operator: 'eq', property: 'unit_type_id', value: 2 },
      { operator: 'eq', property: 'institution_type', value: 20 },
      { operator: 'like', property: 'institution_name', value: 'North' },
      { operator: 'like', property: 'questionnaire_email', value: 'farmer' },
      { operator: 'eq', property: 'questionnaire_name', value: 2 },
      { operator: 'eq', property: 'questionnaire_status', value: 1 },
      { operator: 'gte', property: 'questionnaire_data_creation', value: '2026-03-01' },
      { operator: 'lte', property: 'questionnaire_data_creation', value: '2026-03-31' },
    ];
    const request = await listRequestWhere(
      api,
      (r) => JSON.stringify(filterOf(r)) === JSON.stringify(expected),
    );
    expect(request.query.get('start')).toBe('0');

    // "To edit" is status 0, and "All" lifts the status filter again.
    await user.click(screen.getByRole('combobox', { name: /^status/i }));
    await user.click(await screen.findByRole('option', { name: 'To edit' }));
    await listRequestWhere(api, (r) =>
      JSON.stringify(filterOf(r)).includes('{"operator":"eq","property":"questionnaire_status","value":0}'),
    );
    await user.click(screen.getByRole('combobox', { name: /^status/i }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() =>
      expect(filterOf(api.to(QUESTIONNAIRE_LIST).at(-1))).toEqual(
        expected.filter((item) => item.property !== 'questionnaire_status'),
      ),
    );
  });

  it('pages by 20 rows', async () => {
    const rows = Array.from({ length: 20 }, (_, index) =>
      questionnaireRow({ id: 100 + index, farmName: `Farm ${index}` }),
    );
    const { api, user } = renderAs('farmer', { [QUESTIONNAIRE_LIST]: page(rows, 45) });

    expect(await screen.findByText('1–20 of 45')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const second = await listRequestWhere(api, (request) => request.query.get('start') === '20');
    expect(second.query.get('sort')).toBe(UNIT_NAME_ASC);
  });

  it('empties the list and shows the server’s message when loading fails', async () => {
    let refuse = false;
    const { user } = renderAs('farmer', {
      [QUESTIONNAIRE_LIST]: () =>
        refuse ? fail(403, 'FORBIDDEN', 'You may not see these questionnaires.') : page([questionnaireRow()]),
    });
    expect(await screen.findByText('Green Meadow Farm')).toBeTruthy();

    refuse = true;
    await user.type(screen.getByLabelText(/^unit name/i, { selector: 'input' }), 'x');
    expect(await screen.findByText('You may not see these questionnaires.')).toBeTruthy();
    expect(screen.getByText('Error while downloading data')).toBeTruthy();
    expect(screen.queryByText('Green Meadow Farm')).toBeNull();
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });
});
