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
/** Kept as typed and refused: never turned into 125. */
export const NotAWholeNumber: Story = { args: { values: { q1: '12,5' } } };
/** A negative number gets the bound's message (the minimum is 0). */
export const BelowMinimum: Story = { args: { values: { q1: '-5' } } };
export const EngineError: Story = {
  args: { values: { q1: '90' }, engineError: 'The value should be less than 80' },
};
export const ReadOnly: Story = { args: { values: { q1: '120' }, readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
