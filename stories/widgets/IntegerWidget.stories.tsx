import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { QuestionStory } from './QuestionStory';
import { expectValue, inPolish } from './story-groups';

const meta = {
  title: 'Widgets/Integer (type 1)',
  component: QuestionStory,
  args: { questionKey: 'q1' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: no message. */
export const Empty: Story = {};
/** A whole number within 0-500. */
export const Answered: Story = { args: { values: { q1: '120' } } };
/** Above the maximum: the bounds' message. */
export const OutOfRange: Story = { args: { values: { q1: '600' } } };
/** Kept as typed and refused: never turned into 125. */
export const NotAWholeNumber: Story = { args: { values: { q1: '12,5' } } };
/** A negative number gets the bound's message (the minimum is 0). */
export const BelowMinimum: Story = { args: { values: { q1: '-5' } } };
/** The engine's verdict on the answer, as the runtime passes it. */
export const EngineError: Story = {
  args: { values: { q1: '90' }, engineMessage: { key: 'VALUE_LESS_THAN', params: { max: 80 } } },
};
/** A saved answer that cannot be changed. */
export const ReadOnly: Story = { args: { values: { q1: '120' }, readOnly: true } };
/** Skipped by an earlier answer: read-only, with the note saying why. */
export const Skipped: Story = { args: { skipped: true } };
/** The question is optional: after a submission was tried it still asks for nothing. */
export const AfterSubmission: Story = { args: { showRequired: true } };

/** Typing keeps the exact text: a refused "12,5" stays with its message, "120" is taken as is. */
export const Typing: Story = {
  play: async ({ canvasElement, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Question text 1' });
    await userEvent.type(input, '12,5');
    await expectValue(canvasElement, '"12,5"');
    await expect(input).toHaveValue('12,5');
    await expect(await canvas.findByText('The value should be a whole number')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '120');
    await expectValue(canvasElement, '"120"');
    await expect(canvas.queryByText('The value should be a whole number')).toBeNull();
  },
};

export const EmptyPl = inPolish('Empty', Empty);
export const NotAWholeNumberPl = inPolish('Not A Whole Number', NotAWholeNumber);
export const ReadOnlyPl = inPolish('Read Only', ReadOnly);
