import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '../support/fakeApi';
import { sampleAverages } from './reportFixtures';
import { AVERAGE, openReport, stubReportApi } from './reportServer';

vi.mock('@runtime/reports/charts/PlotlyChart', () => import('./FakePlotlyChart'));

const COMPARE = 'Compare with the average of units of the type Fattening';

function chart(title: string): HTMLElement {
  const figure = screen.getByRole('heading', { name: title }).closest('figure');
  if (!figure) throw new Error(`no chart ${title}`);
  return figure;
}

function table(): HTMLElement {
  return screen.getByRole('table', { name: 'Original values' });
}

function rowOf(name: string): string[] {
  const row = within(table()).getByText(name).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('report averages and table of values', () => {
  it('adds the average of units of the same type as a second trace of every chart', async () => {
    const api = stubReportApi();
    const { user } = openReport();
    await screen.findByRole('heading', { name: 'Themes' });
    expect(api.to(AVERAGE(2))).toHaveLength(0);
    await within(chart('Themes')).findByRole('list', { name: 'This unit' });
    expect(within(chart('Themes')).queryByRole('list', { name: 'Average' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: COMPARE }));
    const average = await within(chart('Themes')).findByRole('list', { name: 'Average' });
    expect(api.to(AVERAGE(2))[0]?.query.get('farmTypeId')).toBe('3');
    expect(within(average).getByRole('button', { name: 'Environment' }).nextSibling?.textContent).toBe('36.25');
    expect(within(chart('Indicators of Housing')).getByRole('list', { name: 'Average' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: COMPARE }));
    await waitFor(() => expect(within(chart('Themes')).queryByRole('list', { name: 'Average' })).toBeNull());
  });

  it('says so when averages are withheld because too few units have a report', async () => {
    stubReportApi({ [AVERAGE(2)]: ok(sampleAverages([1, 11, 111])) });
    const { user } = openReport();
    await screen.findByRole('heading', { name: 'Themes' });
    await user.click(screen.getByRole('checkbox', { name: COMPARE }));
    expect(await screen.findByText(/Some averages are not shown: too few units of this type/)).toBeTruthy();
    const average = within(chart('Themes')).getByRole('list', { name: 'Average' });
    expect(within(average).getByRole('button', { name: 'Animal welfare' }).nextSibling?.textContent).toBe('none');
  });

  it('shows a failure of the average in red and keeps the report', async () => {
    stubReportApi({ [AVERAGE(2)]: fail(500, 'SERVER_ERROR', 'Timeout.') });
    const { user } = openReport();
    await screen.findByRole('heading', { name: 'Themes' });
    await user.click(screen.getByRole('checkbox', { name: COMPARE }));
    expect((await screen.findByRole('alert')).textContent).toBe('The average could not be loaded: Timeout.');
    expect(screen.getByRole('heading', { name: 'Themes' })).toBeTruthy();
  });

  it('toggles the table of original values, with the average column while comparing', async () => {
    stubReportApi();
    const { user } = openReport();
    await screen.findByRole('heading', { name: 'Themes' });
    expect(screen.queryByRole('table')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show the table of values' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Value',
      'Scaled value (0–100)',
    ]);
    expect(rowOf('Space per pig')).toEqual(['Space per pig', '0.90', '70.00']);
    expect(rowOf('Animal welfare')).toEqual(['Animal welfare', '55.50', '55.50']);
    // Every theme, subtheme and indicator: the table stands for all three charts.
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 2 + 4 + 8);

    await user.click(screen.getByRole('checkbox', { name: COMPARE }));
    await waitFor(() => expect(within(table()).getAllByRole('columnheader')).toHaveLength(4));
    expect(rowOf('Mortality')).toEqual(['Mortality', '3.20', '40.00', '35.00']);

    await user.click(screen.getByRole('button', { name: 'Hide the table of values' }));
    expect(screen.queryByRole('table')).toBeNull();
  });
});
