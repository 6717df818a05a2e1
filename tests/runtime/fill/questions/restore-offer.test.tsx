import { screen, waitFor, within } from '@testing-library/react';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import { everyAnswerTypeGroup, option, question } from '@tests/fixtures/fill-group';
import { fail } from '../../support/fakeApi';
import {
  deleteRoute,
  loadRoute,
  questionServer,
  restorableRoute,
  restoreRoute,
} from './support/questionServer';
import { advance, card, renderGroup, statusOf, textbox, useFakeSaveTimers } from './support/renderGroup';

const SAVED = '2026-06-01T08:00:00';
const OFFER = /^Restore the earlier answer: /;

/** Question 1 (dropdown, "Skip" skips the next question), then `next`. */
function skipGroup(next: FillQuestion): GroupInstance {
  return {
    ...everyAnswerTypeGroup(),
    questionList: [
      question(1, 4, { answerList: [option(11, 'Go on'), option(12, 'Skip', { skipQuestions: 1 })] }),
      { ...next, orderKey: 2 },
    ],
  };
}

async function choose(user: ReturnType<typeof renderGroup>['user'], text: string) {
  await user.click(within(card(1)).getByRole('combobox'));
  await user.click(screen.getByRole('option', { name: text }));
}

function offerOf(number: number): HTMLElement | null {
  return within(card(number)).queryByText(OFFER);
}

describe('restoring answers skip logic removed (issue 19)', () => {
  beforeEach(() => useFakeSaveTimers());
  afterEach(() => vi.useRealTimers());

  it('offers the removed answer once the question is released, and restores it like a save', async () => {
    const group = skipGroup(question(2, 1, { answers: [{ answer: '9', date: SAVED }] }));
    const server = questionServer(group);
    const { user, onSaved } = renderGroup(group);
    await advance(0);
    // Nothing is asked on load.
    expect(server.to(restorableRoute(1002))).toHaveLength(0);

    await choose(user, 'Skip');
    await advance(1000);
    expect(server.to(deleteRoute(1002))).toHaveLength(1);
    expect(offerOf(2)).toBeNull();

    await choose(user, 'Go on');
    await advance(0);
    expect(server.to(restorableRoute(1002))).toHaveLength(1);
    expect(offerOf(2)?.textContent).toBe('Restore the earlier answer: 9');
    expect(textbox(2).value).toBe('');

    await user.click(within(card(2)).getByRole('button', { name: 'Restore' }));
    await advance(0);
    // The releasing choice went first, then the restore at the version the delete gave.
    const writes = server.requests
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path}`);
    expect(writes.slice(-2)).toEqual(['POST /api/secured/question/save', restoreRoute(1002)]);
    expect(server.to(restoreRoute(1002))[0]?.body).toEqual({ revisionId: 1, version: 1 });
    expect(textbox(2).value).toBe('9');
    expect(statusOf(2)).toBe('Saved 2026-06-15 10:20');
    expect(offerOf(2)).toBeNull();
    expect(server.stored.get(1002)).toMatchObject({ version: 2, answers: [{ answer: '9' }] });
    expect(onSaved).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1002, version: 2 }));
  });

  it('names a removed choice by its option, and withdraws the offer when the user answers anew', async () => {
    const group = skipGroup(
      question(2, 4, {
        answerList: [option(21, 'Well'), option(22, 'Mains')],
        answers: [{ answerListId: 22, date: SAVED }],
      }),
    );
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await choose(user, 'Skip');
    await advance(1000);
    await choose(user, 'Go on');
    await advance(0);
    expect(offerOf(2)?.textContent).toBe('Restore the earlier answer: Mains');

    await user.click(within(card(2)).getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Well' }));
    expect(offerOf(2)).toBeNull();
    await advance(1000);
    expect(server.to(restoreRoute(1002))).toHaveLength(0);
  });

  it('offers nothing for a released question whose answers the server does not keep', async () => {
    const group = skipGroup(question(2, 1));
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await choose(user, 'Skip');
    await advance(1000);
    await choose(user, 'Go on');
    await advance(0);
    expect(server.to(restorableRoute(1002))).toHaveLength(1);
    expect(offerOf(2)).toBeNull();
  });

  it('a refused restore shows the message like a failed save, and the question is loaded again', async () => {
    const group = skipGroup(question(2, 1, { answers: [{ answer: '9', date: SAVED }] }));
    const server = questionServer(group);
    server.override(
      restoreRoute(1002),
      fail(409, 'QUESTION_SKIPPED', 'This question is skipped by an earlier answer.'),
    );
    const { user } = renderGroup(group);
    await choose(user, 'Skip');
    await advance(1000);
    await choose(user, 'Go on');
    await advance(0);
    await user.click(within(card(2)).getByRole('button', { name: 'Restore' }));
    await advance(0);

    const dialog = await screen.findByRole('dialog', { name: 'Error while uploading data' });
    expect(within(dialog).getByText('This question is skipped by an earlier answer.')).toBeTruthy();
    expect(offerOf(2)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await advance(0);
    await waitFor(() => expect(server.to(loadRoute(1002))).toHaveLength(1));
    expect(textbox(2).value).toBe('');
  });
});
