import type { QuestionSave, SavedAnswer } from '@schemas/generated/answers';
import type { ApiCall } from '@runtime/shared/api/apiCall';
import { NETWORK_ERROR, type ApiResult } from '@runtime/shared/api/envelope';
import { openOfflineDatabase, type OfflineDatabase } from '@runtime/shared/offline/offlineDatabase';
import { unsyncedCount } from '@runtime/shared/offline/queuedOperation';
import { createAnswerQueue, type AnswerQueue, type QueueEvent } from '@runtime/fill/offline/answerQueue';
import { isQueued } from '@runtime/fill/offline/queued';
import { useFakeIndexedDb } from '@tests/support/fakeIndexedDb';

const QUESTIONNAIRE = 41;
const USER = 7;

interface Held {
  version: number;
  answers: SavedAnswer[];
}

/**
 * The server at the network edge of the queue: saves with the stored version apply and raise it, a
 * repeated operation id answers as stored without a change, an older version is 409 STALE_ANSWER;
 * `down` answers like a lost network.
 */
function fakeServer() {
  const questions = new Map<number, Held>();
  const applied = new Map<string, Held>();
  const changes: { id: number; answers: SavedAnswer[] }[] = [];
  const sent: { path: string; body?: QuestionSave }[] = [];
  const state = { down: false };
  const held = (id: number): Held => {
    let question = questions.get(id);
    if (!question) {
      question = { version: 0, answers: [] };
      questions.set(id, question);
    }
    return question;
  };
  const answer = async (call: ApiCall<unknown>): Promise<ApiResult<never>> => {
    const body = call.json as (QuestionSave & { operationId?: string }) | undefined;
    sent.push(body ? { path: call.path, body } : { path: call.path });
    if (state.down) return { ok: false, status: 0, error: NETWORK_ERROR, message: 'offline' };
    let reply: unknown;
    if (call.path === '/secured/question/save' && body) {
      const question = held(body.id);
      const repeat = body.operationId ? applied.get(body.operationId) : undefined;
      if (repeat) {
        reply = repeat;
      } else if (body.version !== question.version) {
        return { ok: false, status: 409, error: 'STALE_ANSWER', message: 'Someone else saved it.' };
      } else {
        question.version += 1;
        question.answers = body.answers;
        changes.push({ id: body.id, answers: body.answers });
        reply = { version: question.version, answers: question.answers };
        if (body.operationId) applied.set(body.operationId, { ...question });
      }
    } else if (call.path.startsWith('/secured/question/delete/')) {
      const question = held(Number(call.path.split('/').at(-1)));
      if (question.answers.length > 0) {
        question.version += 1;
        question.answers = [];
      }
      reply = { version: question.version, answers: [] };
    } else {
      const question = held(Number(call.path.split('/').at(-1)));
      reply = { id: 0, version: question.version, answers: question.answers };
    }
    return { ok: true, data: reply as never };
  };
  return { send: vi.fn(answer), answer, questions, changes, sent, state };
}

function save(id: number, value: string, version = 0): QuestionSave {
  return { id, filledQuestionListId: 500, version, answers: [{ answer: value }] };
}

describe('the queue of answers kept on the device', () => {
  let db: OfflineDatabase;
  let server: ReturnType<typeof fakeServer>;
  let online: boolean;
  const queues: AnswerQueue[] = [];

  function queueFor(userId = USER): AnswerQueue {
    const queue = createAnswerQueue({ db, userId, send: server.send, online: () => online });
    queues.push(queue);
    return queue;
  }

  beforeEach(async () => {
    useFakeIndexedDb();
    const opened = await openOfflineDatabase();
    if (!opened) throw new Error('no IndexedDB');
    db = opened;
    server = fakeServer();
    online = true;
  });
  afterEach(() => {
    for (const queue of queues.splice(0)) queue.dispose();
    db.close();
  });

  it('sends a save at once while the network is there, with an operation id, and keeps nothing', async () => {
    const queue = queueFor();
    const result = await queue.save(QUESTIONNAIRE, save(1, '5'), false);
    expect(isQueued(result)).toBe(false);
    expect(server.sent[0]?.body?.operationId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(queue.operations.value).toEqual([]);
    expect(await db.count('operations')).toBe(0);
  });

  it('keeps a save whose reply was lost and sends it again with the same id: applied once', async () => {
    const queue = queueFor();
    // The request reaches the server, the reply does not.
    server.send.mockImplementationOnce(async (call) => {
      await server.answer(call);
      return { ok: false, status: 0, error: NETWORK_ERROR, message: 'offline' };
    });
    const result = await queue.save(QUESTIONNAIRE, save(1, '5'), false);
    expect(isQueued(result)).toBe(true);
    expect(queue.stateOf(1)).toEqual({ kind: 'waiting' });
    await queue.sync();
    const [first, again] = server.sent.map((request) => request.body?.operationId);
    expect(server.sent).toHaveLength(2);
    expect(again).toBe(first);
    expect(server.changes).toHaveLength(1);
    expect(server.questions.get(1)?.version).toBe(1);
    expect(queue.operations.value).toEqual([]);
  });

  it('while offline keeps saves in order, one per question, and sends them when the network returns', async () => {
    online = false;
    const queue = queueFor();
    await queue.save(QUESTIONNAIRE, save(1, 'a'), false);
    await queue.save(QUESTIONNAIRE, save(2, 'b'), false);
    await queue.save(QUESTIONNAIRE, save(1, 'ab'), false);
    await queue.deleteAnswers(QUESTIONNAIRE, 3);
    expect(server.send).not.toHaveBeenCalled();
    expect(queue.operations.value.map((operation) => [operation.kind, operation.filledQuestionId])).toEqual([
      ['save', 1],
      ['save', 2],
      ['delete', 3],
    ]);
    expect(unsyncedCount(queue.operations.value)).toBe(3);

    online = true;
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(queue.operations.value).toEqual([]), { timeout: 5_000 });
    expect(server.changes).toEqual([
      { id: 1, answers: [{ answer: 'ab' }] },
      { id: 2, answers: [{ answer: 'b' }] },
    ]);
    expect(events.filter((event) => event.kind === 'synced').map((event) => event.filledQuestionId)).toEqual([
      1, 2, 3,
    ]);
    expect(await db.count('operations')).toBe(0);
  });

  it('sends a save made on top of a sent one with the version that one returned', async () => {
    const queue = queueFor();
    server.state.down = true;
    await queue.save(QUESTIONNAIRE, save(1, 'first'), false);
    // The first was tried: a newer save is kept beside it, not merged into it.
    await queue.save(QUESTIONNAIRE, save(1, 'second'), false);
    expect(queue.operations.value).toHaveLength(2);
    server.state.down = false;
    await queue.sync();
    expect(server.changes.map((change) => change.answers[0]?.answer)).toEqual(['first', 'second']);
    expect(server.questions.get(1)?.version).toBe(2);
    expect(queue.operations.value).toEqual([]);
  });

  it('keeps what waits across a restart of the app, for its user only', async () => {
    online = false;
    await queueFor().save(QUESTIONNAIRE, save(1, 'kept'), false);
    const again = queueFor();
    await again.ready;
    expect(again.operations.value.map((operation) => operation.filledQuestionId)).toEqual([1]);
    const otherUser = queueFor(USER + 1);
    await otherUser.ready;
    expect(otherUser.operations.value).toEqual([]);
    expect(otherUser.stateOf(1)).toBeUndefined();
  });

  it('marks a save the server holds a newer answer for as a conflict with both values, and waits', async () => {
    online = false;
    const queue = queueFor();
    await queue.save(QUESTIONNAIRE, save(1, 'mine'), false);
    await queue.save(QUESTIONNAIRE, save(2, 'other'), false);
    // Another device saved question 1 meanwhile.
    server.questions.set(1, { version: 4, answers: [{ answer: 'theirs' }] });
    online = true;
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    await queue.sync();

    const conflict = { kind: 'stale', server: { version: 4, answers: [{ answer: 'theirs' }] } };
    expect(queue.stateOf(1)).toEqual({ kind: 'conflict', conflict });
    expect(events).toContainEqual({ kind: 'conflict', filledQuestionId: 1, conflict });
    // The other question was not held up by it.
    expect(queue.stateOf(2)).toBeUndefined();
    expect(server.questions.get(1)?.answers).toEqual([{ answer: 'theirs' }]);
    // Nothing settles it but the user: a later sync leaves it.
    await queue.sync();
    expect(queue.stateOf(1)?.kind).toBe('conflict');

    await queue.keepMine(1);
    expect(server.questions.get(1)).toEqual({ version: 5, answers: [{ answer: 'mine' }] });
    expect(queue.operations.value).toEqual([]);
  });

  it("drops the device's answer when the user takes the server's", async () => {
    online = false;
    const queue = queueFor();
    await queue.save(QUESTIONNAIRE, save(1, 'mine'), false);
    server.questions.set(1, { version: 2, answers: [{ answer: 'theirs' }] });
    online = true;
    await queue.sync();
    await queue.takeServer(1);
    expect(queue.operations.value).toEqual([]);
    expect(await db.count('operations')).toBe(0);
    expect(server.questions.get(1)).toEqual({ version: 2, answers: [{ answer: 'theirs' }] });
  });

  it('keeps a refused save as a conflict with the server message', async () => {
    online = false;
    const queue = queueFor();
    await queue.save(QUESTIONNAIRE, save(1, '-3'), false);
    online = true;
    server.send.mockResolvedValueOnce({
      ok: false,
      status: 400,
      error: 'VALUE_TOO_SMALL',
      message: 'The value must be at least 0.',
    });
    await queue.sync();
    expect(queue.stateOf(1)).toEqual({
      kind: 'conflict',
      conflict: { kind: 'refused', message: 'The value must be at least 0.' },
    });
  });
});
