import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';
import { inPolish } from './story-groups';

const meta = {
  title: 'Widgets/Long text (type 3)',
  component: QuestionStory,
  args: { questionKey: 'q3' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing written: the count of characters left. */
export const Empty: Story = {};
/** A short answer within the limit of 225 characters. */
export const Answered: Story = { args: { values: { q3: 'Straw, changed weekly.' } } };
/** Over the limit: kept as written, with the limit's message. */
export const TooLong: Story = { args: { values: { q3: 'Straw bedding, changed weekly. '.repeat(8) } } };
/** A saved answer that cannot be changed. */
export const ReadOnly: Story = { args: { values: { q3: 'Straw, changed weekly.' }, readOnly: true } };
/** Skipped by an earlier answer: read-only, with the note saying why. */
export const Skipped: Story = { args: { skipped: true } };
/** The question is optional: after a submission was tried it still asks for nothing. */
export const AfterSubmission: Story = { args: { showRequired: true } };

export const EmptyPl = inPolish('Empty', Empty);
export const TooLongPl = inPolish('Too Long', TooLong);
export const ReadOnlyPl = inPolish('Read Only', ReadOnly);
