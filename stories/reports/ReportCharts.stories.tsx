import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleAverages, sampleReport } from '@tests/runtime/reports/reportFixtures';
import { engineReport } from './engineReport';
import { DrillStory } from './ReportStory';
import { chartOf, clickPoint } from './plotlyPointer';

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Reports/Charts with drill-down',
  component: DrillStory,
  args: { report: sampleReport() },
  globals: DESKTOP,
} satisfies Meta<typeof DrillStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts a drill-down checks, per language. */
const TEXTS = {
  en: {
    breadcrumb: 'Shown in the charts',
    allThemes: 'All themes',
    themes: 'Themes',
    subthemes: (name: string) => `Subthemes of ${name}`,
    indicators: (name: string) => `Indicators of ${name}`,
  },
  pl: {
    breadcrumb: 'Pokazane na wykresach',
    allThemes: 'Wszystkie tematy',
    themes: 'Tematy',
    subthemes: (name: string) => `Podtematy: ${name}`,
    indicators: (name: string) => `Wskaźniki: ${name}`,
  },
};

/** The three charts of the sample report are drawn. */
function threeCharts(language: keyof typeof TEXTS): Story['play'] {
  const texts = TEXTS[language];
  return async ({ canvasElement }) => {
    await chartOf(canvasElement, texts.themes);
    await chartOf(canvasElement, texts.subthemes('Animal welfare'));
    await chartOf(canvasElement, texts.indicators('Housing'));
  };
}

/**
 * As the drill-down test does: a click on "Environment" in the themes radar, then on "Energy" in the
 * subthemes radar, then back by the breadcrumb to a theme and to all themes.
 */
function drillDown(language: keyof typeof TEXTS): Story['play'] {
  const texts = TEXTS[language];
  return async ({ canvasElement, canvas, userEvent }) => {
    const breadcrumb = () => within(canvas.getByRole('navigation', { name: texts.breadcrumb }));
    const heading = (name: string) => canvas.getByRole('heading', { name });
    expect(breadcrumb().getAllByRole('button')).toHaveLength(1);

    await clickPoint(await chartOf(canvasElement, texts.themes), 'Environment');
    await waitFor(() => expect(heading(texts.subthemes('Environment'))).toBeVisible());
    expect(breadcrumb().getByRole('button', { name: 'Environment' })).toBeVisible();
    expect(heading(texts.indicators('Zarządzanie obornikiem'))).toBeVisible();

    await clickPoint(await chartOf(canvasElement, texts.subthemes('Environment')), 'Energy');
    await waitFor(() => expect(heading(texts.indicators('Energy'))).toBeVisible());
    expect(breadcrumb().getByRole('button', { name: 'Energy' })).toHaveAttribute('aria-current');
    // The bars now show Energy's indicators, drawn again by plotly.
    const bars = await chartOf(canvasElement, texts.indicators('Energy'));
    await waitFor(() => expect(bars.querySelector('.xtick')?.textContent).toBe('Solar share'));

    await userEvent.click(breadcrumb().getByRole('button', { name: 'Environment' }));
    await waitFor(() => expect(heading(texts.indicators('Zarządzanie obornikiem'))).toBeVisible());
    await userEvent.click(breadcrumb().getByRole('button', { name: texts.allThemes }));
    await waitFor(() => expect(heading(texts.subthemes('Animal welfare'))).toBeVisible());
    expect(breadcrumb().queryByRole('button', { name: 'Environment' })).toBeNull();
  };
}

/** The radar of themes, the radar of the first theme's subthemes and the bars of its first subtheme, at 1280 px: radars side by side. */
export const Charts: Story = { play: threeCharts('en') };
/** At 375 px: one column, radar labels wrapped at 12 characters. */
export const ChartsOnPhone: Story = {
  globals: PHONE,
  play: async (context) => {
    await threeCharts('en')?.(context);
    const [themes, subthemes] = [...context.canvasElement.querySelectorAll('figure')];
    // One column: the subthemes radar below the themes radar, not beside it.
    expect(subthemes?.getBoundingClientRect().left).toBe(themes?.getBoundingClientRect().left);
    expect(window.innerWidth).toBeLessThanOrEqual(375);
  },
};
/** In Polish at 1280 px (the report's names come from the server as they are). */
export const ChartsInPolish: Story = { globals: { language: 'pl', ...DESKTOP }, play: threeCharts('pl') };
/** In Polish at 375 px. */
export const ChartsInPolishOnPhone: Story = { globals: { language: 'pl', ...PHONE }, play: threeCharts('pl') };
/** With the average of units of the same type as a second trace on every chart. */
export const WithAverage: Story = {
  args: { averages: sampleAverages() },
  play: async ({ canvasElement }) => {
    for (const title of ['Themes', 'Subthemes of Animal welfare', 'Indicators of Housing']) {
      const chart = await chartOf(canvasElement, title);
      expect([...chart.querySelectorAll('.legendtext')].map((text) => text.textContent)).toEqual([
        'This unit',
        'Average',
      ]);
    }
  },
};
/** The average at 375 px in Polish. */
export const WithAverageInPolishOnPhone: Story = {
  args: { averages: sampleAverages() },
  globals: { language: 'pl', ...PHONE },
  play: threeCharts('pl'),
};
/** Opened drilled into Environment › Energy: the breadcrumb's three steps. */
export const DrilledIntoASubtheme: Story = {
  args: { choice: { themeId: 2, subthemeId: 22 } },
  play: async ({ canvasElement, canvas }) => {
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Shown in the charts' }));
    expect(breadcrumb.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All themes',
      'Environment',
      'Energy',
    ]);
    await chartOf(canvasElement, 'Indicators of Energy');
  },
};
/** Drilling down by clicking the charts' points, and back by the breadcrumb, at 1280 px. */
export const DrillDown: Story = { play: drillDown('en') };
/** The same at 375 px. */
export const DrillDownOnPhone: Story = { globals: PHONE, play: drillDown('en') };
/** The same in Polish at 1280 px. */
export const DrillDownInPolish: Story = { globals: { language: 'pl', ...DESKTOP }, play: drillDown('pl') };
/** The same in Polish at 375 px. */
export const DrillDownInPolishOnPhone: Story = { globals: { language: 'pl', ...PHONE }, play: drillDown('pl') };
/**
 * The engine's fixture tree (tests/fixtures/indicator-tree.ts) computed from the engine test's answers:
 * a theme without a value ("Notes") leaves a gap in the radar; drilling into "Manure management" › "Feed".
 */
export const ComputedByTheEngine: Story = {
  args: { report: engineReport() },
  play: async ({ canvasElement, canvas }) => {
    await clickPoint(await chartOf(canvasElement, 'Subthemes of Manure management'), 'Feed');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Indicators of Feed' })).toBeVisible());
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Shown in the charts' }));
    expect(breadcrumb.getByRole('button', { name: 'Feed' })).toHaveAttribute('aria-current');
  },
};
