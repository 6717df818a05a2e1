import request from 'supertest';
import type { TestApp } from './test-app';
import { lastMailTo } from './outbox';

/** The password every self-registered test account uses. */
export const SELF_REGISTERED_PASSWORD = 'Stranger#2026pass';

export interface SelfRegisteredAccount {
  userId: number;
  bearer: string;
}

/**
 * Registers an account through the API as a stranger would (farmer 3 or expert 4), opens the
 * activation link from the outbox, logs in and (unless told not to) accepts the data-protection terms.
 */
export async function selfRegistered(
  t: TestApp,
  email: string,
  roleDicId: 3 | 4,
  options: { acceptTerms: boolean } = { acceptTerms: true },
): Promise<SelfRegisteredAccount> {
  const types = await request(t.app).get('/api/country/list/1').expect(200);
  const countryId = String(types.body.data[0].id);
  const institutions = await request(t.app).get(`/api/region/list/${countryId}`).expect(200);
  const institution =
    roleDicId === 4 ? { countryId, institutionDicId: String(institutions.body.data[0].id) } : {};
  await request(t.app)
    .post('/api/user/register')
    .type('form')
    .send({
      email,
      localeDicId: '1',
      roleDicId: String(roleDicId),
      password: SELF_REGISTERED_PASSWORD,
      ...institution,
    })
    .expect(200);
  const link = (await lastMailTo(t.outboxDir, email))?.link ?? '';
  const token = /\/user-account-confirmation\/([^/]+)\//.exec(link)?.[1];
  if (!token) throw new Error(`No activation link for ${email}`);
  await request(t.app).put(`/api/user/confirm-user/token/${token}`).expect(200);
  const login = await request(t.app)
    .post('/api/user/login/web')
    .type('form')
    .send({ email, password: SELF_REGISTERED_PASSWORD })
    .expect(200);
  const userId = Number(login.body.data.user.id);
  const bearer = `Bearer ${String(login.body.data.token)}`;
  if (options.acceptTerms) {
    await request(t.app)
      .get(`/api/secured/user/${userId}/acceptRodo`)
      .set('Authorization', bearer)
      .expect(200);
  }
  return { userId, bearer };
}
