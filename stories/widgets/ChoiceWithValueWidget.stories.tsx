import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';
import { inPolish } from './story-groups';

const meta = {
  title: 'Widgets/Choice with value (type 5)',
  component: QuestionStory,
  args: { questionKey: 'q5' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen. */
export const Empty: Story = {};
/** Contract has an input: its value is required once chosen. */
export const ValueRequired: Story = { args: { values: { q5: { optionId: 51, value: '' } } } };
/** Contract chosen with its value. */
export const Answered: Story = { args: { values: { q5: { optionId: 51, value: '12' } } } };
/** Spot market has no input: nothing more to type. */
export const OptionWithoutInput: Story = { args: { values: { q5: { optionId: 52, value: '' } } } };
/** The engine's verdict on the value (1-100), as the runtime passes it. */
export const EngineError: Story = {
  args: {
    values: { q5: { optionId: 51, value: '700' } },
    engineMessage: { key: 'VALUE_BETWEEN', params: { min: 1, max: 100 } },
  },
};
/** A saved answer that cannot be changed. */
export const ReadOnly: Story = { args: { values: { q5: { optionId: 51, value: '12' } }, readOnly: true } };
/** Skipped by an earlier answer: read-only, with the note saying why. */
export const Skipped: Story = { args: { skipped: true } };
/** The question is optional: after a submission was tried it still asks for nothing. */
export const AfterSubmission: Story = { args: { showRequired: true } };

export const EmptyPl = inPolish('Empty', Empty);
export const ValueRequiredPl = inPolish('Value Required', ValueRequired);
export const ReadOnlyPl = inPolish('Read Only', ReadOnly);
