import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';

const meta = {
  title: 'Widgets/Long text (type 3)',
  component: QuestionStory,
  args: { questionKey: 'q3' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Answered: Story = { args: { values: { q3: 'Straw, changed weekly.' } } };
export const TooLong: Story = { args: { values: { q3: 'Straw bedding, changed weekly. '.repeat(8) } } };
export const ReadOnly: Story = { args: { values: { q3: 'Straw, changed weekly.' }, readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
