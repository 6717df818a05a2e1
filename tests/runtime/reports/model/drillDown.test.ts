import { chooseSubtheme, chooseTheme, drillView } from '@runtime/reports/model/drillDown';
import { sampleReport } from '../reportFixtures';

describe('drill-down of a report', () => {
  const report = sampleReport();

  it('shows the first theme and its first subtheme when nothing is chosen', () => {
    const view = drillView(report, {});
    expect(view.level).toBe('themes');
    expect(view.theme?.name).toBe('Animal welfare');
    expect(view.subtheme?.name).toBe('Housing');
  });

  it('drills into a theme, then into one of its subthemes', () => {
    const theme = drillView(report, chooseTheme(2));
    expect(theme.level).toBe('theme');
    expect(theme.theme?.name).toBe('Environment');
    expect(theme.subtheme?.name).toBe('Zarządzanie obornikiem');
    const subtheme = drillView(report, chooseSubtheme(theme, 22));
    expect(subtheme.level).toBe('subtheme');
    expect(subtheme.subtheme?.subIndicators.map((node) => node.name)).toEqual(['Solar share', 'Heating']);
  });

  it('ignores a subtheme of another theme and a choice this report does not have', () => {
    expect(drillView(report, { themeId: 1, subthemeId: 22 })).toMatchObject({ level: 'theme' });
    expect(drillView(report, { themeId: 99 }).theme?.name).toBe('Animal welfare');
  });

  it('has nothing to show for an empty report', () => {
    const view = drillView([], { themeId: 1 });
    expect(view.theme).toBeUndefined();
    expect(view.subtheme).toBeUndefined();
  });
});
