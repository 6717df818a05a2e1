import { sql } from 'drizzle-orm';
import request from 'supertest';
import { appForSuite } from '@tests/support/suite-app';
import { selectRows } from '@tests/support/test-database';

const PASSWORD = 'Rules#2026pass';

/** The specification's e-mail rules at registration, one test each, and one address never two accounts. */
describe('e-mail addresses at registration', () => {
  const suite = appForSuite();

  const register = (email: string) =>
    request(suite.t.app)
      .post('/api/user/register')
      .type('form')
      .send({ email, localeDicId: '1', roleDicId: '3', password: PASSWORD });

  async function accountsLike(pattern: string): Promise<string[]> {
    const rows = await selectRows(
      suite.database,
      sql`select email from app_user where email like ${pattern} order by id`,
    );
    return rows.map((row) => String(row.email));
  }

  it('requires an address', async () => {
    expect((await register('').expect(400)).body.error).toBe('VALIDATION_FAILED');
    expect((await register('   ').expect(400)).body.error).toBe('VALIDATION_FAILED');
  });

  it('requires the standard address pattern', async () => {
    for (const email of [
      'farmer',
      'farmer@',
      '@example.com',
      'far mer@example.com',
      'farmer@example',
      'a@b@example.com',
    ]) {
      expect((await register(email).expect(400)).body.error, email).toBe('INVALID_EMAIL');
    }
  });

  it('allows at most 100 characters', async () => {
    const domain = '@example.com';
    expect((await register(`${'a'.repeat(101 - domain.length)}${domain}`).expect(400)).body.error).toBe(
      'INVALID_EMAIL',
    );
    await register(`${'a'.repeat(100 - domain.length)}${domain}`).expect(200);
  });

  it('refuses capital letters with its own message', async () => {
    const reply = await register('New.Farmer@example.com').expect(400);
    expect(reply.body.error).toBe('EMAIL_UPPERCASE');
  });

  it('takes surrounding spaces as no part of the address: never a second account beside an existing one', async () => {
    for (const email of [' farmer@example.com', 'farmer@example.com ', '\tfarmer@example.com\n']) {
      expect((await register(email).expect(409)).body.error, JSON.stringify(email)).toBe('EMAIL_TAKEN');
    }
    expect(await accountsLike('%farmer@example.com%')).toEqual(['farmer@example.com']);
  });

  it('stores a new address without its surrounding spaces, so its owner logs in with it as typed', async () => {
    await register('  spaced.farmer@example.com ').expect(200);
    expect(await accountsLike('%spaced.farmer%')).toEqual(['spaced.farmer@example.com']);
    const available = await request(suite.t.app)
      .get('/api/user/email-available?email=%20spaced.farmer@example.com')
      .expect(200);
    expect(available.body.data).toEqual({ available: false });
  });

  it('is refused by the database itself when stored untrimmed or twice in other letters', async () => {
    const insert = (email: string) =>
      suite.database.db.execute(
        sql`insert into app_user (email, password_hash, locale_id, role_id) values (${email}, 'x', 1, 3)`,
      );
    await expect(insert(' farmer@example.com')).rejects.toThrow();
    await expect(insert('FARMER@example.com')).rejects.toThrow();
    await expect(insert('')).rejects.toThrow();
  });
});
