import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NavigationGroup } from '@engine/navigation/build-navigation';
import { GroupButtonBar } from '@runtime/fill/groups/GroupButtonBar';
import { housingKinds, welfare } from './fillNavigation';

const housing = welfare().subforms.find((subform) => subform.name === 'Housing');
const groups: readonly NavigationGroup[] = housing?.groups ?? [];

interface BarStoryProps {
  editable: boolean;
  showProgress?: boolean;
  /** Offers the optional-group dialog's button. */
  optional?: boolean;
  onAdd: () => void;
  onDelete: () => void;
  onRename: () => void;
  onOptional: () => void;
}

/** The bar of the Housing subform, selecting a group as the screen does. */
function BarStory({
  editable,
  showProgress,
  optional,
  onAdd,
  onDelete,
  onRename,
  onOptional,
}: BarStoryProps) {
  const [selectedId, setSelectedId] = useState(groups[0]?.id);
  return (
    <GroupButtonBar
      groups={groups}
      kinds={housingKinds}
      selectedId={selectedId}
      editable={editable}
      showProgress={showProgress}
      onSelect={(group) => setSelectedId(group.id)}
      onAdd={onAdd}
      onDelete={onDelete}
      onRename={onRename}
      onOptional={optional ? onOptional : undefined}
    />
  );
}

const meta = {
  title: 'Fill screen/Group button bar',
  component: BarStory,
  args: { editable: true, optional: true, onAdd: fn(), onDelete: fn(), onRename: fn(), onOptional: fn() },
} satisfies Meta<typeof BarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of group with its answered/total count; numbered and named ones can be added and removed. */
export const Editable: Story = {};

/** The editable bar in Polish. */
export const EditablePolish: Story = { globals: { language: 'pl' } };

/** The editable bar on a phone (375 px): the buttons wrap. */
export const EditablePhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Show mode or a submitted form: only choosing a group. */
export const ReadOnly: Story = { args: { editable: false, optional: false } };

/** Admin mode: no answers, so no counts. */
export const WithoutProgress: Story = { args: { editable: false, optional: false, showProgress: false } };

/** Choosing another group makes it the current one. */
export const SelectGroup: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Question groups' });
    const silo = within(bar).getByRole('button', { name: /^Silo/ });
    await userEvent.click(silo);
    await expect(silo).toHaveAttribute('aria-current', 'true');
  },
};
