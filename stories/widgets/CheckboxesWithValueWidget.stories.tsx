import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';

const meta = {
  title: 'Widgets/Checkboxes with value (type 7)',
  component: QuestionStory,
  args: { questionKey: 'q7' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A ticked option with input needs its value. */
export const ValueRequired: Story = { args: { values: { q7: [{ optionId: 71, value: '' }] } } };
export const Answered: Story = {
  args: {
    values: {
      q7: [
        { optionId: 71, value: '12' },
        { optionId: 73, value: '' },
      ],
    },
  },
};
export const EngineError: Story = {
  args: {
    values: { q7: [{ optionId: 72, value: '60' }] },
    engineError: 'The value should be between 0 - 50',
  },
};
export const ReadOnly: Story = { args: { values: { q7: [{ optionId: 72, value: '3' }] }, readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
