import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReportHeader } from '@runtime/reports/screen/ReportHeader';

const meta = {
  title: 'Reports/Report header',
  component: ReportHeader,
  args: { title: 'Report: Short', unitNumber: 'PL-001', onClose: fn() },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ReportHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title, the unit's code and the close button, as the report tests see them. */
export const Header: Story = {
  play: async ({ canvas, userEvent, args }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'Report: Short' })).toBeVisible();
    expect(canvas.getByText('Unit PL-001')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    expect(args.onClose).toHaveBeenCalledOnce();
  },
};
/** The unit not known yet: no unit line. */
export const WithoutUnit: Story = { args: { unitNumber: undefined } };
/** In Polish at 375 px, a long questionnaire type wrapping. */
export const InPolishOnPhone: Story = {
  args: { title: 'Raport: Zrównoważony rozwój gospodarstw trzody chlewnej' },
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    expect(canvas.getByText('Jednostka PL-001')).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Zamknij' })).toBeVisible();
  },
};
