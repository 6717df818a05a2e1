import { sql } from 'drizzle-orm';
import request from 'supertest';
import { apiContract } from '@schemas/contract/index';
import type { AuditEventItem } from '@schemas/generated/api/audit';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { replyProblems } from '@tests/support/role-matrix';
import { selfRegistered } from '@tests/support/self-registered';
import { bearerFor, testApp, type TestApp } from '@tests/support/test-app';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

interface ListQuery {
  filter?: unknown[];
  start?: number;
  limit?: number;
  sort?: unknown[];
  searchText?: string;
}

/**
 * GET secured/audit/list: the security log for administrators, newest first, filtered by action,
 * user and day, paged with its total; every other account is refused.
 */
describe('the security log list (GET secured/audit/list)', () => {
  let database: Database;
  let t: TestApp;
  let admin: string;
  let ids: Record<'admin' | 'farmer' | 'expert', number>;

  function list(bearer: string, query: ListQuery = {}) {
    return request(t.app)
      .get('/api/secured/audit/list')
      .query({
        ...(query.filter ? { filter: JSON.stringify(query.filter) } : {}),
        ...(query.sort ? { sort: JSON.stringify(query.sort) } : {}),
        ...(query.start === undefined ? {} : { start: String(query.start) }),
        limit: String(query.limit ?? 100),
        ...(query.searchText ? { searchText: query.searchText } : {}),
      })
      .set('Authorization', bearer);
  }

  async function rows(query: ListQuery): Promise<AuditEventItem[]> {
    const reply = await list(admin, query).expect(200);
    expect(replyProblems(apiContract.auditList, reply.body.data)).toEqual([]);
    return reply.body.data;
  }

  async function userId(email: string): Promise<number> {
    const [row] = await selectRows(database, sql`select id from app_user where email = ${email}`);
    return Number(row?.id);
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    t = testApp(database);
    ids = {
      admin: await userId('admin@example.com'),
      farmer: await userId('farmer@example.com'),
      expert: await userId('expert@example.com'),
    };
    // Events of 2020 written directly, so that days and order are known; today's come from requests.
    for (const [day, action, actor, subject] of [
      ['2020-03-01T08:00:00Z', 'login', ids.farmer, ids.farmer],
      ['2020-03-02T08:00:00Z', 'account.deactivated', ids.admin, ids.expert],
      ['2020-03-03T08:00:00Z', 'account.reactivated', ids.admin, ids.expert],
      ['2020-03-04T08:00:00Z', 'logout', ids.farmer, ids.farmer],
    ] as const) {
      await database.db.execute(
        sql`insert into audit_event (occurred_at, action, actor_user_id, subject_user_id)
            values (${day}, ${action}, ${actor}, ${subject})`,
      );
    }
    await database.db.execute(
      sql`insert into audit_event (occurred_at, action, actor_user_id, subject_user_id, details)
          values ('2020-03-05T08:00:00Z', 'login.failed', null, null,
                  ${JSON.stringify({ email: 'ghost@example.com', reason: 'INVALID_CREDENTIALS', password: 'leaked', token: 'x' })}::jsonb)`,
    );
    await request(t.app)
      .post('/api/user/login/web')
      .type('form')
      .send({ email: 'farmer@example.com', password: 'Wrong#2026guess' })
      .expect(401);
    admin = await bearerFor(t.app, 'admin@example.com', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers every event newest first, with the actor’s and subject’s e-mails', async () => {
    const all = await rows({});
    expect(all.map((row) => row.action).slice(0, 2)).toEqual(['login', 'login.failed']);
    expect(all[0]).toMatchObject({ actorUserId: ids.admin, actorEmail: 'admin@example.com' });
    const times = all.map((row) => row.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    const deactivation = all.find((row) => row.action === 'account.deactivated');
    expect(deactivation).toMatchObject({
      actorEmail: 'admin@example.com',
      subjectUserId: ids.expert,
      subjectEmail: 'expert@example.com',
      occurredAt: '2020-03-02T08:00:00.000Z',
    });
  });

  it('never answers details beyond the ones the reply names (a stored password stays in the database)', async () => {
    const [ghost] = await rows({
      filter: [{ operator: 'eq', property: 'user', value: 'ghost@example.com' }],
    });
    expect(ghost?.details).toEqual({ email: 'ghost@example.com', reason: 'INVALID_CREDENTIALS' });
  });

  it('filters by one action, or by several as alternatives', async () => {
    const logouts = await rows({ filter: [{ operator: 'eq', property: 'action', value: 'logout' }] });
    expect(logouts.map((row) => row.action)).toEqual(['logout']);
    const either = await rows({
      filter: [
        { operator: 'eq', property: 'action', value: 'account.deactivated' },
        { operator: 'eq', property: 'action', value: 'account.reactivated' },
      ],
    });
    expect(either.map((row) => row.action)).toEqual(['account.reactivated', 'account.deactivated']);
  });

  it('filters by a user’s e-mail (actor, subject or typed at login) or id, and by actor or subject alone', async () => {
    const farmer = await rows({ filter: [{ operator: 'like', property: 'user', value: 'FARMER@' }] });
    expect(farmer.map((row) => row.action)).toEqual(['login.failed', 'logout', 'login']);
    const expertById = await rows({ filter: [{ operator: 'eq', property: 'user_id', value: ids.expert }] });
    expect(expertById.map((row) => row.action)).toEqual(['account.reactivated', 'account.deactivated']);
    const byAdmin = await rows({
      filter: [{ operator: 'eq', property: 'actor', value: 'admin@example.com' }],
    });
    expect(byAdmin.map((row) => row.action)).toEqual(['login', 'account.reactivated', 'account.deactivated']);
    const aboutExpert = await rows({ filter: [{ operator: 'like', property: 'subject', value: 'expert' }] });
    expect(aboutExpert).toHaveLength(2);
    const searched = await rows({ searchText: 'ghost' });
    expect(searched.map((row) => row.action)).toEqual(['login.failed']);
  });

  it('filters by days, both ends included', async () => {
    const days = await rows({
      filter: [
        { operator: 'gte', property: 'occurred_at', value: '2020-03-02' },
        { operator: 'lte', property: 'occurred_at', value: '2020-03-04' },
      ],
    });
    expect(days.map((row) => row.occurredAt.slice(0, 10))).toEqual([
      '2020-03-04',
      '2020-03-03',
      '2020-03-02',
    ]);
  });

  it('pages with the total, and sorts oldest first when asked', async () => {
    const filter = [{ operator: 'lte', property: 'occurred_at', value: '2020-12-31' }];
    const first = await list(admin, { filter, start: 0, limit: 2 }).expect(200);
    expect(first.body.total).toBe(5);
    expect(first.body.data).toHaveLength(2);
    const last = await list(admin, { filter, start: 4, limit: 2 }).expect(200);
    expect(last.body.data.map((row: AuditEventItem) => row.occurredAt)).toEqual(['2020-03-01T08:00:00.000Z']);
    const oldest = await rows({ filter, sort: [{ property: 'occurred_at', direction: 'ASC' }], limit: 1 });
    expect(oldest.map((row) => row.action)).toEqual(['login']);
  });

  it('refuses an unknown action, property or operator with 400', async () => {
    for (const filter of [
      [{ operator: 'eq', property: 'action', value: 'password' }],
      [{ operator: 'eq', property: 'details', value: 'x' }],
      [{ operator: 'like', property: 'action', value: 'login' }],
      [{ operator: 'eq', property: 'user_id', value: 'farmer' }],
    ]) {
      const reply = await list(admin, { filter }).expect(400);
      expect(reply.body.success).toBe(false);
    }
  });

  it.each(['coordinator', 'farmer', 'expert', 'observer'])('refuses the %s with 403', async (role) => {
    const bearer = await bearerFor(t.app, `${role}@example.com`, DEMO_PASSWORD);
    const reply = await list(bearer).expect(403);
    expect(reply.body).toMatchObject({ success: false, error: 'FORBIDDEN' });
    expect(reply.body.data).toBeUndefined();
  });

  it.each([
    ['expert', 4],
    ['farmer', 3],
  ] as const)('refuses a freshly self-registered %s with 403', async (roleName, roleDicId) => {
    const stranger = await selfRegistered(t, `audit.${roleName}@example.com`, roleDicId);
    await list(stranger.bearer).expect(403);
  });

  it('refuses a call without a session with 401', async () => {
    await list('Bearer not-a-token').expect(401);
  });
});
