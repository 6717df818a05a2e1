import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';

const meta = {
  title: 'Widgets/Unknown widget',
  component: QuestionStory,
  args: { questionKey: 'q2' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A `ui:widget` nobody registered: a contained notice instead of a broken form. */
export const UnknownName: Story = { args: { widgetName: 'slider' } };
