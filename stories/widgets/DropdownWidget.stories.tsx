import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';

const meta = {
  title: 'Widgets/Dropdown (types 4 and 16)',
  component: QuestionStory,
  args: { questionKey: 'q4' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Option 43 is inactive (disabled), option 44 has no text (not offered). */
export const Empty: Story = {};
export const Answered: Story = { args: { values: { q4: 41 } } };
export const ChosenInactiveOption: Story = { args: { values: { q4: 43 } } };
export const EngineError: Story = {
  args: { values: { q4: 41 }, engineError: 'This option is not available' },
};
export const ReadOnly: Story = { args: { values: { q4: 41 }, readOnly: true } };
/** Type 16 keeps its answer when skipped. */
export const SkippedKeepsAnswer: Story = {
  args: { questionKey: 'q16', values: { q16: 161 }, skipped: true },
};
