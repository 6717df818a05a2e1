import { cleanup, screen, within } from '@testing-library/react';
import { fail } from '../../support/fakeApi';
import {
  UNIT_LIST,
  filterOf,
  lastListRequestWhere,
  page,
  readOnlyRow,
  renderAs,
  tableRows,
  unitRow,
} from './unitSupport';

function cells(row: HTMLElement | undefined): (string | null)[] {
  return within(row ?? document.body)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('unit list', () => {
  it('shows every column, the date added as year-month-day, and asks for 20 rows from the start', async () => {
    const { api } = renderAs('farmer', { [UNIT_LIST]: page([unitRow(), readOnlyRow()]) });

    const [own, other] = await tableRows();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Unit name',
      'Code',
      'Unit type',
      'Institution',
      'Institution type',
      'Questionnaires',
      'Date added',
      'Actions',
    ]);
    expect(cells(own).slice(0, 7)).toEqual([
      'Green Meadow Farm',
      'PL-001',
      'Pig farm',
      'Regional Inspectorate North',
      'Regional environmental inspectorate',
      '0',
      '2026-03-05',
    ]);
    expect(cells(other).slice(0, 7)).toEqual([
      'River Bend Farm',
      'PL-002',
      'Cattle farm',
      '',
      '',
      '2',
      '2025-12-31',
    ]);

    const first = api.to(UNIT_LIST)[0];
    expect(first?.query.get('start')).toBe('0');
    expect(first?.query.get('limit')).toBe('20');
    expect(filterOf(first)).toEqual([]);
    expect(first?.headers.get('Authorization')).toBe('Bearer jwt-token');
  });

  it('sorts by the specification’s properties; code and questionnaire count are not sortable', async () => {
    const { api, user } = renderAs('farmer', { [UNIT_LIST]: page([unitRow()]) });
    await tableRows();
    const sortable: [string, string][] = [
      ['Unit name', 'unit_name'],
      ['Unit type', 'unit_type_id'],
      ['Institution', 'unit_institution_name'],
      ['Institution type', 'unit_institution_type'],
      ['Date added', 'unit_data_creation'],
    ];
    for (const [name, property] of sortable) {
      await user.click(within(screen.getByRole('columnheader', { name })).getByRole('button'));
      await lastListRequestWhere(
        api,
        (request) => request.query.get('sort') === JSON.stringify([{ property, direction: 'ASC' }]),
      );
    }
    for (const name of ['Code', 'Questionnaires', 'Actions']) {
      expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).toBeNull();
    }
  });

  it('sends each filter in the server’s property names', async () => {
    const { api, user } = renderAs('expert', { [UNIT_LIST]: page([unitRow()]) });
    await tableRows();

    await user.type(screen.getByRole('textbox', { name: 'Unit name' }), ' Meadow ');
    await user.click(screen.getByRole('combobox', { name: 'Unit type' }));
    await user.click(await screen.findByRole('option', { name: 'Cattle farm' }));
    await user.click(screen.getByRole('combobox', { name: 'Institution type' }));
    await user.click(await screen.findByRole('option', { name: 'Agricultural advisory centre' }));
    await user.type(screen.getByRole('textbox', { name: 'Institution name' }), 'North');
    await user.type(screen.getByLabelText('Date added: From'), '2026-01-01');
    await user.type(screen.getByLabelText('Date added: To'), '2026-03-31');

    const expected = [
      { operator: 'like', property: 'unit_name', value: 'Meadow' },
      { operator: 'eq', property: 'unit_type_id', value: 2 },
      { operator: 'eq', property: 'unit_institution_type', value: 20 },
      { operator: 'like', property: 'unit_institution_name', value: 'North' },
      { operator: 'gte', property: 'unit_data_creation', value: '2026-01-01' },
      { operator: 'lte', property: 'unit_data_creation', value: '2026-03-31' },
    ];
    const request = await lastListRequestWhere(
      api,
      (candidate) => JSON.stringify(filterOf(candidate)) === JSON.stringify(expected),
    );
    expect(request.query.get('start')).toBe('0');
  });

  it('shows the server’s message and no rows when the list cannot be loaded', async () => {
    renderAs('farmer', { [UNIT_LIST]: fail(500, 'INTERNAL', 'The database is not available.') });

    expect(await screen.findByText('The database is not available.')).toBeTruthy();
    expect(screen.getByText('Error while downloading data')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Units' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(0);
  });

  it('keeps its filters when the page is loaded again', async () => {
    const first = renderAs('farmer', { [UNIT_LIST]: page([unitRow()]) });
    await tableRows();
    await first.user.type(screen.getByRole('textbox', { name: 'Institution name' }), 'North');
    await lastListRequestWhere(first.api, (request) => request.query.get('filter') !== '[]');
    cleanup();

    const second = renderAs('farmer', { [UNIT_LIST]: page([unitRow()]) });
    await tableRows();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Institution name' }).value).toBe('North');
    expect(filterOf(second.api.to(UNIT_LIST)[0])).toEqual([
      { operator: 'like', property: 'unit_institution_name', value: 'North' },
    ]);
  });
});
