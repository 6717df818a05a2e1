import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';
import { inPolish } from './story-groups';

const meta = {
  title: 'Widgets/Checkboxes with value (type 7)',
  component: QuestionStory,
  args: { questionKey: 'q7' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing ticked. */
export const Empty: Story = {};
/** A ticked option with input needs its value. */
export const ValueRequired: Story = { args: { values: { q7: [{ optionId: 71, value: '' }] } } };
/** Gas with its value, and None, which has no input. */
export const Answered: Story = {
  args: {
    values: {
      q7: [
        { optionId: 71, value: '12' },
        { optionId: 73, value: '' },
      ],
    },
  },
};
/** The engine's verdict on a value (Oil: 0-50), as the runtime passes it. */
export const EngineError: Story = {
  args: {
    values: { q7: [{ optionId: 72, value: '60' }] },
    engineMessage: { key: 'VALUE_BETWEEN', params: { min: 0, max: 50 } },
  },
};
/** A saved answer that cannot be changed. */
export const ReadOnly: Story = { args: { values: { q7: [{ optionId: 72, value: '3' }] }, readOnly: true } };
/** Skipped by an earlier answer: read-only, with the note saying why. */
export const Skipped: Story = { args: { skipped: true } };
/** The question is optional: after a submission was tried it still asks for nothing. */
export const AfterSubmission: Story = { args: { showRequired: true } };

export const EmptyPl = inPolish('Empty', Empty);
export const ValueRequiredPl = inPolish('Value Required', ValueRequired);
export const ReadOnlyPl = inPolish('Read Only', ReadOnly);
