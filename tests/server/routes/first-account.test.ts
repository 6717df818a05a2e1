import request from 'supertest';
import type { Database } from '@server/data/database';
import { runMigrations } from '@server/data/migrate';
import { seedDatabase } from '@server/data/seed/seed';
import { lastMailTo } from '@tests/support/outbox';
import { testApp, type TestApp } from '@tests/support/test-app';
import { emptyDatabase } from '@tests/support/test-database';

describe('the first account of an empty database', () => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await emptyDatabase();
    await runMigrations(database);
    await seedDatabase(database.db, { demo: false });
    t = testApp(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('becomes the main administrator and is logged in at once, whatever role it asked for', async () => {
    const reply = await request(t.app)
      .post('/api/user/register')
      .type('form')
      .send({ email: 'chief@example.com', localeDicId: '1', roleDicId: '3', password: 'Chief#2026pass' })
      .expect(200);
    expect(reply.body.data.user).toMatchObject({
      roleDicId: 1,
      isSuperUser: true,
      isActive: true,
      confirmed: true,
    });
    const found = await request(t.app)
      .get('/api/secured/user/get?email=chief@example.com')
      .set('Authorization', `Bearer ${String(reply.body.data.token)}`)
      .expect(200);
    expect(found.body.data).toMatchObject({ roleDicId: 1 });
    expect(await lastMailTo(t.outboxDir, 'chief@example.com')).toBeUndefined();
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
