import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { QuestionStory } from './QuestionStory';
import { expectValue, inPolish, storyGroups } from './story-groups';

const meta = {
  title: 'Widgets/Checkboxes (type 6)',
  component: QuestionStory,
  args: { questionKey: 'q6' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing ticked. */
export const Empty: Story = {};
/** Straw and Peat ticked. */
export const Answered: Story = { args: { values: { q6: [61, 63] } } };
/** Sawdust is inactive: it cannot be ticked. */
export const InactiveOption: Story = { args: { group: storyGroups.withInactiveOption() } };
/** An answer given before its option was made inactive still shows ticked. */
export const ChosenInactiveOption: Story = {
  args: { group: storyGroups.withInactiveOption(), values: { q6: [62] } },
};
/** The engine's verdict on the answer, as the runtime passes it. */
export const EngineError: Story = {
  args: { values: { q6: [62] }, engineMessage: { key: 'OPTION_NOT_OFFERED' } },
};
/** A saved answer that cannot be changed. */
export const ReadOnly: Story = { args: { values: { q6: [61, 63] }, readOnly: true } };
/** Skipped by an earlier answer: read-only, with the note saying why. */
export const Skipped: Story = { args: { skipped: true } };
/** The question is optional: after a submission was tried it still asks for nothing. */
export const AfterSubmission: Story = { args: { showRequired: true } };

/** Ticking gives the ticked options' ids; unticking takes one out. */
export const Choosing: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Straw' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Peat' }));
    await expectValue(canvasElement, '[61,63]');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Straw' }));
    await expectValue(canvasElement, '[63]');
    await expect(canvas.getByRole('checkbox', { name: 'Peat' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Straw' })).not.toBeChecked();
  },
};

export const EmptyPl = inPolish('Empty', Empty);
export const EngineErrorPl = inPolish('Engine Error', EngineError);
export const ReadOnlyPl = inPolish('Read Only', ReadOnly);
