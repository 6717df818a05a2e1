import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';

const meta = {
  title: 'Widgets/Map placeholders (types 11 and 12)',
  component: QuestionStory,
  args: { questionKey: 'q11' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PointEmpty: Story = {};
export const PointAnswered: Story = { args: { values: { q11: { latitude: 51.9, longitude: 19.55 } } } };
export const GridSquareEmpty: Story = { args: { questionKey: 'q12' } };
export const Skipped: Story = { args: { skipped: true } };
