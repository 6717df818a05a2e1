import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { QuestionStory } from './QuestionStory';
import { expectValue, inPolish } from './story-groups';

const meta = {
  title: 'Widgets/Yes / no (type 8)',
  component: QuestionStory,
  args: { questionKey: 'q8' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neither chosen. */
export const Empty: Story = {};
/** Clicking "Yes" again (or Space on it) clears the answer. */
export const Answered: Story = { args: { values: { q8: 81 } } };
/** The engine's verdict on the answer, as the runtime passes it. */
export const EngineError: Story = {
  args: { values: { q8: 81 }, engineMessage: { key: 'OPTION_NOT_OFFERED' } },
};
/** A saved answer that cannot be changed: the radios stay focusable. */
export const ReadOnly: Story = { args: { values: { q8: 82 }, readOnly: true } };
/** Skipped by an earlier answer: read-only, with the note saying why. */
export const Skipped: Story = { args: { skipped: true } };
/** The question is optional: after a submission was tried it still asks for nothing. */
export const AfterSubmission: Story = { args: { showRequired: true } };

/** Choosing gives the option's id; clicking the chosen one again clears it. */
export const Choosing: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await expectValue(canvasElement, '81');
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expectValue(canvasElement, '82');
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expectValue(canvasElement, 'undefined');
    await expect(canvas.getByRole('radio', { name: 'No' })).not.toBeChecked();
  },
};

export const EmptyPl = inPolish('Empty', Empty);
export const EngineErrorPl = inPolish('Engine Error', EngineError);
export const ReadOnlyPl = inPolish('Read Only', ReadOnly);
