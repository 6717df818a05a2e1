import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';

const meta = {
  title: 'Widgets/Choice with value (type 5)',
  component: QuestionStory,
  args: { questionKey: 'q5' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Contract has an input: its value is required once chosen. */
export const ValueRequired: Story = { args: { values: { q5: { optionId: 51, value: '' } } } };
export const Answered: Story = { args: { values: { q5: { optionId: 51, value: '12' } } } };
export const OptionWithoutInput: Story = { args: { values: { q5: { optionId: 52, value: '' } } } };
export const EngineError: Story = {
  args: {
    values: { q5: { optionId: 51, value: '700' } },
    engineError: 'The value should be between 1 - 100',
  },
};
export const ReadOnly: Story = { args: { values: { q5: { optionId: 51, value: '12' } }, readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
