import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionStory } from './QuestionStory';
import { inPolish, storyGroups } from './story-groups';

const meta = {
  title: 'Widgets/Checkboxes from answers (type 13)',
  component: QuestionStory,
  args: { questionKey: 'q13' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The options are the answers of question 3 (Pen A, Pen B). */
export const Empty: Story = {};
/** Pen B ticked. */
export const Answered: Story = { args: { values: { q13: [902] } } };
/** Question 3 has no answers yet: the boxes say where their options come from. */
export const NothingToChooseYet: Story = { args: { group: storyGroups.withoutAnswersToChoose() } };
/**
 * The engine checks nothing here (any answer of question 3 may be ticked), but a verdict the
 * runtime passes (e.g. a refused save) shows under the boxes as for the other types.
 */
export const EngineError: Story = {
  args: { values: { q13: [901] }, engineMessage: { key: 'OPTION_NOT_OFFERED' } },
};
/** A saved answer that cannot be changed. */
export const ReadOnly: Story = { args: { values: { q13: [901] }, readOnly: true } };
/** Skipped by an earlier answer: read-only, with the note saying why. */
export const Skipped: Story = { args: { skipped: true } };
/** The question is optional: after a submission was tried it still asks for nothing. */
export const AfterSubmission: Story = { args: { showRequired: true } };

export const EmptyPl = inPolish('Empty', Empty);
export const EngineErrorPl = inPolish('Engine Error', EngineError);
export const NothingToChooseYetPl = inPolish('Nothing To Choose Yet', NothingToChooseYet);
export const ReadOnlyPl = inPolish('Read Only', ReadOnly);
