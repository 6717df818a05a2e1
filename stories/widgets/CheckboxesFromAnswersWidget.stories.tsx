import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';
import { storyGroups } from './story-groups';

const meta = {
  title: 'Widgets/Checkboxes from answers (type 13)',
  component: QuestionStory,
  args: { questionKey: 'q13' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The options are the answers of question 3 (Pen A, Pen B). */
export const Empty: Story = {};
export const Answered: Story = { args: { values: { q13: [902] } } };
export const NothingToChooseYet: Story = { args: { group: storyGroups.withoutAnswersToChoose() } };
export const ReadOnly: Story = { args: { values: { q13: [901] }, readOnly: true } };
