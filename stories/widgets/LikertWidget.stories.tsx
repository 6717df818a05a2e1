import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';

const meta = {
  title: 'Widgets/Rating 1-5 (type 10)',
  component: QuestionStory,
  args: { questionKey: 'q10' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rating is mandatory: empty shows "field is required". */
export const Empty: Story = {};
export const Answered: Story = { args: { values: { q10: 104 } } };
export const ReadOnly: Story = { args: { values: { q10: 104 }, readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
