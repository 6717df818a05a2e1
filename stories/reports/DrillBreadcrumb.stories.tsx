import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { sampleReport } from '@tests/runtime/reports/reportFixtures';
import type { DrillChoice } from '@runtime/reports/model/drillDown';
import { drillView } from '@runtime/reports/model/drillDown';
import { DrillBreadcrumb } from '@runtime/reports/screen/DrillBreadcrumb';

/** The breadcrumb over the sample report, its choice kept here, and the choice written below it. */
function BreadcrumbStory({ choice: initialChoice }: { choice: DrillChoice }) {
  const [choice, setChoice] = useState(initialChoice);
  return (
    <>
      <DrillBreadcrumb view={drillView(sampleReport(), choice)} onChoose={setChoice} />
      <p data-testid="choice">{JSON.stringify(choice)}</p>
    </>
  );
}

const meta = {
  title: 'Reports/Drill breadcrumb',
  component: BreadcrumbStory,
  args: { choice: {} },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof BreadcrumbStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: "All themes" alone, the current step. */
export const AllThemes: Story = {};
/** Drilled into Environment. */
export const InATheme: Story = { args: { choice: { themeId: 2 } } };
/** Drilled into Environment › Zarządzanie obornikiem; a step back goes to the theme. */
export const InASubtheme: Story = {
  args: { choice: { themeId: 2, subthemeId: 21 } },
  play: async ({ canvas, userEvent }) => {
    const steps = within(canvas.getByRole('navigation', { name: 'Shown in the charts' }));
    expect(steps.getByRole('button', { name: 'Zarządzanie obornikiem' })).toHaveAttribute('aria-current');
    await userEvent.click(steps.getByRole('button', { name: 'Environment' }));
    expect(canvas.getByTestId('choice')).toHaveTextContent('{"themeId":2}');
    expect(steps.queryByRole('button', { name: 'Zarządzanie obornikiem' })).toBeNull();
  },
};
/** In Polish, at 375 px: long names wrap onto more rows. */
export const InASubthemeInPolishOnPhone: Story = {
  args: { choice: { themeId: 2, subthemeId: 21 } },
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('navigation', { name: 'Pokazane na wykresach' }));
    expect(steps.getByRole('button', { name: 'Wszystkie tematy' })).toBeVisible();
  },
};
