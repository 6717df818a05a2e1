import request from 'supertest';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { lastMailTo, readOutbox } from '@tests/support/outbox';
import { bearerFor, testApp, type TestApp } from '@tests/support/test-app';
import { openTestDatabase } from '@tests/support/test-database';

const PASSWORD = 'Field#2026work';

function tokenOf(link: string | undefined): string {
  const match = /\/user-(?:account-confirmation|reset-password)\/([^/]+)\//.exec(link ?? '');
  if (!match?.[1]) throw new Error(`No token in ${link}`);
  return match[1];
}

describe('account calls', () => {
  let database: Database;
  let t: TestApp;
  let institutionTypeId: number;
  let institutionId: number;
  let otherInstitutionId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    t = testApp(database);
    const types = await request(t.app).get('/api/country/list/1').expect(200);
    institutionTypeId = types.body.data[0].id;
    const institutions = await request(t.app).get(`/api/region/list/${institutionTypeId}`).expect(200);
    institutionId = institutions.body.data[0].id;
    const otherType = await request(t.app).get(`/api/region/list/${types.body.data[1].id}`).expect(200);
    otherInstitutionId = otherType.body.data[0].id;
  });
  afterAll(async () => {
    await database.close();
  });

  function registerForm(email: string, roleDicId: number, extra: Record<string, string> = {}) {
    return request(t.app)
      .post('/api/user/register')
      .type('form')
      .send({ email, localeDicId: '2', roleDicId: String(roleDicId), password: PASSWORD, ...extra });
  }

  describe('registration and activation', () => {
    it('registers a farmer, e-mails a Polish activation link, and activates the account with it', async () => {
      const reply = await registerForm('new.farmer@example.com', 3).expect(200);
      expect(reply.body.data.user).toMatchObject({
        email: 'new.farmer@example.com',
        roleDicId: 3,
        isActive: false,
      });
      expect(reply.body.data.token).toBeUndefined();

      const mail = await lastMailTo(t.outboxDir, 'new.farmer@example.com');
      expect(mail?.subject).toBe('Aktywuj swoje konto');
      expect(mail?.link).toMatch(
        /^http:\/\/fields\.test\/user-account-confirmation\/[A-Za-z0-9_-]{40,}\/2\/3$/,
      );

      await request(t.app)
        .post('/api/user/login/web')
        .type('form')
        .send({ email: 'new.farmer@example.com', password: PASSWORD })
        .expect(403)
        .expect((res) => expect(res.body.error).toBe('NOT_ACTIVATED'));

      const activated = await request(t.app)
        .put(`/api/user/confirm-user/token/${tokenOf(mail?.link)}`)
        .expect(200);
      expect(activated.body.data).toEqual({ roleDicId: 3, awaitingApproval: false });
      const login = await request(t.app)
        .post('/api/user/login/web')
        .type('form')
        .send({ email: 'new.farmer@example.com', password: PASSWORD })
        .expect(200);
      expect(login.body.data.user).toMatchObject({ roleDicId: 3, isActive: true, acceptedRodo: false });
      expect(login.body.data.token).toEqual(expect.any(String));
    });

    it('refuses a used, an unknown and an expired activation link', async () => {
      await registerForm('twice@example.com', 4, {
        countryId: String(institutionTypeId),
        institutionDicId: String(institutionId),
      }).expect(200);
      const token = tokenOf((await lastMailTo(t.outboxDir, 'twice@example.com'))?.link);
      await request(t.app).put(`/api/user/confirm-user/token/${token}`).expect(200);
      const reused = await request(t.app).put(`/api/user/confirm-user/token/${token}`).expect(400);
      expect(reused.body.error).toBe('TOKEN_USED');
      const unknown = await request(t.app)
        .put(`/api/user/confirm-user/token/${'x'.repeat(43)}`)
        .expect(400);
      expect(unknown.body.error).toBe('TOKEN_INVALID');

      await registerForm('late@example.com', 3).expect(200);
      const lateToken = tokenOf((await lastMailTo(t.outboxDir, 'late@example.com'))?.link);
      t.clock.advanceHours(73);
      try {
        const expired = await request(t.app)
          .put(`/api/user/confirm-user/token/${lateToken}`)
          .set('Accept-Language', 'de')
          .expect(400);
        expect(expired.body).toMatchObject({
          error: 'TOKEN_EXPIRED',
          message: expect.stringContaining('abgelaufen'),
        });
      } finally {
        t.clock.advanceHours(-73);
      }
    });

    it('accepts multipart form data as well as urlencoded', async () => {
      const reply = await request(t.app)
        .post('/api/user/register')
        .field('email', 'multipart@example.com')
        .field('localeDicId', '1')
        .field('roleDicId', '3')
        .field('password', PASSWORD)
        .expect(200);
      expect(reply.body.data.user.email).toBe('multipart@example.com');
    });

    it('makes coordinators, observers and administrators wait for an administrator after activation', async () => {
      await registerForm('new.coordinator@example.com', 2, {
        countryId: String(institutionTypeId),
        institutionDicId: String(institutionId),
      }).expect(200);
      const token = tokenOf((await lastMailTo(t.outboxDir, 'new.coordinator@example.com'))?.link);
      const activated = await request(t.app).put(`/api/user/confirm-user/token/${token}`).expect(200);
      expect(activated.body.data).toEqual({ roleDicId: 2, awaitingApproval: true });
      const login = await request(t.app)
        .post('/api/user/login/web')
        .type('form')
        .send({ email: 'new.coordinator@example.com', password: PASSWORD })
        .expect(403);
      expect(login.body.error).toBe('AWAITING_APPROVAL');
    });

    it.each([
      ['a coordinator without an institution', 'c1@example.com', 2, {}, 400, 'INSTITUTION_REQUIRED'],
      [
        'an institution of another type',
        'c2@example.com',
        5,
        { countryId: 'TYPE', institutionDicId: 'OTHER' },
        400,
        'INSTITUTION_REQUIRED',
      ],
      ['an e-mail in capitals', 'Big@Example.com', 3, {}, 400, 'EMAIL_UPPERCASE'],
      ['a malformed e-mail', 'not-an-address', 3, {}, 400, 'INVALID_EMAIL'],
      [
        'a weak password',
        'weak@example.com',
        3,
        { password: 'password1' },
        400,
        'INVALID_PASSWORD_STRUCTURE',
      ],
      ['an unknown role', 'role@example.com', 7, {}, 400, 'VALIDATION_FAILED'],
      ['an e-mail already registered', 'farmer@example.com', 3, {}, 409, 'EMAIL_TAKEN'],
    ])('refuses %s and stores nothing', async (_case, email, role, extra, status, error) => {
      const fields = Object.fromEntries(
        Object.entries(extra).map(([key, value]) => [
          key,
          value === 'TYPE'
            ? String(institutionTypeId)
            : value === 'OTHER'
              ? String(otherInstitutionId)
              : value,
        ]),
      );
      const before = (await readOutbox(t.outboxDir)).length;
      const reply = await registerForm(email, role, fields).expect(status);
      expect(reply.body).toMatchObject({ success: false, error });
      expect((await readOutbox(t.outboxDir)).length).toBe(before);
      const available = await request(t.app)
        .get('/api/user/email-available')
        .query({ email: email.toLowerCase() });
      if (error !== 'EMAIL_TAKEN' && available.status === 200)
        expect(available.body.data.available).toBe(true);
    });

    it('resends the activation link, retiring the old one, and answers the same for unknown addresses', async () => {
      await registerForm('resend@example.com', 3).expect(200);
      const first = tokenOf((await lastMailTo(t.outboxDir, 'resend@example.com'))?.link);
      const known = await request(t.app)
        .post('/api/user/confirmation-link')
        .send({ email: 'resend@example.com' })
        .expect(200);
      const unknown = await request(t.app)
        .post('/api/user/confirmation-link')
        .send({ email: 'ghost@example.com' })
        .expect(200);
      expect(unknown.body).toEqual(known.body);
      expect(await lastMailTo(t.outboxDir, 'ghost@example.com')).toBeUndefined();
      const second = tokenOf((await lastMailTo(t.outboxDir, 'resend@example.com'))?.link);
      expect(second).not.toBe(first);
      expect((await request(t.app).put(`/api/user/confirm-user/token/${first}`).expect(400)).body.error).toBe(
        'TOKEN_USED',
      );
      await request(t.app).put(`/api/user/confirm-user/token/${second}`).expect(200);
    });

    it('tells whether an e-mail address is still free', async () => {
      const taken = await request(t.app)
        .get('/api/user/email-available?email=farmer@example.com')
        .expect(200);
      const free = await request(t.app).get('/api/user/email-available?email=nobody@example.com').expect(200);
      expect([taken.body.data.available, free.body.data.available]).toEqual([false, true]);
    });
  });

  describe('login', () => {
    it('answers a wrong password and an unknown e-mail alike', async () => {
      const wrong = await request(t.app)
        .post('/api/user/login/web')
        .type('form')
        .send({ email: 'farmer@example.com', password: 'Wrong#2026pass' })
        .expect(401);
      const unknown = await request(t.app)
        .post('/api/user/login/web')
        .type('form')
        .send({ email: 'nobody@example.com', password: 'Wrong#2026pass' })
        .expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.error).toBe('INVALID_CREDENTIALS');
    });

    it('logs a demo user in with a bearer token that opens secured calls', async () => {
      const bearer = await bearerFor(t.app, 'expert@example.com', DEMO_PASSWORD);
      const found = await request(t.app)
        .get('/api/secured/user/get?email=farmer@example.com')
        .set('Authorization', bearer)
        .expect(200);
      expect(found.body.data).toMatchObject({ email: 'farmer@example.com', roleDicId: 3 });
      const none = await request(t.app)
        .get('/api/secured/user/get?email=nobody@example.com')
        .set('Authorization', bearer)
        .expect(200);
      expect(none.body.data).toBeNull();
    });

    it.each([
      ['no token', undefined],
      ['a malformed token', 'Bearer nonsense'],
      ['a token signed with another secret', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
    ])('refuses secured calls with %s', async (_case, header) => {
      const call = request(t.app).get('/api/secured/user/get?email=farmer@example.com');
      const reply = await (header ? call.set('Authorization', header) : call).expect(401);
      expect(reply.body.error).toBe('UNAUTHORIZED');
    });

    it('lets farmers not look accounts up', async () => {
      const bearer = await bearerFor(t.app, 'farmer@example.com', DEMO_PASSWORD);
      await request(t.app)
        .get('/api/secured/user/get?email=expert@example.com')
        .set('Authorization', bearer)
        .expect(403);
    });
  });

  describe('passwords and terms', () => {
    it('answers forgot-password alike for known and unknown addresses, and mails only the known one', async () => {
      const known = await request(t.app)
        .post('/api/user/forgot-password?mail=observer@example.com')
        .expect(200);
      const unknown = await request(t.app)
        .post('/api/user/forgot-password?mail=nobody@example.com')
        .expect(200);
      expect(unknown.body).toEqual(known.body);
      await t.background.idle();
      expect(await lastMailTo(t.outboxDir, 'nobody@example.com')).toBeUndefined();
      expect((await lastMailTo(t.outboxDir, 'observer@example.com'))?.link).toMatch(
        /\/user-reset-password\/[^/]+\/1$/,
      );
    });

    it('resets a password by the e-mailed link once, logging the user in', async () => {
      await request(t.app).post('/api/user/forgot-password?mail=coordinator@example.com').expect(200);
      await t.background.idle();
      const token = tokenOf((await lastMailTo(t.outboxDir, 'coordinator@example.com'))?.link);
      const weak = await request(t.app)
        .put('/api/user/change-password/token')
        .send({ token, newPassword: 'short' })
        .expect(400);
      expect(weak.body.error).toBe('INVALID_PASSWORD_STRUCTURE');
      const reset = await request(t.app)
        .put('/api/user/change-password/token')
        .send({ token, newPassword: 'Reset#2026pass' })
        .expect(200);
      expect(reset.body.data.token).toEqual(expect.any(String));
      const again = await request(t.app)
        .put('/api/user/change-password/token')
        .send({ token, newPassword: 'Again#2026pass' })
        .expect(400);
      expect(again.body.error).toBe('TOKEN_USED');
      await bearerFor(t.app, 'coordinator@example.com', 'Reset#2026pass');
      await request(t.app)
        .post('/api/user/login/web')
        .type('form')
        .send({ email: 'coordinator@example.com', password: DEMO_PASSWORD })
        .expect(401);
    });

    it('changes the own password only with the current one, and never another user’s', async () => {
      const bearer = await bearerFor(t.app, 'observer@example.com', DEMO_PASSWORD);
      const me = await request(t.app)
        .post('/api/user/login/web')
        .type('form')
        .send({ email: 'observer@example.com', password: DEMO_PASSWORD });
      const userId: number = me.body.data.user.id;
      const wrong = await request(t.app)
        .put('/api/secured/user/change-password')
        .set('Authorization', bearer)
        .send({ userId, oldPassword: 'Not#2026right', newPassword: 'Next#2026pass' })
        .expect(400);
      expect(wrong.body.error).toBe('WRONG_PASSWORD');
      await request(t.app)
        .put('/api/secured/user/change-password')
        .set('Authorization', bearer)
        .send({ userId: userId + 1, oldPassword: DEMO_PASSWORD, newPassword: 'Next#2026pass' })
        .expect(403);
      await request(t.app)
        .put('/api/secured/user/change-password')
        .set('Authorization', bearer)
        .send({ userId, oldPassword: DEMO_PASSWORD, newPassword: 'Next#2026pass' })
        .expect(200);
      await bearerFor(t.app, 'observer@example.com', 'Next#2026pass');
    });

    it('records the acceptance of the terms for the user themself only', async () => {
      await registerForm('terms@example.com', 3).expect(200);
      await request(t.app).put(
        `/api/user/confirm-user/token/${tokenOf((await lastMailTo(t.outboxDir, 'terms@example.com'))?.link)}`,
      );
      const login = await request(t.app)
        .post('/api/user/login/web')
        .type('form')
        .send({ email: 'terms@example.com', password: PASSWORD });
      const bearer = `Bearer ${String(login.body.data.token)}`;
      const id: number = login.body.data.user.id;
      await request(t.app)
        .get(`/api/secured/user/${id + 1}/acceptRodo`)
        .set('Authorization', bearer)
        .expect(403);
      const accepted = await request(t.app)
        .get(`/api/secured/user/${id}/acceptRodo`)
        .set('Authorization', bearer)
        .expect(200);
      expect(accepted.body.data.acceptedRodo).toBe(true);
    });
  });

  it('rate-limits failed login attempts with a translated 429', async () => {
    const limited = testApp(database, { loginLimit: { windowMs: 60_000, perAccount: 3, perAddress: 100 } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(limited.app)
        .post('/api/user/login/web')
        .type('form')
        .send({ email: 'x@example.com', password: 'y' })
        .expect(401);
    }
    const blocked = await request(limited.app)
      .post('/api/user/login/web')
      .set('Accept-Language', 'it')
      .type('form')
      .send({ email: 'x@example.com', password: 'y' })
      .expect(429);
    expect(blocked.body).toMatchObject({
      error: 'TOO_MANY_FAILED_LOGINS',
      message: expect.stringContaining('Troppi tentativi di accesso'),
    });
  });

  it('counts e-mail availability checks apart from login attempts', async () => {
    const limited = testApp(database, { rateLimit: { windowMs: 60_000, limit: 2 } });
    for (let check = 0; check < 5; check += 1) {
      await request(limited.app).get('/api/user/email-available?email=someone@example.com').expect(200);
    }
    await request(limited.app)
      .post('/api/user/login/web')
      .type('form')
      .send({ email: 'x@example.com', password: 'y' })
      .expect(401);
  });
});
