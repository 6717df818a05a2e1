import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { QuestionStory } from './QuestionStory';
import { expectValue, inPolish } from './story-groups';

const meta = {
  title: 'Widgets/Decimal (type 2)',
  component: QuestionStory,
  args: { questionKey: 'q2' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: no message. */
export const Empty: Story = {};
/** A decimal comma, as typed. */
export const Answered: Story = { args: { values: { q2: '12,75' } } };
/** A decimal point is accepted as well as a comma, in every language. */
export const WithPoint: Story = { args: { values: { q2: '12.75' } } };
/** A thousand or a decimal? Refused, saying what to type instead. */
export const Ambiguous: Story = { args: { values: { q2: '1,250' } } };
/** Spaces between thousands are accepted. */
export const ThousandsSeparators: Story = { args: { values: { q2: '1 000,5' } } };
/** Words are no number. */
export const NotANumber: Story = { args: { values: { q2: 'twelve' } } };
/** More digits than a stored number keeps. */
export const TooManyDigits: Story = { args: { values: { q2: '0,1234567890123456' } } };
/** Above the maximum of 100. */
export const AboveMaximum: Story = { args: { values: { q2: '100,5' } } };
/** A saved answer that cannot be changed. */
export const ReadOnly: Story = { args: { values: { q2: '3,5' }, readOnly: true } };
/** Skipped by an earlier answer: read-only, with the note saying why. */
export const Skipped: Story = { args: { skipped: true } };
/** The question is optional: after a submission was tried it still asks for nothing. */
export const AfterSubmission: Story = { args: { showRequired: true } };

/** Typing keeps the exact text: "12,75" stays "12,75", and an ambiguous "1,250" stays with its message. */
export const Typing: Story = {
  play: async ({ canvasElement, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Question text 2' });
    await userEvent.type(input, '12,75');
    await expectValue(canvasElement, '"12,75"');
    await expect(input).toHaveValue('12,75');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(input);
    await userEvent.type(input, '1,250');
    await expectValue(canvasElement, '"1,250"');
    await expect(input).toHaveValue('1,250');
    await expect(
      await canvas.findByText(/unclear whether this is a whole number or a decimal/),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const EmptyPl = inPolish('Empty', Empty);
export const AmbiguousPl = inPolish('Ambiguous', Ambiguous);
export const ReadOnlyPl = inPolish('Read Only', ReadOnly);
