import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';

const meta = {
  title: 'Widgets/Yes / no (type 8)',
  component: QuestionStory,
  args: { questionKey: 'q8' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Clicking "Yes" again (or Space on it) clears the answer. */
export const Answered: Story = { args: { values: { q8: 81 } } };
export const ReadOnly: Story = { args: { values: { q8: 82 }, readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
