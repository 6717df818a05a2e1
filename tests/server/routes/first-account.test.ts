import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { Database } from '@server/data/database';
import { runMigrations } from '@server/data/migrate';
import { seedDatabase } from '@server/data/seed/seed';
import { addMainAdministrator } from '@server/domain/access/add-main-administrator';
import { prepareSetup } from '@server/domain/access/prepare-setup';
import { lastMailTo } from '@tests/support/outbox';
import { testApp, type TestApp } from '@tests/support/test-app';
import { emptyDatabase, selectRows } from '@tests/support/test-database';

async function freshDatabase(): Promise<Database> {
  const database = await emptyDatabase();
  await runMigrations(database);
  await seedDatabase(database.db, { demo: false });
  return database;
}

async function mainAdministrators(database: Database): Promise<string[]> {
  const rows = await selectRows(database, sql`select email from app_user where is_super_user order by id`);
  return rows.map((row) => String(row.email));
}

function registration(t: TestApp, email: string, extra: Record<string, string> = {}) {
  return request(t.app)
    .post('/api/user/register')
    .type('form')
    .send({ email, localeDicId: '1', roleDicId: '3', password: 'Chief#2026pass', ...extra });
}

/**
 * Whoever reaches a fresh deployment first must not become its main administrator: the first main
 * administrator needs the setup token from the server log (or `npm run admin:create`), and the
 * database never holds two.
 */
describe('the first main administrator of a new deployment', () => {
  let database: Database;
  let t: TestApp;
  let setupToken: string;
  beforeAll(async () => {
    database = await freshDatabase();
    setupToken = (await prepareSetup(database.db)) ?? '';
    t = testApp(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps one setup token across restarts and tells the registration page that setup is pending', async () => {
    expect(setupToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await prepareSetup(database.db)).toBe(setupToken);
    const status = await request(t.app).get('/api/setup').expect(200);
    expect(status.body).toEqual({ success: true, data: { setupRequired: true } });
  });

  it('makes a registration without the token an ordinary account, not an administrator', async () => {
    const reply = await registration(t, 'first.comer@example.com').expect(200);
    expect(reply.body.data.user).toMatchObject({ roleDicId: 3, isSuperUser: false, isActive: false });
    expect(reply.body.data.token).toBeUndefined();
    expect(await mainAdministrators(database)).toEqual([]);
  });

  it('refuses a wrong setup token and creates nothing', async () => {
    const reply = await registration(t, 'guesser@example.com', { setupToken: 'wrong-token-guess' })
      .set('Accept-Language', 'pl')
      .expect(403);
    expect(reply.body).toMatchObject({
      error: 'SETUP_TOKEN_REQUIRED',
      message: expect.stringContaining('token'),
    });
    expect(await lastMailTo(t.outboxDir, 'guesser@example.com')).toBeUndefined();
    expect(await mainAdministrators(database)).toEqual([]);
  });

  it('makes the registration with the token the main administrator, logged in at once, and uses the token up', async () => {
    const reply = await registration(t, 'chief@example.com', { setupToken }).expect(200);
    expect(reply.body.data.user).toMatchObject({
      roleDicId: 1,
      isSuperUser: true,
      isActive: true,
      confirmed: true,
    });
    // The new administrator accepts the terms first, like everyone else, then works.
    const bearer = `Bearer ${String(reply.body.data.token)}`;
    await request(t.app)
      .get(`/api/secured/user/${reply.body.data.user.id}/acceptRodo`)
      .set('Authorization', bearer)
      .expect(200);
    await request(t.app).get('/api/secured/user/list2').set('Authorization', bearer).expect(200);
    expect(await lastMailTo(t.outboxDir, 'chief@example.com')).toBeUndefined();

    expect((await request(t.app).get('/api/setup').expect(200)).body.data).toEqual({ setupRequired: false });
    const again = await registration(t, 'second.chief@example.com', { setupToken }).expect(409);
    expect(again.body.error).toBe('ADMINISTRATOR_EXISTS');
    expect(await prepareSetup(database.db)).toBeUndefined();
    expect(await mainAdministrators(database)).toEqual(['chief@example.com']);
  });

  it('leaves every later account to the normal activation', async () => {
    const reply = await request(t.app)
      .post('/api/user/register')
      .type('form')
      .send({ email: 'second@example.com', localeDicId: '1', roleDicId: '1', password: 'Second#2026pass' })
      .expect(200);
    expect(reply.body.data.user).toMatchObject({
      roleDicId: 1,
      isSuperUser: false,
      isActive: false,
      confirmed: false,
    });
    expect(reply.body.data.token).toBeUndefined();
    expect((await lastMailTo(t.outboxDir, 'second@example.com'))?.subject).toBe('Activate your account');
  });
});

describe('at most one main administrator, whatever races', () => {
  let database: Database;
  afterEach(async () => {
    await database.close();
  });

  it('makes exactly one of ten simultaneous registrations with the token the main administrator', async () => {
    database = await freshDatabase();
    const token = (await prepareSetup(database.db)) ?? '';
    const t = testApp(database);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        registration(t, `racer${index}@example.com`, { setupToken: token }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const reply of replies.filter((candidate) => candidate.status !== 200)) {
      expect([403, 409]).toContain(reply.status);
      expect(['SETUP_TOKEN_REQUIRED', 'ADMINISTRATOR_EXISTS']).toContain(reply.body.error);
    }
    expect(await mainAdministrators(database)).toHaveLength(1);
  });

  it('refuses a second main administrator in the database itself', async () => {
    database = await freshDatabase();
    await addMainAdministrator(database.db, {
      email: 'chief@example.com',
      password: 'Chief#2026pass',
      now: new Date(),
    });
    await expect(
      database.db.execute(
        sql`insert into app_user (email, password_hash, locale_id, role_id, is_super_user) values ('second@example.com', 'x', 1, 1, true)`,
      ),
    ).rejects.toThrow();
    await expect(
      addMainAdministrator(database.db, {
        email: 'second@example.com',
        password: 'Second#2026pass',
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'ADMINISTRATOR_EXISTS' });
    expect(await mainAdministrators(database)).toEqual(['chief@example.com']);
  });

  it('keeps the first main administrator when the demo data is seeded afterwards', async () => {
    database = await freshDatabase();
    await addMainAdministrator(database.db, {
      email: 'chief@example.com',
      password: 'Chief#2026pass',
      now: new Date(),
    });
    await seedDatabase(database.db, { demo: true });
    expect(await mainAdministrators(database)).toEqual(['chief@example.com']);
  });
});
