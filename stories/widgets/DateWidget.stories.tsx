import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { QuestionStory } from './QuestionStory';
import { expectValue, inPolish } from './story-groups';

const meta = {
  title: 'Widgets/Date (type 9)',
  component: QuestionStory,
  args: { questionKey: 'q9' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today is 15/06/2026 in these stories: later days are disabled in the calendar. */
export const Empty: Story = {};
/** A past date. */
export const Answered: Story = { args: { values: { q9: '31/05/2026' } } };
/** No such day: kept as typed, with the format's message. */
export const InvalidDate: Story = { args: { values: { q9: '31/02/2026' } } };
/** Tomorrow: refused. */
export const FutureDate: Story = { args: { values: { q9: '16/06/2026' } } };
/** A saved answer: a read-only text box, no calendar. */
export const ReadOnly: Story = { args: { values: { q9: '31/05/2026' }, readOnly: true } };
/** Skipped by an earlier answer: read-only, with the note saying why. */
export const Skipped: Story = { args: { skipped: true } };
/** The question is optional: after a submission was tried it still asks for nothing. */
export const AfterSubmission: Story = { args: { showRequired: true } };

/** Typing a day that does not exist keeps the text and says what is wrong, also after leaving. */
export const TypingImpossibleDate: Story = {
  play: async ({ canvasElement, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Question text 9' });
    // Focused from the keyboard: a click opens the calendar, which takes the focus.
    input.focus();
    await userEvent.type(input, '31/02/2026', { skipClick: true });
    await expectValue(canvasElement, '"31/02/2026"');
    await expect(await canvas.findByText('Invalid date format (dd/mm/yyyy)')).toBeVisible();
    await userEvent.tab();
    await expect(input).toHaveValue('31/02/2026');
    await expectValue(canvasElement, '"31/02/2026"');
    await expect(canvas.getByText('Invalid date format (dd/mm/yyyy)')).toBeVisible();
  },
};

export const EmptyPl = inPolish('Empty', Empty);
export const InvalidDatePl = inPolish('Invalid Date', InvalidDate);
export const ReadOnlyPl = inPolish('Read Only', ReadOnly);
