import type { ApiCall } from '@runtime/shared/api/apiCall';
import type { ApiClient } from '@runtime/shared/api/apiClient';
import { NETWORK_ERROR, type ApiResult } from '@runtime/shared/api/envelope';
import { forgetReplies, keepingReplies } from '@runtime/shared/offline/keptReplies';
import { openOfflineDatabase, type OfflineDatabase } from '@runtime/shared/offline/offlineDatabase';
import { useFakeIndexedDb } from '@tests/support/fakeIndexedDb';

const isGroups = (value: unknown): value is { groups: number[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { groups?: unknown }).groups);

function groupsCall(subformId: number): ApiCall<{ groups: number[] }> {
  return { method: 'GET', path: `/secured/groups/${subformId}`, secured: true, accepts: isGroups };
}

const lost: ApiResult<never> = { ok: false, status: 0, error: NETWORK_ERROR, message: 'offline' };

describe('the fill screen’s reads kept on the device', () => {
  let db: OfflineDatabase;
  let reply: ApiResult<unknown>;
  let online: boolean;
  const send = vi.fn(async () => reply);
  const api: ApiClient = { send: send as ApiClient['send'], download: vi.fn() };

  beforeEach(async () => {
    useFakeIndexedDb();
    const opened = await openOfflineDatabase();
    if (!opened) throw new Error('no IndexedDB');
    db = opened;
    online = true;
    send.mockClear();
  });
  afterEach(() => db.close());

  async function keptFor(userId: number) {
    // The reply is kept without being waited for: let it land.
    await vi.waitFor(async () => expect(await db.count('replies')).toBeGreaterThan(0), { timeout: 5_000 });
    return db.getAllFromIndex('replies', 'byUser', userId);
  }

  it('answers from the device what it read before, when the server cannot be reached', async () => {
    const client = keepingReplies(api, db, 7, () => online);
    reply = { ok: true, data: { groups: [1, 2] } };
    expect(await client.send(groupsCall(3))).toEqual({ ok: true, data: { groups: [1, 2] } });
    expect((await keptFor(7)).map((kept) => kept.url)).toEqual(['/api/secured/groups/3']);

    reply = lost;
    expect(await client.send(groupsCall(3))).toEqual({ ok: true, data: { groups: [1, 2] } });
    // What was never read has nothing to answer with: the failure stands.
    expect(await client.send(groupsCall(4))).toEqual(lost);
  });

  it('asks the server nothing while the browser is offline and the device has the reply', async () => {
    const client = keepingReplies(api, db, 7, () => online);
    reply = { ok: true, data: { groups: [5] } };
    await client.send(groupsCall(3));
    await keptFor(7);
    online = false;
    send.mockClear();
    expect(await client.send(groupsCall(3))).toEqual({ ok: true, data: { groups: [5] } });
    expect(send).not.toHaveBeenCalled();
  });

  it('never answers one user with what another user read, and forgets a user’s replies at logout', async () => {
    reply = { ok: true, data: { groups: [9] } };
    await keepingReplies(api, db, 7, () => online).send(groupsCall(3));
    await keptFor(7);
    reply = lost;
    expect(await keepingReplies(api, db, 8, () => online).send(groupsCall(3))).toEqual(lost);

    await forgetReplies(db, 7);
    expect(await db.count('replies')).toBe(0);
    expect(await keepingReplies(api, db, 7, () => online).send(groupsCall(3))).toEqual(lost);
  });

  it('does not use a kept reply its call no longer accepts, and keeps no writes', async () => {
    await db.put('replies', { userId: 7, url: '/api/secured/groups/3', data: { other: true }, keptAt: '' });
    reply = lost;
    const client = keepingReplies(api, db, 7, () => online);
    expect(await client.send(groupsCall(3))).toEqual(lost);

    reply = { ok: true, data: null };
    await client.send({ method: 'POST', path: '/secured/question/save', secured: true, accepts: isGroups });
    expect(await db.count('replies')).toBe(1);
  });
});
