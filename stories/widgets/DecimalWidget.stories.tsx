import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';

const meta = {
  title: 'Widgets/Decimal (type 2)',
  component: QuestionStory,
  args: { questionKey: 'q2' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Answered: Story = { args: { values: { q2: '12,75' } } };
/** A decimal point is accepted as well as a comma, in every language. */
export const WithPoint: Story = { args: { values: { q2: '12.75' } } };
/** A thousand or a decimal? Refused, saying what to type instead. */
export const Ambiguous: Story = { args: { values: { q2: '1,250' } } };
export const ThousandsSeparators: Story = { args: { values: { q2: '1 000,5' } } };
export const NotANumber: Story = { args: { values: { q2: 'twelve' } } };
export const TooManyDigits: Story = { args: { values: { q2: '0,1234567890123456' } } };
export const AboveMaximum: Story = { args: { values: { q2: '100,5' } } };
export const ReadOnly: Story = { args: { values: { q2: '3,5' }, readOnly: true } };
export const Skipped: Story = { args: { skipped: true } };
