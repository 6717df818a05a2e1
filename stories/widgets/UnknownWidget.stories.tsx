import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuestionStory } from './QuestionStory';
import { inPolish } from './story-groups';

const meta = {
  title: 'Widgets/Unknown widget',
  component: QuestionStory,
  args: { questionKey: 'q2' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A `ui:widget` nobody registered: a contained notice naming the question instead of a broken form. */
export const UnknownName: Story = {
  args: { widgetName: 'slider' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('note');
    await expect(notice).toHaveTextContent('Question 2 cannot be shown: its answer type is not supported.');
    await expect(notice).toHaveTextContent('Question text 2');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The notice in Polish (no play: it reads the English text). */
export const UnknownNamePl = inPolish<Story>('Unknown Name', { args: UnknownName.args });
