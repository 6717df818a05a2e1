import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';

const meta = {
  title: 'Widgets/Rating 1-5 (type 10)',
  component: QuestionStory,
  args: { questionKey: 'q10' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched, the empty rating asks for nothing yet; leaving it empty shows "field is required". */
export const Empty: Story = {};
/** After a submission was tried, the empty rating says it is required at once. */
export const AfterSubmission: Story = { args: { showRequired: true } };
export const Answered: Story = { args: { values: { q10: 104 } } };
export const ReadOnly: Story = { args: { values: { q10: 104 }, readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
