import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleAverages, sampleReport } from '@tests/runtime/reports/reportFixtures';
import { OneChart } from './OneChart';
import { chartOf } from './plotlyPointer';

const meta = {
  title: 'Reports/Chart',
  component: OneChart,
  args: { kind: 'themes', report: sampleReport() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof OneChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the drawn chart: plotly's picture is an image named after the chart, and its trace legend. */
function drawn(title: string, traces: string[]): Story['play'] {
  return async ({ canvasElement }) => {
    const figure = await chartOf(canvasElement, title);
    expect(within(figure).getByRole('img', { name: new RegExp(`^${title}: `) })).toBeInTheDocument();
    const legend = [...figure.querySelectorAll('.legendtext')].map((text) => text.textContent);
    expect(legend).toEqual(traces);
  };
}

/** The radar of the themes (0–100, a ring every 20), closed on its first theme. */
export const ThemesRadar: Story = { play: drawn('Themes', ['This unit']) };
/** The radar of the first theme's subthemes. */
export const SubthemesRadar: Story = {
  args: { kind: 'subthemes' },
  play: drawn('Subthemes of Animal welfare', ['This unit']),
};
/** The bars of the first subtheme's indicators, values above the bars. */
export const IndicatorBars: Story = { args: { kind: 'indicators' }, play: drawn('Indicators of Housing', ['This unit']) };
/** The average of units of the same type: a dashed trace with square markers. */
export const ThemesRadarWithAverage: Story = {
  args: { averages: sampleAverages() },
  play: drawn('Themes', ['This unit', 'Average']),
};
/** The average as hatched bars beside the unit's. */
export const IndicatorBarsWithAverage: Story = {
  args: { kind: 'indicators', averages: sampleAverages() },
  play: drawn('Indicators of Housing', ['This unit', 'Average']),
};
/** Averages withheld below the privacy minimum (Animal welfare, Housing, Space per pig): gaps in the average trace. */
export const WithHiddenAverages: Story = {
  args: { averages: sampleAverages([1, 11, 111]) },
  play: drawn('Themes', ['This unit', 'Average']),
};
/** The radar of subthemes in Polish. */
export const SubthemesRadarInPolish: Story = {
  args: { kind: 'subthemes', averages: sampleAverages() },
  globals: { language: 'pl' },
  play: drawn('Podtematy: Animal welfare', ['Ta jednostka', 'Średnia']),
};
/** The bars in Polish on a phone (375 px). */
export const IndicatorBarsInPolishOnPhone: Story = {
  args: { kind: 'indicators', averages: sampleAverages() },
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
  play: drawn('Wskaźniki: Housing', ['Ta jednostka', 'Średnia']),
};
/** The radar of themes alone in a 375 px wide screen. */
export const ThemesRadarOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: drawn('Themes', ['This unit']),
};
