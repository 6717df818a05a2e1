import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';
import { storyGroups } from './story-groups';

const meta = {
  title: 'Widgets/Checkboxes (type 6)',
  component: QuestionStory,
  args: { questionKey: 'q6' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Answered: Story = { args: { values: { q6: [61, 63] } } };
export const InactiveOption: Story = { args: { group: storyGroups.withInactiveOption() } };
export const ChosenInactiveOption: Story = {
  args: { group: storyGroups.withInactiveOption(), values: { q6: [62] } },
};
export const ReadOnly: Story = { args: { values: { q6: [61, 63] }, readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
