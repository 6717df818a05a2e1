import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';

const meta = {
  title: 'Widgets/Integer (type 1)',
  component: QuestionStory,
  args: { questionKey: 'q1' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Answered: Story = { args: { values: { q1: '120' } } };
export const OutOfRange: Story = { args: { values: { q1: '600' } } };
export const EngineError: Story = {
  args: { values: { q1: '90' }, engineError: 'The value should be less than 80' },
};
export const ReadOnly: Story = { args: { values: { q1: '120' }, readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
