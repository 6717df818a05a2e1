import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NavigationSubform } from '@engine/navigation/build-navigation';
import { SubformList } from '@runtime/fill/navigation/SubformList';
import { welfare } from './fillNavigation';

interface ListStoryProps {
  subforms: readonly NavigationSubform[];
  onSelect: (subformId: number) => void;
}

/** The side panel's subform list, selecting a subform as the screen does. */
function ListStory({ subforms, onSelect }: ListStoryProps) {
  const [selectedId, setSelectedId] = useState(subforms[0]?.id);
  return (
    <div style={{ maxWidth: '18rem' }}>
      <SubformList
        subforms={subforms}
        selectedId={selectedId}
        onSelect={(subformId) => {
          setSelectedId(subformId);
          onSelect(subformId);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Fill screen/Subform list',
  component: ListStory,
  args: { subforms: welfare().subforms, onSelect: fn() },
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Welfare's subforms with their completed/total groups; Feeding is complete (green, with a check). */
export const Welfare: Story = {};

/** The list in Polish. */
export const WelfarePolish: Story = { globals: { language: 'pl' } };

/** On a phone (375 px). */
export const WelfarePhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** On a desktop (1280 px). */
export const WelfareDesktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

/** A form without subforms. */
export const NoSubforms: Story = { args: { subforms: [] } };

/** Choosing Feeding makes it the current subform. */
export const SelectSubform: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('navigation'));
    const feeding = list.getByRole('button', { name: /^Feeding/ });
    await userEvent.click(feeding);
    await expect(args.onSelect).toHaveBeenCalledWith(203);
    await expect(feeding).toHaveAttribute('aria-current', 'true');
  },
};
