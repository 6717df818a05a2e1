import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { QuestionStory } from './QuestionStory';
import { expectValue, inPolish } from './story-groups';

const meta = {
  title: 'Widgets/Rating 1-5 (type 10)',
  component: QuestionStory,
  args: { questionKey: 'q10' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Untouched, the empty rating asks for nothing yet; leaving it empty shows "field is required". */
export const Empty: Story = {};
/** After a submission was tried, the empty rating says it is required at once. */
export const AfterSubmission: Story = { args: { showRequired: true } };
/** A rating of 4. */
export const Answered: Story = { args: { values: { q10: 104 } } };
/** The engine's verdict on the answer, as the runtime passes it. */
export const EngineError: Story = {
  args: { values: { q10: 104 }, engineMessage: { key: 'OPTION_NOT_OFFERED' } },
};
/** A saved answer that cannot be changed: the radios stay focusable. */
export const ReadOnly: Story = { args: { values: { q10: 104 }, readOnly: true } };
/** Skipped by an earlier answer: read-only, with the note saying why. */
export const Skipped: Story = { args: { skipped: true } };

/** Choosing gives the option's id; clearing the rating (clicking it again) says it is required. */
export const Choosing: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4' }));
    await expectValue(canvasElement, '104');
    await expect(canvas.queryByText('This field is required')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: '2' }));
    await expectValue(canvasElement, '102');
    await userEvent.click(canvas.getByRole('radio', { name: '2' }));
    await expectValue(canvasElement, 'undefined');
    await expect(await canvas.findByText('This field is required')).toBeVisible();
  },
};

export const EmptyPl = inPolish('Empty', Empty);
export const AfterSubmissionPl = inPolish('After Submission', AfterSubmission);
export const ReadOnlyPl = inPolish('Read Only', ReadOnly);
