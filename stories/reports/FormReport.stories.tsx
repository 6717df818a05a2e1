import './nodeGlobal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SAMPLE_UNIT, sampleAverages, sampleReport } from '@tests/runtime/reports/reportFixtures';
import { FormReport } from '@runtime/reports/screen/FormReport';
import { chartOf } from './plotlyPointer';
import type { StoryRoutes } from './storyApi';
import { AVERAGE, CHECK, GENERATE, QUESTIONNAIRE_ID, REPORT, StoryApi, WELFARE } from './storyApi';

/** The form report of Welfare for unit PL-001 (type Fattening), the story server answering its calls. */
function FormReportStory({ routes }: { routes: StoryRoutes }) {
  return (
    <StoryApi routes={routes}>
      <FormReport questionnaireId={QUESTIONNAIRE_ID} form={WELFARE} unit={SAMPLE_UNIT} />
    </StoryApi>
  );
}

/** The report tests' replies (tests/runtime/reports/reportServer.ts). */
const REPLIES: StoryRoutes = {
  [REPORT]: { data: sampleReport() },
  [AVERAGE(2)]: { data: sampleAverages() },
  [CHECK]: { data: 1 },
};

/** No report until it is generated, then the sample report. */
function generatedOnDemand(): StoryRoutes {
  let generated = false;
  return {
    ...REPLIES,
    [REPORT]: () => ({ data: generated ? sampleReport() : [] }),
    [GENERATE]: () => {
      generated = true;
      return { data: null };
    },
  };
}

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };
const COMPARE = 'Compare with the average of units of the type Fattening';

const meta = {
  title: 'Reports/Form report',
  component: FormReportStory,
  args: { routes: REPLIES },
  globals: DESKTOP,
} satisfies Meta<typeof FormReportStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report with its controls; ticking the comparison adds the average trace to every chart. */
export const Report: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    const themes = await chartOf(canvasElement, 'Themes');
    expect(themes.querySelectorAll('.legendtext')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('checkbox', { name: COMPARE }));
    await waitFor(() => expect(themes.querySelectorAll('.legendtext')).toHaveLength(2), { timeout: 5000 });
    const bars = await chartOf(canvasElement, 'Indicators of Housing');
    expect(bars.querySelectorAll('.legendtext')).toHaveLength(2);
  },
};
/** The report in Polish at 375 px. */
export const ReportInPolishOnPhone: Story = {
  globals: { language: 'pl', ...PHONE },
  play: async ({ canvasElement }) => {
    await chartOf(canvasElement, 'Tematy');
  },
};
/** The table of values, the charts' text alternative, drills too: "Health" shows its indicators. */
export const DrillFromTheTable: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await chartOf(canvasElement, 'Themes');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the table of values' }));
    const table = within(canvas.getByRole('table', { name: 'Original values' }));
    await userEvent.click(table.getByRole('button', { name: 'Health' }));
    await chartOf(canvasElement, 'Indicators of Health');
    const breadcrumb = within(canvas.getByRole('navigation', { name: 'Shown in the charts' }));
    expect(breadcrumb.getByRole('button', { name: 'Health' })).toHaveAttribute('aria-current');
  },
};
/** Averages withheld below the privacy minimum: the note says why some are missing. */
export const HiddenAverages: Story = {
  args: { routes: { ...REPLIES, [AVERAGE(2)]: { data: sampleAverages([1, 11, 111]) } } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await chartOf(canvasElement, 'Themes');
    await userEvent.click(canvas.getByRole('checkbox', { name: COMPARE }));
    expect(await canvas.findByText(/Some averages are not shown: too few units of this type/)).toBeVisible();
  },
};
/** The average could not be loaded: said in red, the report kept. */
export const AverageFailed: Story = {
  args: { routes: { ...REPLIES, [AVERAGE(2)]: { status: 500, message: 'Timeout.' } } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await chartOf(canvasElement, 'Themes');
    await userEvent.click(canvas.getByRole('checkbox', { name: COMPARE }));
    expect(await canvas.findByRole('alert')).toHaveTextContent('The average could not be loaded: Timeout.');
  },
};
/** No report yet: generated from here, then shown. */
export const NotGeneratedYet: Story = {
  args: { routes: generatedOnDemand() },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate report' }));
    await chartOf(canvasElement, 'Themes');
  },
};
/** No report yet, in Polish at 375 px. */
export const NotGeneratedYetInPolishOnPhone: Story = {
  args: { routes: { ...REPLIES, [REPORT]: { data: [] } } },
  globals: { language: 'pl', ...PHONE },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('button', { name: 'Generuj raport' })).toBeVisible();
  },
};
/** The report loading. */
export const Loading: Story = { args: { routes: { [REPORT]: 'pending' } } };
/** The report could not be loaded: the server's message in red. */
export const Failed: Story = {
  args: { routes: { [REPORT]: { status: 500, message: 'The database is not reachable.' } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The report could not be loaded: The database is not reachable.',
    );
  },
};
