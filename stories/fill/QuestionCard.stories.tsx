import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { everyAnswerTypeGroup, option, question } from '@tests/fixtures/fill-group';
import { SAVED_AT, SAVED_AT_SHOWN } from '@tests/runtime/fill/questions/support/questionServer';
import { CardStory, SAVE_FAILED_MESSAGE } from './CardStory';

const meta = {
  title: 'Fill screen/Question card',
  component: CardStory,
  args: { only: [1], onSave: fn(), onKeepMine: fn(), onTakeServer: fn() },
} satisfies Meta<typeof CardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };

/** A question's card, by its question number (in any language). */
function card(canvasElement: HTMLElement, number: number): HTMLElement {
  const found = canvasElement.querySelector<HTMLElement>(`[role="group"][data-question-id="${number}"]`);
  if (!found) throw new Error(`question ${number} has no card`);
  return found;
}

/** The answer a server holds for question 1 (integer, 0-500). */
const savedCount = { 1: [{ id: 1, answer: '120', date: SAVED_AT }] };

/** Nothing answered yet: the status says so to screen readers only. */
export const Empty: Story = {};

/** Nothing answered yet, in Polish. */
export const EmptyPolish: Story = { globals: { language: 'pl' } };

/** The server's answer with its saving time. */
export const Saved: Story = { args: { answers: savedCount } };

/** Saved, on a phone (375 px). */
export const SavedPhone: Story = { args: { answers: savedCount }, globals: PHONE };

/** Saved, on a desktop (1280 px). */
export const SavedDesktop: Story = { args: { answers: savedCount }, globals: DESKTOP };

/** Saved, in Polish. */
export const SavedPolish: Story = { args: { answers: savedCount }, globals: { language: 'pl' } };

/**
 * A decimal typed with a comma is saved as the number written ("12.5"), kept in the box as typed,
 * and the card then shows the saving time (tests/runtime/fill/questions/numbers-as-typed.test.tsx).
 */
export const TypedAndSaved: Story = {
  args: { only: [2] },
  play: async ({ canvasElement, args }) => {
    const box = within(card(canvasElement, 2)).getByRole('textbox');
    await userEvent.type(box, '12,5');
    await userEvent.tab();
    await waitFor(() =>
      expect(within(card(canvasElement, 2)).getByRole('status')).toHaveTextContent(SAVED_AT_SHOWN),
    );
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ answers: [{ answer: '12.5' }] }),
    );
    await expect(box).toHaveValue('12,5');
  },
};

/** A save under way: the server has not answered yet. */
export const Saving: Story = {
  args: { saving: 'never' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(card(canvasElement, 1)).getByRole('textbox'), '42');
    await userEvent.tab();
    await waitFor(() =>
      expect(within(card(canvasElement, 1)).getByRole('status')).toHaveAttribute('data-status', 'saving'),
    );
  },
};

/** The server refused the save: its message in the upload error dialog; OK loads the question again. */
export const SaveFailed: Story = {
  args: { saving: 'fails' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(card(canvasElement, 1)).getByRole('textbox'), '42');
    await userEvent.tab();
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent(SAVE_FAILED_MESSAGE);
  },
};

/** The failed save in Polish: the dialog's own texts translated, the server's message as sent. */
export const SaveFailedPolish: Story = {
  args: { saving: 'fails' },
  globals: { language: 'pl' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(card(canvasElement, 1)).getByRole('textbox'), '42');
    await userEvent.tab();
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

/** After OK on the failure dialog: the question is read again from the server (still unanswered). */
export const SaveFailedAcknowledged: Story = {
  args: { saving: 'fails' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(card(canvasElement, 1)).getByRole('textbox'), '42');
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(card(canvasElement, 1)).getByRole('textbox')).toHaveValue(''));
  },
};

/** The answer is kept on this device until the server can be reached. */
export const WaitingToSync: Story = {
  args: { answers: { 1: [{ answer: '42', date: SAVED_AT }] }, kept: { 1001: { kind: 'waiting' } } },
};

/** Waiting to sync, in Polish. */
export const WaitingToSyncPolish: Story = { ...WaitingToSync, globals: { language: 'pl' } };

const conflict = {
  answers: { 1: [{ answer: '42', date: SAVED_AT }] },
  kept: {
    1001: {
      kind: 'conflict',
      conflict: {
        kind: 'stale',
        server: { version: 3, answers: [{ id: 9, answer: '17', date: '2026-06-14T09:05:00' }] },
      },
    },
  },
} as const satisfies Story['args'];

/** The device's answer met a newer one on the server: both shown, the user chooses. */
export const Conflict: Story = { args: conflict };

/** The conflict, in Polish. */
export const ConflictPolish: Story = { args: conflict, globals: { language: 'pl' } };

/** The conflict on a phone (375 px). */
export const ConflictPhone: Story = { args: conflict, globals: PHONE };

/** "Keep my answer": the device's answer waits to be sent again over the server's. */
export const ConflictKeepMine: Story = {
  args: conflict,
  play: async ({ canvasElement, args }) => {
    const shown = within(card(canvasElement, 1));
    await expect(shown.getByText(/^Your answer/)).toHaveTextContent('Your answer: 42');
    await expect(shown.getByText(/^Answer on the server/)).toHaveTextContent('Answer on the server: 17');
    await userEvent.click(shown.getByRole('button', { name: 'Keep my answer' }));
    await expect(args.onKeepMine).toHaveBeenCalledWith(1001);
    await expect(shown.getByRole('status')).toHaveTextContent('Waiting to sync');
    await expect(shown.queryByRole('button', { name: 'Keep my answer' })).toBeNull();
  },
};

/** The server refused the device's answer: its message and a way to discard the answer. */
export const ConflictRefused: Story = {
  args: {
    answers: conflict.answers,
    kept: { 1001: { kind: 'conflict', conflict: { kind: 'refused', message: 'The form was submitted.' } } },
  },
};

/**
 * Question 1 "Skip" skips question 2, whose answer the skip removed; choosing "Go on" releases it, and
 * the card offers the removed answer back (tests/runtime/fill/questions/restore-offer.test.tsx).
 */
export const RestoreOffer: Story = {
  args: {
    only: undefined,
    group: {
      ...everyAnswerTypeGroup(),
      questionList: [
        question(1, 4, {
          answerList: [option(11, 'Go on'), option(12, 'Skip', { skipQuestions: 1 })],
          answers: [{ id: 1, answerListId: 12, date: SAVED_AT }],
        }),
        question(2, 1, { orderKey: 2 }),
      ],
    },
    restorable: {
      1002: {
        revisionId: 1,
        reason: 'skipped',
        answers: [{ answer: '9', date: '2026-06-01T08:00:00' }],
        changedAt: '2026-06-01T08:00:00Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(card(canvasElement, 1)).getByRole('combobox'));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Go on' }));
    await waitFor(() =>
      expect(within(card(canvasElement, 2)).getByText(/^Restore the earlier answer: /)).toHaveTextContent(
        'Restore the earlier answer: 9',
      ),
    );
  },
};

/** Nothing can be answered (show mode, a submitted form): the answer is shown greyed. */
export const ReadOnly: Story = { args: { answers: savedCount, readOnly: true } };

/** Read-only, in Polish. */
export const ReadOnlyPolish: Story = {
  args: { answers: savedCount, readOnly: true },
  globals: { language: 'pl' },
};

/** "No building" in question 4 skips questions 5 and 6: they cannot be answered. */
export const Skipped: Story = {
  args: { only: [4, 5, 6], answers: { 4: [{ id: 1, answerListId: 42, date: SAVED_AT }] } },
};

/** An integer typed as "12,5" is kept as typed and refused with the rule's message, never saved as 125. */
export const InvalidWithMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const shown = within(card(canvasElement, 1));
    await userEvent.type(shown.getByRole('textbox'), '12,5');
    await userEvent.tab();
    await waitFor(() =>
      expect(shown.getAllByText('The value should be a whole number').length).toBeGreaterThan(0),
    );
    await expect(shown.getByRole('textbox')).toHaveValue('12,5');
    // The rule's verdict saves an empty answer, never a number; the card then shows the error.
    await waitFor(() => expect(shown.getByRole('status')).toHaveAttribute('data-status', 'error'));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ answers: [] }));
  },
};

/** The refused number in Polish. */
export const InvalidWithMessagePolish: Story = {
  globals: { language: 'pl' },
  play: async ({ canvasElement }) => {
    const shown = within(card(canvasElement, 1));
    await userEvent.type(shown.getByRole('textbox'), '12,5');
    await userEvent.tab();
    await waitFor(() => expect(shown.getByRole('status')).toHaveAttribute('data-status', 'error'));
  },
};
