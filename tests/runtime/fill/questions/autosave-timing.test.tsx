import { screen, within } from '@testing-library/react';
import { everyAnswerTypeGroup, option, question, GROUP_ID } from '@tests/fixtures/fill-group';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { SAVE, SAVED_AT_SHOWN, questionServer } from './support/questionServer';
import { advance, card, renderGroup, statusOf, textbox, useFakeSaveTimers } from './support/renderGroup';

function combobox(number: number): HTMLElement {
  return within(card(number)).getByRole('combobox');
}

describe('per-question autosave timing', () => {
  beforeEach(() => useFakeSaveTimers());
  afterEach(() => vi.useRealTimers());

  it('an integer saves 1000 ms after the last change, then shows the tick with the saving time', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user, onSaved } = renderGroup(group);
    expect(statusOf(1)).toBe('No answer saved');

    await user.type(textbox(1), '42');
    await advance(999);
    expect(server.saves()).toEqual([]);
    await advance(1);
    expect(server.saves()).toEqual([
      {
        id: 1001,
        questionId: 1,
        filledQuestionListId: GROUP_ID,
        version: 0,
        answerTypeDicId: 1,
        answers: [{ answer: '42' }],
      },
    ]);
    expect(statusOf(1)).toBe(`Saved ${SAVED_AT_SHOWN}`);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a decimal', 2, '12,5', 1000, [{ answer: '12.5' }]],
    ['a long text', 3, 'Straw, changed weekly', 2200, [{ answer: 'Straw, changed weekly' }]],
  ] as const)('%s waits its delay', async (_kind, number, typed, delay, answers) => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await user.type(textbox(number), typed);
    await advance(delay - 1);
    expect(server.saves()).toEqual([]);
    await advance(1);
    expect(server.saves().map((save) => save.answers)).toEqual([answers]);
  });

  it('a date waits 1500 ms and is saved as yyyy-MM-dd', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await user.type(combobox(9), '31/05/2026');
    await advance(1499);
    expect(server.saves()).toEqual([]);
    await advance(1);
    expect(server.saves().map((save) => save.answers)).toEqual([[{ answer: '2026-05-31' }]]);
  });

  it('a choice waits 1000 ms', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await user.click(combobox(4));
    await user.click(screen.getByRole('option', { name: 'Slatted floor' }));
    await advance(999);
    expect(server.saves()).toEqual([]);
    await advance(1);
    expect(server.saves().map((save) => save.answers)).toEqual([[{ answerListId: 41 }]]);
  });

  it('a new change cancels the pending save: one save of the last value, timed from the last change', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await user.type(textbox(1), '4');
    await advance(800);
    await user.type(textbox(1), '2');
    await advance(800);
    expect(server.saves()).toEqual([]);
    await advance(200);
    expect(server.saves().map((save) => save.answers)).toEqual([[{ answer: '42' }]]);
    await advance(5000);
    expect(server.saves()).toHaveLength(1);
  });

  it('leaving the control saves at once (blur flushes)', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await user.type(textbox(3), 'Slats');
    await user.tab();
    await advance(0);
    expect(server.saves().map((save) => save.answers)).toEqual([[{ answer: 'Slats' }]]);
    await advance(5000);
    expect(server.saves()).toHaveLength(1);
  });

  it('leaving the group (unmount) sends the pending save', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user, unmount } = renderGroup(group);
    await user.type(textbox(1), '7');
    unmount();
    await advance(0);
    expect(server.saves().map((save) => save.answers)).toEqual([[{ answer: '7' }]]);
  });

  it.each(['pagehide', 'beforeunload'])(
    'leaving the page (%s) sends the pending save with keepalive',
    async (event) => {
      const group = everyAnswerTypeGroup();
      const server = questionServer(group);
      const { user } = renderGroup(group);
      await user.type(textbox(2), '3,5');
      window.dispatchEvent(new Event(event));
      await advance(0);
      expect(server.saves().map((save) => save.answers)).toEqual([[{ answer: '3.5' }]]);
      const init = server.fetchMock.mock.calls.find(([url]) => String(url).includes('/question/save'))?.[1];
      expect(init?.keepalive).toBe(true);
    },
  );

  it('shows a spinner while the save is under way', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const release = server.hold(SAVE);
    const { user } = renderGroup(group);
    await user.type(textbox(1), '5');
    await advance(1000);
    expect(statusOf(1)).toBe('Saving…');
    release();
    await advance(0);
    expect(statusOf(1)).toBe(`Saved ${SAVED_AT_SHOWN}`);
  });

  it('a save waits for the one under way and sends the version it returned', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const release = server.hold(SAVE);
    const { user } = renderGroup(group);
    await user.type(textbox(1), '1');
    await advance(1000);
    await user.type(textbox(1), '2');
    await advance(1000);
    expect(server.to(SAVE)).toHaveLength(1);
    release();
    await advance(0);
    expect(server.saves().map((save) => [save.version, save.answers])).toEqual([
      [0, [{ answer: '1' }]],
      [1, [{ answer: '12' }]],
    ]);
    expect(statusOf(1)).toBe(`Saved ${SAVED_AT_SHOWN}`);
  });

  it('an invalid value is not saved; its message and the error icon show until it is corrected', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await user.type(textbox(2), '1.234');
    await advance(1000);
    expect(server.saves()).toEqual([]);
    expect(
      within(card(2)).getAllByText(
        'It is unclear whether this is a whole number or a decimal: type 1234 or 1.2340',
      ).length,
    ).toBeGreaterThan(0);
    expect(statusOf(2)).toBe('Error: the answer is not saved or not valid');

    await user.clear(textbox(2));
    await user.type(textbox(2), '1,5');
    await advance(1000);
    expect(server.saves().map((save) => save.answers)).toEqual([[{ answer: '1.5' }]]);
    expect(statusOf(2)).toBe(`Saved ${SAVED_AT_SHOWN}`);
  });

  it('an integer out of its bounds saves an empty answer and keeps its message', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await user.type(textbox(1), '600');
    await advance(1000);
    expect(server.saves().map((save) => save.answers)).toEqual([[]]);
    expect(within(card(1)).getAllByText('The value should be between 0 - 500').length).toBeGreaterThan(0);
    expect(statusOf(1)).toBe('Error: the answer is not saved or not valid');
  });

  it('clearing the mandatory rating (type 10) saves it empty and sets the answer error', async () => {
    const rated: GroupInstance = {
      ...everyAnswerTypeGroup(),
      questionList: [
        question(10, 10, {
          answerList: [1, 2, 3, 4, 5].map((n) => option(100 + n, String(n))),
          answers: [{ answerListId: 103, date: '2026-06-01T08:00:00' }],
        }),
      ],
    };
    const server = questionServer(rated);
    const { user } = renderGroup(rated);
    expect(statusOf(10)).toBe('Saved 2026-06-01 08:00');
    await user.click(within(card(10)).getByRole('radio', { name: '3' }));
    await advance(1000);
    expect(server.saves().map((save) => save.answers)).toEqual([[]]);
    expect(statusOf(10)).toBe('Error: the answer is not saved or not valid');
    expect(within(card(10)).getAllByText('This field is required').length).toBeGreaterThan(0);
  });
});
