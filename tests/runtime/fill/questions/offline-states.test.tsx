import { act, screen, within } from '@testing-library/react';
import { everyAnswerTypeGroup } from '@tests/fixtures/fill-group';
import { useFakeIndexedDb } from '@tests/support/fakeIndexedDb';
import { createAnswerQueue, type AnswerQueue } from '@runtime/fill/offline/answerQueue';
import { queuedAnswerSaving } from '@runtime/fill/questions/answerSaving';
import { createApiClient } from '@runtime/shared/api/apiClient';
import { openOfflineDatabase, type OfflineDatabase } from '@runtime/shared/offline/offlineDatabase';
import { QUESTIONNAIRE_ID, SAVE, SAVED_AT_SHOWN, questionServer } from './support/questionServer';
import { advance, card, renderGroup, statusOf, textbox, useFakeSaveTimers } from './support/renderGroup';

/** The fetch of a device without a network. */
function noNetwork(): never {
  throw new TypeError('Failed to fetch');
}

describe('a card whose answer is kept on the device', () => {
  let db: OfflineDatabase;
  let queue: AnswerQueue;
  let online: boolean;

  beforeEach(async () => {
    useFakeIndexedDb();
    const opened = await openOfflineDatabase();
    if (!opened) throw new Error('no IndexedDB');
    db = opened;
    online = true;
    useFakeSaveTimers();
  });
  afterEach(() => {
    queue.dispose();
    db.close();
    vi.useRealTimers();
  });

  function renderWithQueue(group = everyAnswerTypeGroup()) {
    const client = createApiClient({
      language: () => 'en',
      token: () => 'token',
      fallbackMessage: () => 'The server could not be reached.',
      onUnauthorized: () => undefined,
    });
    queue = createAnswerQueue({ db, userId: 7, send: (call) => client.send(call), online: () => online });
    const saving = queuedAnswerSaving(queue, QUESTIONNAIRE_ID, (call) => client.send(call));
    return renderGroup(group, { saving });
  }

  it('says "Waiting to sync" while the server cannot be reached, and the saving time once sent', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    server.override(SAVE, noNetwork);
    const { user, onSaved } = renderWithQueue(group);
    await user.type(textbox(1), '42');
    await advance(1000);

    expect(statusOf(1)).toBe('Waiting to sync');
    expect(textbox(1).readOnly).toBe(false);
    // The screen's lists take the answer as the device holds it (progress, a reload offline).
    expect(onSaved).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 1001, version: 0, answers: [expect.objectContaining({ answer: '42' })] }),
    );
    expect(queue.operations.value).toHaveLength(1);

    await act(() => queue.sync());
    await advance(0);
    expect(statusOf(1)).toBe(`Saved ${SAVED_AT_SHOWN}`);
    // The lost request and the one sent again carry the same operation id.
    const ids = server.saves().map((save) => save.operationId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(queue.operations.value).toEqual([]);
  });

  it('shows both answers when the server holds a newer one, and keeps the one the user chooses', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    online = false;
    const { user } = renderWithQueue(group);
    await user.type(textbox(1), '42');
    await advance(1000);
    expect(statusOf(1)).toBe('Waiting to sync');
    expect(server.saves()).toEqual([]);

    // Another device saved question 1 meanwhile.
    Object.assign(server.stored.get(1001)!, {
      version: 3,
      answers: [{ id: 9, answer: '17', date: '2026-06-14T09:05:00' }],
    });
    online = true;
    await act(() => queue.sync());
    await advance(0);

    expect(statusOf(1)).toBe('Conflict: choose which answer stays');
    const shown = within(card(1));
    expect(shown.getByText(/^Your answer/).textContent).toBe('Your answer: 42');
    expect(shown.getByText(/^Answer on the server/).textContent).toBe('Answer on the server: 17');
    // Nothing is typed over a conflict before it is settled.
    expect(textbox(1).readOnly).toBe(true);

    await user.click(shown.getByRole('button', { name: 'Keep my answer' }));
    await advance(0);
    await vi.waitFor(() => expect(queue.operations.value).toEqual([]), { timeout: 5_000 });
    await advance(0);
    expect(server.saves().map((save) => [save.version, save.answers])).toEqual([
      [0, [{ answer: '42' }]],
      [3, [{ answer: '42' }]],
    ]);
    expect(statusOf(1)).toBe(`Saved ${SAVED_AT_SHOWN}`);
    expect(screen.queryByRole('button', { name: 'Keep my answer' })).toBeNull();
    expect(textbox(1).readOnly).toBe(false);
  });

  it("takes the server's answer when the user chooses it", async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    online = false;
    const { user } = renderWithQueue(group);
    await user.type(textbox(1), '42');
    await advance(1000);
    Object.assign(server.stored.get(1001)!, {
      version: 3,
      answers: [{ id: 9, answer: '17', date: '2026-06-14T09:05:00' }],
    });
    online = true;
    await act(() => queue.sync());
    await advance(0);

    await user.click(within(card(1)).getByRole('button', { name: "Take the server's answer" }));
    await vi.waitFor(() => expect(queue.operations.value).toEqual([]), { timeout: 5_000 });
    await advance(0);
    expect(textbox(1).value).toBe('17');
    expect(statusOf(1)).toBe('Saved 2026-06-14 09:05');
    expect(server.saves()).toHaveLength(1);
  });
});
