import { SignJWT } from 'jose';
import request from 'supertest';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { selfRegistered } from '@tests/support/self-registered';
import { bearerFor } from '@tests/support/test-app';
import { appForSuite } from '@tests/support/suite-app';

const SECRET = 'a test secret of the session lifetimes';
const MINUTES = 1 / 60;

/** Tokens of 15 minutes, sessions of 1 hour (short, so the absolute end is reached in a few renewals). */
describe('session lifetimes: logout, renewal, idle and absolute expiry', () => {
  const suite = appForSuite({ jwtSecret: SECRET, lifetimes: { tokenMinutes: 15, sessionHours: 1 } });

  const secured = (bearer: string) =>
    request(suite.t.app).get('/api/secured/farm/list2').set('Authorization', bearer);
  const renew = (bearer: string) =>
    request(suite.t.app).post('/api/secured/user/session/renew').set('Authorization', bearer);
  const logout = (bearer: string) =>
    request(suite.t.app).post('/api/secured/user/logout').set('Authorization', bearer);
  const farmer = () => bearerFor(suite.t.app, 'farmer@example.com', DEMO_PASSWORD);
  const renewed = async (bearer: string) => {
    const reply = await renew(bearer).expect(200);
    expect(reply.body.data).toEqual({ token: expect.any(String) });
    return `Bearer ${String(reply.body.data.token)}`;
  };

  it('logout refuses the token at once, and ends only that session', async () => {
    const laptop = await farmer();
    const phone = await farmer();
    await secured(laptop).expect(200);
    await logout(laptop).expect(200);
    await secured(laptop).expect(401);
    await renew(laptop).expect(401);
    await logout(laptop).expect(401);
    // The same account's other login goes on.
    await secured(phone).expect(200);
  });

  it('renewal gives a working token; the old one lasts only until its own expiry', async () => {
    const first = await farmer();
    suite.t.clock.advanceHours(10 * MINUTES);
    const second = await renewed(first);
    await secured(first).expect(200);
    await secured(second).expect(200);
    // 16 minutes after login the first token has expired; the renewed one (issued at 10) has not.
    suite.t.clock.advanceHours(6 * MINUTES);
    await secured(first).expect(401);
    await renew(first).expect(401);
    await secured(second).expect(200);
  });

  it('refuses renewal after logout, with the renewed token as with the old one', async () => {
    const first = await farmer();
    const second = await renewed(first);
    await logout(second).expect(200);
    await renew(first).expect(401);
    await renew(second).expect(401);
    await secured(first).expect(401);
  });

  it('ends a session left idle for a token lifetime: nothing renews an expired token', async () => {
    const bearer = await farmer();
    suite.t.clock.advanceHours(15 * MINUTES + 1 / 3600);
    await secured(bearer).expect(401);
    await renew(bearer).expect(401);
  });

  it('ends a session at its absolute lifetime however often it was renewed', async () => {
    let bearer = await farmer();
    for (let minute = 12; minute < 60; minute += 12) {
      suite.t.clock.advanceHours(12 * MINUTES);
      bearer = await renewed(bearer);
    }
    // Renewed at 48 minutes, the token still ends with the session at 60, not at 63.
    suite.t.clock.advanceHours(11 * MINUTES);
    await secured(bearer).expect(200);
    suite.t.clock.advanceHours(1 * MINUTES + 1 / 3600);
    await secured(bearer).expect(401);
    await renew(bearer).expect(401);
  });

  it('refuses a well-signed token that names no session (as issued before sessions were kept)', async () => {
    const login = await request(suite.t.app)
      .post('/api/user/login/web')
      .type('form')
      .send({ email: 'farmer@example.com', password: DEMO_PASSWORD })
      .expect(200);
    const sessionless = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(login.body.data.user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    await secured(`Bearer ${sessionless}`).expect(401);
  });

  it('refuses a token whose session id is another account’s session', async () => {
    const farmerBearer = await farmer();
    const expert = await bearerFor(suite.t.app, 'expert@example.com', DEMO_PASSWORD);
    const expertClaims = JSON.parse(
      Buffer.from(expert.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { sid: string };
    const farmerId = Number(
      JSON.parse(Buffer.from(farmerBearer.split('.')[1] ?? '', 'base64url').toString('utf8')).sub,
    );
    // Even signed with the server's key, the farmer's id with the expert's session is no session.
    const mixed = await new SignJWT({ sid: expertClaims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(farmerId))
      .setIssuedAt(suite.t.clock.now())
      .setExpirationTime(new Date(suite.t.clock.now().getTime() + 60_000))
      .sign(new TextEncoder().encode(SECRET));
    await secured(`Bearer ${mixed}`).expect(401);
  });

  it('lets an account that has not accepted the terms yet renew and log out', async () => {
    const { bearer } = await selfRegistered(suite.t, 'undecided.sessions@example.com', 3, {
      acceptTerms: false,
    });
    const next = await renewed(bearer);
    await logout(next).expect(200);
    await renew(bearer).expect(401);
  });

  it('shows the health details only to a live administrator’s session', async () => {
    const admin = await bearerFor(suite.t.app, 'admin@example.com', DEMO_PASSWORD);
    const detailed = await request(suite.t.app).get('/api/health').set('Authorization', admin).expect(200);
    expect(detailed.body.data.database).toEqual(expect.any(String));
    await logout(admin).expect(200);
    const plain = await request(suite.t.app).get('/api/health').set('Authorization', admin).expect(200);
    expect(plain.body.data).toEqual({ status: 'ok' });
  });
});
