import { screen, within } from '@testing-library/react';
import { openReport, stubReportApi } from './reportServer';

vi.mock('@runtime/reports/charts/PlotlyChart', () => import('./FakePlotlyChart'));

function chart(title: string): HTMLElement {
  const figure = screen.getByRole('heading', { name: title }).closest('figure');
  if (!figure) throw new Error(`no chart ${title}`);
  return figure;
}

/** A point of the unit's trace; the chart itself is downloaded lazily, so it is waited for. */
async function point(title: string, name: string): Promise<HTMLElement> {
  const trace = await within(chart(title)).findByRole('list', { name: 'This unit' });
  return within(trace).getByRole('button', { name });
}

function breadcrumb(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Shown in the charts' });
}

describe('report drill-down', () => {
  it('drills from a theme into its subthemes and from a subtheme into its indicators, and back', async () => {
    stubReportApi();
    const { user } = openReport();
    await screen.findByRole('heading', { name: 'Themes' });
    await user.click(await point('Themes', 'Environment'));
    expect(screen.getByRole('heading', { name: 'Subthemes of Environment' })).toBeTruthy();
    expect(within(breadcrumb()).getByRole('button', { name: 'All themes' })).toBeTruthy();
    // The subthemes radar shows the chosen theme's subthemes; the bars its first subtheme's indicators.
    expect(await point('Subthemes of Environment', 'Energy')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Indicators of Zarządzanie obornikiem' })).toBeTruthy();

    await user.click(await point('Subthemes of Environment', 'Energy'));
    await within(chart('Indicators of Energy')).findByRole('list', { name: 'This unit' });
    const bars = chart('Indicators of Energy');
    expect(within(bars).getByRole('button', { name: 'Solar share' })).toBeTruthy();
    expect(within(bars).queryByRole('button', { name: 'Storage months' })).toBeNull();

    await user.click(within(breadcrumb()).getByRole('button', { name: 'Environment' }));
    expect(screen.getByRole('heading', { name: 'Indicators of Zarządzanie obornikiem' })).toBeTruthy();
    await user.click(within(breadcrumb()).getByRole('button', { name: 'All themes' }));
    expect(screen.getByRole('heading', { name: 'Subthemes of Animal welfare' })).toBeTruthy();
    expect(within(breadcrumb()).queryByRole('button', { name: 'Environment' })).toBeNull();
  });

  it('drills from the table of values too (the charts’ text alternative)', async () => {
    stubReportApi();
    const { user } = openReport();
    await screen.findByRole('heading', { name: 'Themes' });
    await user.click(screen.getByRole('button', { name: 'Show the table of values' }));
    await user.click(
      within(screen.getByRole('table', { name: 'Original values' })).getByRole('button', { name: 'Health' }),
    );
    expect(screen.getByRole('heading', { name: 'Indicators of Health' })).toBeTruthy();
  });
});
