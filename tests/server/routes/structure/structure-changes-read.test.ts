import { sql } from 'drizzle-orm';
import { apiContract } from '@schemas/contract/index';
import { recordStructureChange } from '@server/domain/structure/record-structure-change';
import { selfRegistered } from '@tests/support/self-registered';
import { auditParts, type AuditParts } from './audit-parts';
import { callAs, expectContractReply, structureFixture, type StructureFixture } from './structure-fixture';

describe('reading the audit log of a questionnaire type', () => {
  let f: StructureFixture;
  let parts: AuditParts;
  let adminId: number;
  let coordinatorId: number;
  let formId: number;

  /** Stores an entry as if made at the given moment (the API stamps the current time). */
  async function entryAt(userId: number, changedAt: string): Promise<void> {
    await recordStructureChange(f.database.db, {
      typeId: parts.typeId,
      userId,
      action: 'updateFormDic',
      level: 'form',
      entityId: formId,
      before: { hasReport: false },
      after: { hasReport: true },
    });
    await f.database.db.execute(
      sql`update structure_change set changed_at = ${changedAt} where id = (select max(id) from structure_change)`,
    );
  }

  const changes = (query = '', bearer = f.bearer.admin) =>
    callAs(f, bearer, 'get', `structure/type/${parts.typeId}/changes${query}`);

  beforeAll(async () => {
    f = await structureFixture();
    parts = await auditParts(f, 'Change log survey');
    formId = await parts.form();
    adminId = await f.number(sql`select id from app_user where email = 'admin@example.com'`);
    coordinatorId = await f.number(sql`select id from app_user where email = 'coordinator@example.com'`);
    // The coordinator late on 15 January and the administrator just after midnight (UTC).
    await entryAt(coordinatorId, '2026-01-15T23:30:00Z');
    await entryAt(adminId, '2026-01-16T00:10:00Z');
  });
  afterAll(async () => {
    await f.close();
  });

  it('lists the entries newest first, a page at a time, with everyone who changed the type', async () => {
    const all = await changes().expect(200);
    expectContractReply(apiContract.structureChanges, all.body.data);
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.items.map((item: { version: number }) => item.version)).toEqual([5, 4, 3, 2]);
    expect(all.body.data.items[2]).toMatchObject({
      userId: adminId,
      userEmail: 'admin@example.com',
      action: 'addFormDic',
      level: 'form',
      entityId: formId,
      before: null,
    });
    expect(all.body.data.users).toEqual([
      { id: adminId, email: 'admin@example.com' },
      { id: coordinatorId, email: 'coordinator@example.com' },
    ]);
    const second = await changes('?pageSize=1&page=2').expect(200);
    expect(second.body.data).toMatchObject({ total: 4, items: [{ version: 4, userId: coordinatorId }] });
  });

  it('filters by user and by whole days in UTC, both ends included', async () => {
    const byCoordinator = await changes(`?userId=${coordinatorId}`).expect(200);
    expect(byCoordinator.body.data.items.map((item: { userId: number }) => item.userId)).toEqual([
      coordinatorId,
    ]);
    const on15th = await changes('?from=2026-01-15&to=2026-01-15').expect(200);
    expect(on15th.body.data.items.map((item: { version: number }) => item.version)).toEqual([4]);
    const on16th = await changes('?from=2026-01-16&to=2026-01-16').expect(200);
    expect(on16th.body.data.items.map((item: { version: number }) => item.version)).toEqual([5]);
    const bothDays = await changes(`?from=2026-01-15&to=2026-01-16&userId=${adminId}`).expect(200);
    expect(bothDays.body.data).toMatchObject({ total: 1, items: [{ version: 5 }] });
    // Everyone who changed the type is offered whatever the filter shows.
    expect(bothDays.body.data.users).toHaveLength(2);
  });

  it('answers 404 for an unknown type and 400 for a malformed filter', async () => {
    await callAs(f, f.bearer.admin, 'get', 'structure/type/999999/changes').expect(404);
    await changes('?from=15.01.2026').expect(400);
    await changes('?pageSize=500').expect(400);
  });

  it('is for administrators only: every other role and a self-registered account get 403', async () => {
    const stranger = await selfRegistered(f.t, 'stranger.audit@example.com', 3);
    for (const bearer of [
      f.bearer.farmer,
      f.bearer.coordinator,
      f.bearer.expert,
      f.bearer.observer,
      stranger.bearer,
    ]) {
      await changes('', bearer).expect(403);
    }
  });
});
