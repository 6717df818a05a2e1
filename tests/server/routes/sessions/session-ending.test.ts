import { sql } from 'drizzle-orm';
import request from 'supertest';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { lastMailTo } from '@tests/support/outbox';
import { selfRegistered } from '@tests/support/self-registered';
import { bearerFor } from '@tests/support/test-app';
import { appForSuite } from '@tests/support/suite-app';
import { selectRows } from '@tests/support/test-database';

/** What ends the sessions of an account besides its own logout. */
describe('sessions ended by password changes, resets and administrators', () => {
  const suite = appForSuite();

  const secured = (bearer: string) =>
    request(suite.t.app).get('/api/secured/questinnaire/list2').set('Authorization', bearer);
  const renew = (bearer: string) =>
    request(suite.t.app).post('/api/secured/user/session/renew').set('Authorization', bearer);
  const userId = async (email: string) => {
    const [row] = await selectRows(suite.database, sql`select id from app_user where email = ${email}`);
    return Number(row?.id);
  };

  /** A change of `email`'s password from the session `bearer`, expected to answer `status`. */
  const changePassword = async (bearer: string, email: string, oldPassword: string, status: number) => {
    await request(suite.t.app)
      .put('/api/secured/user/change-password')
      .set('Authorization', bearer)
      .send({ userId: await userId(email), oldPassword, newPassword: 'Changed#2026pass' })
      .expect(status);
  };

  it('a password change keeps the session that made it and ends every other one', async () => {
    const here = await bearerFor(suite.t.app, 'observer@example.com', DEMO_PASSWORD);
    const elsewhere = await bearerFor(suite.t.app, 'observer@example.com', DEMO_PASSWORD);
    await changePassword(here, 'observer@example.com', DEMO_PASSWORD, 200);
    await secured(here).expect(200);
    await renew(here).expect(200);
    await secured(elsewhere).expect(401);
    await renew(elsewhere).expect(401);
  });

  it('a wrong old password ends nothing', async () => {
    const here = await bearerFor(suite.t.app, 'expert@example.com', DEMO_PASSWORD);
    const elsewhere = await bearerFor(suite.t.app, 'expert@example.com', DEMO_PASSWORD);
    await changePassword(here, 'expert@example.com', 'Wrong#2026pass', 400);
    await secured(elsewhere).expect(200);
  });

  it('a password reset by the e-mailed link ends every session; its own login works', async () => {
    const one = await bearerFor(suite.t.app, 'coordinator@example.com', DEMO_PASSWORD);
    const two = await bearerFor(suite.t.app, 'coordinator@example.com', DEMO_PASSWORD);
    await request(suite.t.app).post('/api/user/forgot-password?mail=coordinator@example.com').expect(200);
    await suite.t.background.idle();
    const link = (await lastMailTo(suite.t.outboxDir, 'coordinator@example.com'))?.link ?? '';
    const token = /\/user-reset-password\/([^/]+)\//.exec(link)?.[1] ?? '';
    const reset = await request(suite.t.app)
      .put('/api/user/change-password/token')
      .send({ token, newPassword: 'Reset#2026pass' })
      .expect(200);
    await secured(one).expect(401);
    await secured(two).expect(401);
    await renew(one).expect(401);
    await secured(`Bearer ${String(reset.body.data.token)}`).expect(200);
  });

  it('deactivation ends the sessions at once, and reactivation does not bring them back', async () => {
    const admin = await bearerFor(suite.t.app, 'admin@example.com', DEMO_PASSWORD);
    const farmer = await bearerFor(suite.t.app, 'farmer@example.com', DEMO_PASSWORD);
    const id = await userId('farmer@example.com');
    await secured(farmer).expect(200);
    await request(suite.t.app)
      .put(`/api/secured/user/${id}/isActive/false`)
      .set('Authorization', admin)
      .expect(200);
    await secured(farmer).expect(401);
    await request(suite.t.app)
      .put(`/api/secured/user/${id}/isActive/true`)
      .set('Authorization', admin)
      .expect(200);
    await secured(farmer).expect(401);
    await renew(farmer).expect(401);
    await secured(await bearerFor(suite.t.app, 'farmer@example.com', DEMO_PASSWORD)).expect(200);
  });

  it('a change of role ends the sessions opened under the old role', async () => {
    const before = await bearerFor(suite.t.app, 'farmer@example.com', DEMO_PASSWORD);
    const id = await userId('farmer@example.com');
    await selectRows(suite.database, sql`update app_user set role_id = 4 where id = ${id} returning id`);
    await secured(before).expect(401);
    await renew(before).expect(401);
    const after = await bearerFor(suite.t.app, 'farmer@example.com', DEMO_PASSWORD);
    await secured(after).expect(200);
    await selectRows(suite.database, sql`update app_user set role_id = 3 where id = ${id} returning id`);
    await secured(after).expect(401);
  });

  it('a freshly self-registered account’s logout ends its own session and nobody else’s', async () => {
    const farmer = await bearerFor(suite.t.app, 'farmer@example.com', DEMO_PASSWORD);
    const stranger = await selfRegistered(suite.t, 'stranger.sessions@example.com', 3);
    const farmerSession = JSON.parse(
      Buffer.from(farmer.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { sid: string; sub: string };
    // Naming the farmer's session or account is refused, not obeyed.
    await request(suite.t.app)
      .post(`/api/secured/user/logout?sid=${farmerSession.sid}&userId=${farmerSession.sub}`)
      .set('Authorization', stranger.bearer)
      .expect(400);
    await request(suite.t.app)
      .post('/api/secured/user/logout')
      .set('Authorization', stranger.bearer)
      .send({ sid: farmerSession.sid, userId: Number(farmerSession.sub) })
      .expect(200);
    await secured(stranger.bearer).expect(401);
    await secured(farmer).expect(200);
    // The security log has the stranger's logout, once, and none for the farmer.
    const logouts = await selectRows(
      suite.database,
      sql`select actor_user_id, subject_user_id from audit_event where action = 'logout'`,
    );
    expect(logouts).toEqual([{ actor_user_id: stranger.userId, subject_user_id: stranger.userId }]);
  });
});
