import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { QuestionStory } from './QuestionStory';
import { expectValue, inPolish } from './story-groups';

const meta = {
  title: 'Widgets/Dropdown (types 4 and 16)',
  component: QuestionStory,
  args: { questionKey: 'q4' },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Option 43 is inactive (disabled), option 44 has no text (not offered). */
export const Empty: Story = {};
/** An option chosen. */
export const Answered: Story = { args: { values: { q4: 41 } } };
/** An answer given before its option was made inactive still shows. */
export const ChosenInactiveOption: Story = { args: { values: { q4: 43 } } };
/** The engine's verdict on the answer, as the runtime passes it. */
export const EngineError: Story = {
  args: { values: { q4: 41 }, engineMessage: { key: 'OPTION_NOT_OFFERED' } },
};
/** A saved answer: a read-only text box, nothing to open. */
export const ReadOnly: Story = { args: { values: { q4: 41 }, readOnly: true } };
/** Skipped by an earlier answer: read-only, with the note saying why. */
export const Skipped: Story = { args: { skipped: true } };
/** Type 16 keeps its answer when skipped. */
export const SkippedKeepsAnswer: Story = {
  args: { questionKey: 'q16', values: { q16: 161 }, skipped: true },
};
/** The question is optional: after a submission was tried it still asks for nothing. */
export const AfterSubmission: Story = { args: { showRequired: true } };

/** Choosing an option gives its id; "No answer" clears it. The list opens in a portal. */
export const Choosing: Story = {
  play: async ({ canvasElement, canvas }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dropdown = canvas.getByRole('combobox', { name: 'Question text 4' });
    await userEvent.click(dropdown);
    await expect(await page.findByRole('option', { name: 'Tethered (no longer used)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(page.getByRole('option', { name: 'Slatted floor' }));
    await expectValue(canvasElement, '41');
    await expect(dropdown).toHaveTextContent('Slatted floor');
    await userEvent.click(dropdown);
    await userEvent.click(await page.findByRole('option', { name: 'No answer' }));
    await expectValue(canvasElement, 'undefined');
  },
};

export const EmptyPl = inPolish('Empty', Empty);
export const EngineErrorPl = inPolish('Engine Error', EngineError);
export const ReadOnlyPl = inPolish('Read Only', ReadOnly);
