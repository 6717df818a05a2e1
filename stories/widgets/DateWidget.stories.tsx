import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';

const meta = {
  title: 'Widgets/Date (type 9)',
  component: QuestionStory,
  args: { questionKey: 'q9' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today is 15/06/2026 in these stories: later days are disabled in the calendar. */
export const Empty: Story = {};
export const Answered: Story = { args: { values: { q9: '31/05/2026' } } };
export const InvalidDate: Story = { args: { values: { q9: '31/02/2026' } } };
export const FutureDate: Story = { args: { values: { q9: '16/06/2026' } } };
export const ReadOnly: Story = { args: { values: { q9: '31/05/2026' }, readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
