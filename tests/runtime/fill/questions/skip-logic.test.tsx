import { screen, waitFor, within } from '@testing-library/react';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import { everyAnswerTypeGroup, option, question } from '@tests/fixtures/fill-group';
import { fail } from '../../support/fakeApi';
import { SAVE, deleteRoute, loadRoute, questionServer } from './support/questionServer';
import { advance, card, renderGroup, statusOf, textbox, useFakeSaveTimers } from './support/renderGroup';

const SKIPPED_NOTE = 'This question does not apply because of an earlier answer.';

function combobox(number: number): HTMLElement {
  return within(card(number)).getByRole('combobox');
}

function isSkipped(number: number): boolean {
  return within(card(number)).queryByText(SKIPPED_NOTE) !== null;
}

async function choose(user: ReturnType<typeof renderGroup>['user'], number: number, text: string) {
  await user.click(combobox(number));
  await user.click(screen.getByRole('option', { name: text }));
}

/** Question 1 (dropdown, "Skip" skips the next question), then `next`. */
function skipGroup(next: FillQuestion, firstAnswer?: number): GroupInstance {
  return {
    ...everyAnswerTypeGroup(),
    questionList: [
      question(1, 4, {
        answerList: [option(11, 'Go on'), option(12, 'Skip', { skipQuestions: 1 })],
        answers:
          firstAnswer === undefined ? [] : [{ answerListId: firstAnswer, date: '2026-06-01T08:00:00' }],
      }),
      { ...next, orderKey: 2 },
    ],
  };
}

const SAVED = '2026-06-01T08:00:00';

describe('skip logic, live', () => {
  beforeEach(() => useFakeSaveTimers());
  afterEach(() => vi.useRealTimers());

  it('a choice that skips makes the following questions read-only at once and deletes their answers', async () => {
    const group = everyAnswerTypeGroup();
    group.questionList[4]!.answers = [{ answerListId: 52, date: SAVED }];
    group.questionList[5]!.answers = [
      { answerListId: 61, date: SAVED },
      { answerListId: 62, date: SAVED },
    ];
    const server = questionServer(group);
    const { user, onSaved } = renderGroup(group);
    expect(within(card(6)).getByRole('checkbox', { name: 'Straw' })).toHaveProperty('checked', true);

    await choose(user, 4, 'No building');
    // Before any delay: read-only, emptied.
    expect(isSkipped(5)).toBe(true);
    expect(isSkipped(6)).toBe(true);
    expect(isSkipped(7)).toBe(false);
    expect(within(card(6)).getByRole('checkbox', { name: 'Straw' })).toHaveProperty('checked', false);
    await advance(0);
    expect(server.to(deleteRoute(1005))).toHaveLength(1);
    expect(server.to(deleteRoute(1006))).toHaveLength(1);
    expect(server.stored.get(1006)!.answers).toEqual([]);
    expect(statusOf(5)).toBe('No answer saved');
    expect(statusOf(6)).toBe('No answer saved');
    expect(onSaved).toHaveBeenCalledTimes(2);

    // The skipping choice itself saves after its delay.
    await advance(1000);
    expect(server.saves().map((save) => [save.id, save.answers])).toEqual([[1004, [{ answerListId: 42 }]]]);

    // Another choice releases them: answerable and empty; nothing more is deleted.
    await choose(user, 4, 'Slatted floor');
    expect(isSkipped(5)).toBe(false);
    expect(isSkipped(6)).toBe(false);
    await user.click(within(card(6)).getByRole('checkbox', { name: 'Peat' }));
    await advance(1000);
    expect(server.saves().map((save) => save.id)).toEqual([1004, 1004, 1006]);
    expect(server.to(deleteRoute(1005))).toHaveLength(1);
  });

  it('a skipped question without stored answers is only made read-only: nothing to delete', async () => {
    const group = skipGroup(question(2, 1));
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await choose(user, 1, 'Skip');
    expect(textbox(2).readOnly).toBe(true);
    await advance(5000);
    expect(server.saves().map((save) => save.id)).toEqual([1001]);
    expect(server.to(deleteRoute(1002))).toHaveLength(0);
  });

  it('an answer typed just before the skip is saved on blur, then deleted after that save', async () => {
    const group = skipGroup(question(2, 1));
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await user.type(textbox(2), '12');
    // Choosing in question 1 moves the focus out of question 2: its save goes at once.
    await choose(user, 1, 'Skip');
    expect(textbox(2).value).toBe('');
    expect(textbox(2).readOnly).toBe(true);
    await advance(5000);
    const order = server.requests
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path}`);
    expect(order).toEqual([SAVE, `DELETE /api/secured/question/delete/1002`, SAVE]);
    expect(server.stored.get(1002)!.answers).toEqual([]);
    expect(server.saves().map((save) => save.id)).toEqual([1002, 1001]);
  });

  it('a skipped type-16 question keeps its answer (read-only) and is not deleted', async () => {
    const keeps = question(2, 16, {
      answerList: [option(21, 'Well'), option(22, 'Mains')],
      answers: [{ answerListId: 21, date: SAVED }],
    });
    const group = skipGroup(keeps);
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await choose(user, 1, 'Skip');
    await advance(1000);
    expect(isSkipped(2)).toBe(true);
    expect(textbox(2).value).toBe('Well');
    expect(server.to(deleteRoute(1002))).toHaveLength(0);
    expect(statusOf(2)).toBe('Saved 2026-06-01 08:00');
  });

  it('answers already skipped when the group opens are deleted once, even under StrictMode', async () => {
    const group = skipGroup(question(2, 1, { answers: [{ answer: '9', date: SAVED }] }), 12);
    const server = questionServer(group);
    renderGroup(group, { strict: true });
    expect(isSkipped(2)).toBe(true);
    expect(textbox(2).value).toBe('');
    await advance(0);
    expect(server.to(deleteRoute(1002))).toHaveLength(1);
  });

  it('in read-only mode nothing is deleted', async () => {
    const group = skipGroup(question(2, 1, { answers: [{ answer: '9', date: SAVED }] }), 12);
    const server = questionServer(group);
    renderGroup(group, { readOnly: true });
    await advance(5000);
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('a failed delete shows the server message, then the question is loaded again', async () => {
    const group = skipGroup(question(2, 1, { answers: [{ answer: '9', date: SAVED }] }));
    const server = questionServer(group);
    server.override(deleteRoute(1002), fail(403, 'FORBIDDEN', 'The form is submitted.'));
    const { user } = renderGroup(group);
    await choose(user, 1, 'Skip');
    await advance(0);
    const dialog = await screen.findByRole('dialog', { name: 'Error while uploading data' });
    expect(within(dialog).getByText('The form is submitted.')).toBeTruthy();
    expect(statusOf(2)).toBe('Error: the answer is not saved or not valid');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await advance(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.to(loadRoute(1002))).toHaveLength(1);
    expect(server.saves().map((save) => save.id)).not.toContain(1002);
  });
});
