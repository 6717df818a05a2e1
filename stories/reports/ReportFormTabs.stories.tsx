import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { ReportFormTabs } from '@runtime/reports/screen/ReportFormTabs';
import { STORY_FORMS } from './storyApi';

/** The tabs with the selection kept here, as the report screen keeps it in the address. */
function TabsStory({ selected: initial }: { selected: number }) {
  const [selected, setSelected] = useState(initial);
  return <ReportFormTabs forms={STORY_FORMS} selected={selected} onSelect={setSelected} />;
}

const meta = {
  title: 'Reports/Form tabs',
  component: TabsStory,
  args: { selected: 2 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof TabsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Welfare shown, Housing another report, Emissions not submitted yet (a tab that cannot be opened). */
export const Tabs: Story = {
  play: async ({ canvas, userEvent }) => {
    const tabs = within(canvas.getByRole('tablist', { name: 'Forms' }));
    expect(tabs.getByRole('tab', { name: 'Welfare' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.getByRole('tab', { name: 'Emissions (not submitted yet)' })).toBeDisabled();
    await userEvent.click(tabs.getByRole('tab', { name: 'Housing' }));
    expect(tabs.getByRole('tab', { name: 'Housing' })).toHaveAttribute('aria-selected', 'true');
  },
};
/** In Polish at 375 px. */
export const InPolishOnPhone: Story = {
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
};
