import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { recordLogout, recordRoleChange } from '@server/domain/audit/security-events';
import { lastMailTo } from '@tests/support/outbox';
import { SELF_REGISTERED_PASSWORD, selfRegistered } from '@tests/support/self-registered';
import { bearerFor, testApp, type TestApp } from '@tests/support/test-app';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

/** Passwords this file types anywhere: none of them may reach the log. */
const NEW_PASSWORD = 'Changed#2026pass';
const RESET_PASSWORD = 'Reset#2026passWord';
const WRONG_PASSWORD = 'Wrong#2026guess';

interface StoredEvent {
  action: string;
  actorUserId: number | null;
  subjectUserId: number | null;
  details: Record<string, unknown> | null;
}

function tokenOf(link: string | undefined): string {
  const token = /\/user-(?:account-confirmation|reset-password)\/([^/]+)\//.exec(link ?? '')?.[1];
  if (!token) throw new Error(`No token in ${String(link)}`);
  return token;
}

/**
 * Every security event the API writes, each with its actor and subject, from the same requests a user
 * and an administrator make; and no stored row holds a password, a password hash or a token.
 */
describe('the security log records', () => {
  let database: Database;
  let t: TestApp;
  let admin: string;
  let adminId: number;
  /** Every token and password the requests used: searched for in the stored rows at the end. */
  const secrets: string[] = [
    DEMO_PASSWORD,
    NEW_PASSWORD,
    RESET_PASSWORD,
    WRONG_PASSWORD,
    SELF_REGISTERED_PASSWORD,
  ];

  async function userId(email: string): Promise<number> {
    const [row] = await selectRows(database, sql`select id from app_user where email = ${email}`);
    return Number(row?.id);
  }

  /** The events of one action, oldest first. */
  async function events(action: string): Promise<StoredEvent[]> {
    const rows = await selectRows(
      database,
      sql`select action, actor_user_id, subject_user_id, details from audit_event
          where action = ${action} order by id`,
    );
    return rows.map((row) => ({
      action: String(row.action),
      actorUserId: row.actor_user_id === null ? null : Number(row.actor_user_id),
      subjectUserId: row.subject_user_id === null ? null : Number(row.subject_user_id),
      details: (row.details as Record<string, unknown> | null) ?? null,
    }));
  }

  async function lastEvent(action: string): Promise<StoredEvent | undefined> {
    return (await events(action)).at(-1);
  }

  function login(email: string, password: string) {
    return request(t.app).post('/api/user/login/web').type('form').send({ email, password });
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    t = testApp(database);
    admin = await bearerFor(t.app, 'admin@example.com', DEMO_PASSWORD);
    secrets.push(admin.replace('Bearer ', ''));
    adminId = await userId('admin@example.com');
  });
  afterAll(async () => {
    await database.close();
  });

  it('a login, with its client address, the account as actor and subject', async () => {
    const bearer = await bearerFor(t.app, 'observer@example.com', DEMO_PASSWORD);
    secrets.push(bearer.replace('Bearer ', ''));
    const observerId = await userId('observer@example.com');
    expect(await lastEvent('login')).toEqual({
      action: 'login',
      actorUserId: observerId,
      subjectUserId: observerId,
      details: { clientAddress: expect.stringMatching(/\S/) },
    });
  });

  it('a failed login with the address as typed (lower case), the account it names and why, never the password', async () => {
    const farmerId = await userId('farmer@example.com');
    await login(' Farmer@Example.com ', WRONG_PASSWORD).expect(401);
    expect(await lastEvent('login.failed')).toEqual({
      action: 'login.failed',
      actorUserId: null,
      subjectUserId: farmerId,
      details: {
        email: 'farmer@example.com',
        reason: 'INVALID_CREDENTIALS',
        clientAddress: expect.stringMatching(/\S/),
      },
    });
    await login('nobody@example.com', WRONG_PASSWORD).expect(401);
    expect(await lastEvent('login.failed')).toMatchObject({
      subjectUserId: null,
      details: { email: 'nobody@example.com', reason: 'INVALID_CREDENTIALS' },
    });
  });

  it('a failed login whose e-mail field holds no address without that text (a password typed there)', async () => {
    await login(WRONG_PASSWORD, WRONG_PASSWORD).expect(401);
    const event = await lastEvent('login.failed');
    expect(event).toMatchObject({ subjectUserId: null, details: { reason: 'INVALID_CREDENTIALS' } });
    expect(event?.details).not.toHaveProperty('email');
  });

  it('a refused login of an account that is not activated, awaiting approval or deactivated', async () => {
    const register = await request(t.app)
      .post('/api/user/register')
      .type('form')
      .send({ email: 'waiting.admin@example.com', localeDicId: '1', roleDicId: '1', password: NEW_PASSWORD })
      .expect(200);
    const waitingId = Number(register.body.data.user.id);
    expect(await lastEvent('account.registered')).toEqual({
      action: 'account.registered',
      actorUserId: waitingId,
      subjectUserId: waitingId,
      details: { roleDicId: 1 },
    });
    await login('waiting.admin@example.com', NEW_PASSWORD).expect(403);
    expect(await lastEvent('login.failed')).toMatchObject({
      subjectUserId: waitingId,
      details: { reason: 'NOT_ACTIVATED' },
    });
    const activation = tokenOf((await lastMailTo(t.outboxDir, 'waiting.admin@example.com'))?.link);
    secrets.push(activation);
    await request(t.app).put(`/api/user/confirm-user/token/${activation}`).expect(200);
    expect(await lastEvent('account.activated')).toEqual({
      action: 'account.activated',
      actorUserId: waitingId,
      subjectUserId: waitingId,
      details: null,
    });
    await login('waiting.admin@example.com', NEW_PASSWORD).expect(403);
    expect(await lastEvent('login.failed')).toMatchObject({ details: { reason: 'AWAITING_APPROVAL' } });

    // The administrator's approval, a deactivation and a reactivation, each with the administrator as actor.
    const setActive = (flag: boolean) =>
      request(t.app).put(`/api/secured/user/${waitingId}/isActive/${flag}`).set('Authorization', admin);
    await setActive(true).expect(200);
    expect(await lastEvent('account.approved')).toEqual({
      action: 'account.approved',
      actorUserId: adminId,
      subjectUserId: waitingId,
      details: null,
    });
    await setActive(true).expect(200);
    expect(await events('account.reactivated')).toEqual([]);
    await setActive(false).expect(200);
    expect(await lastEvent('account.deactivated')).toMatchObject({
      actorUserId: adminId,
      subjectUserId: waitingId,
    });
    await login('waiting.admin@example.com', NEW_PASSWORD).expect(403);
    expect(await lastEvent('login.failed')).toMatchObject({ details: { reason: 'ACCOUNT_INACTIVE' } });
    await setActive(false).expect(200);
    expect(await events('account.deactivated')).toHaveLength(1);
    await setActive(true).expect(200);
    expect(await lastEvent('account.reactivated')).toMatchObject({
      actorUserId: adminId,
      subjectUserId: waitingId,
    });
  });

  it('a self-registration, its activation and first login', async () => {
    const stranger = await selfRegistered(t, 'audit.stranger@example.com', 4);
    secrets.push(stranger.bearer.replace('Bearer ', ''));
    const own = { actorUserId: stranger.userId, subjectUserId: stranger.userId };
    expect(await lastEvent('account.registered')).toMatchObject({ ...own, details: { roleDicId: 4 } });
    expect(await lastEvent('account.activated')).toMatchObject(own);
    expect(await lastEvent('login')).toMatchObject(own);
  });

  it('a password change by the account itself', async () => {
    const bearer = await bearerFor(t.app, 'expert@example.com', DEMO_PASSWORD);
    const expertId = await userId('expert@example.com');
    await request(t.app)
      .put('/api/secured/user/change-password')
      .set('Authorization', bearer)
      .send({ userId: expertId, oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD })
      .expect(200);
    expect(await lastEvent('password.changed')).toEqual({
      action: 'password.changed',
      actorUserId: expertId,
      subjectUserId: expertId,
      details: { clientAddress: expect.stringMatching(/\S/) },
    });
  });

  it('a reset request for a known account only, and the reset by its link', async () => {
    const coordinatorId = await userId('coordinator@example.com');
    await request(t.app).post('/api/user/forgot-password?mail=nobody.else@example.com').expect(200);
    await request(t.app).post('/api/user/forgot-password?mail=coordinator@example.com').expect(200);
    await t.background.idle();
    expect(await events('password.reset_requested')).toEqual([
      {
        action: 'password.reset_requested',
        actorUserId: null,
        subjectUserId: coordinatorId,
        details: { clientAddress: expect.stringMatching(/\S/) },
      },
    ]);
    const token = tokenOf((await lastMailTo(t.outboxDir, 'coordinator@example.com'))?.link);
    secrets.push(token);
    const reset = await request(t.app)
      .put('/api/user/change-password/token')
      .send({ token, newPassword: RESET_PASSWORD })
      .expect(200);
    secrets.push(String(reset.body.data.token));
    expect(await lastEvent('password.reset')).toMatchObject({
      actorUserId: coordinatorId,
      subjectUserId: coordinatorId,
    });
  });

  it('rights granted and revoked, only when they change', async () => {
    const coordinatorId = await userId('coordinator@example.com');
    const [type] = await selectRows(database, sql`select id from questionnaire_type order by id limit 1`);
    const typeId = Number(type?.id);
    const path = (verb: string) => `/api/secured/questinnaire/${typeId}/${verb}/${coordinatorId}`;
    // From a known state: the right not held (a revocation that changes something is logged too).
    await request(t.app).delete(path('unassign')).set('Authorization', admin).expect(200);
    const revokedBefore = (await events('right.revoked')).length;
    await request(t.app).put(path('assign')).set('Authorization', admin).expect(200);
    await request(t.app).put(path('assign')).set('Authorization', admin).expect(200);
    expect(await events('right.granted')).toEqual([
      {
        action: 'right.granted',
        actorUserId: adminId,
        subjectUserId: coordinatorId,
        details: { questionnaireTypeId: typeId },
      },
    ]);
    await request(t.app).delete(path('unassign')).set('Authorization', admin).expect(200);
    await request(t.app).delete(path('unassign')).set('Authorization', admin).expect(200);
    expect(await events('right.revoked')).toHaveLength(revokedBefore + 1);
    expect(await lastEvent('right.revoked')).toEqual({
      action: 'right.revoked',
      actorUserId: adminId,
      subjectUserId: coordinatorId,
      details: { questionnaireTypeId: typeId },
    });
  });

  it('a deletion with the deleted account’s address', async () => {
    await request(t.app)
      .post('/api/user/register')
      .type('form')
      .send({ email: 'short.lived@example.com', localeDicId: '1', roleDicId: '3', password: NEW_PASSWORD })
      .expect(200);
    const id = await userId('short.lived@example.com');
    await request(t.app).delete(`/api/secured/user/${id}`).set('Authorization', admin).expect(200);
    expect(await lastEvent('account.deleted')).toEqual({
      action: 'account.deleted',
      actorUserId: adminId,
      subjectUserId: id,
      details: { email: 'short.lived@example.com', roleDicId: 3 },
    });
  });

  it('a logout and a role change through the functions their use cases call', async () => {
    const farmerId = await userId('farmer@example.com');
    await recordLogout(database.db, farmerId, { clientAddress: '203.0.113.7' });
    expect(await lastEvent('logout')).toEqual({
      action: 'logout',
      actorUserId: farmerId,
      subjectUserId: farmerId,
      details: { clientAddress: '203.0.113.7' },
    });
    await recordRoleChange(database.db, {
      actorUserId: adminId,
      userId: farmerId,
      previousRoleDicId: 3,
      roleDicId: 4,
    });
    expect(await lastEvent('role.changed')).toMatchObject({
      actorUserId: adminId,
      subjectUserId: farmerId,
      details: { previousRoleDicId: 3, roleDicId: 4 },
    });
  });

  it('no password, password hash or token in any stored row', async () => {
    const hashes = await selectRows(database, sql`select password_hash from app_user`);
    const stored = JSON.stringify(await selectRows(database, sql`select * from audit_event`)).toLowerCase();
    const forbidden = [...secrets, ...hashes.map((row) => String(row.password_hash))].filter(
      (text) => text.length >= 8,
    );
    expect(forbidden.length).toBeGreaterThan(10);
    expect(forbidden.filter((secret) => stored.includes(secret.toLowerCase()))).toEqual([]);
  });
});
