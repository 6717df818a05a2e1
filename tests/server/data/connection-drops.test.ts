import { sql } from 'drizzle-orm';
import pg from 'pg';
import request from 'supertest';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { translate } from '@server/i18n/index';
import { start, type RunningServer } from '@server/server';
import {
  BURST_KEYS,
  burstQuestions,
  burstSaveBody,
  burstValue,
  type BurstQuestion,
} from '@tests/support/burst-questions';
import { bearerFor } from '@tests/support/test-app';
import { selectRows, testDatabaseTarget, type TestDatabaseTarget } from '@tests/support/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;
// It ends connections and closes a database to new ones (only its own): never on anything but this machine.
const onThisMachine =
  serverUrl !== undefined && ['127.0.0.1', 'localhost'].includes(new URL(serverUrl).hostname);

/**
 * PostgreSQL ends the server's connections (a restart, a failover, pg_terminate_backend) in the middle
 * of a burst of answer saves: the server stays up, answers the requests caught in the drop with 503
 * and Retry-After, serves again at once, and loses no save it acknowledged. Needs a real PostgreSQL
 * on this machine, so it runs in the CI's PostgreSQL pass (TEST_DATABASE_URL on 127.0.0.1).
 */
describe.skipIf(!onThisMachine)('the server when PostgreSQL drops its connections', () => {
  let target: TestDatabaseTarget;
  let server: RunningServer;
  let databaseName: string;
  // Without error listeners the driver's 'error' event is thrown out of a socket callback: in
  // production that ends the process; under Vitest it would only be reported beside passing tests.
  const crashes: unknown[] = [];
  const recordCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordCrash);
    target = await testDatabaseTarget();
    if (target.target.kind !== 'postgresql') throw new Error('Needs PostgreSQL');
    databaseName = new URL(target.target.url).pathname.slice(1);
    server = await start({ port: 0, host: '127.0.0.1', database: target.target, demoData: false });
  });
  afterAll(async () => {
    process.off('uncaughtException', recordCrash);
    await server.stop();
    await target.dispose();
  });

  /** Ends every connection of the server's database, as an administrator's pg_terminate_backend would. */
  async function terminateConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      return ended.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('keeps serving, answers 503 with Retry-After during the drop, and loses no acknowledged save', async () => {
    const database = server.database;
    if (!database) throw new Error('No database');
    const bearer = await bearerFor(server.httpServer, 'farmer@example.com', DEMO_PASSWORD);
    const questions = await burstQuestions(database);
    const initialVersions = new Map(
      (
        await selectRows(
          database,
          sql`select id, version from filled_question where id in (${sql.join(
            questions.map((question) => sql`${question.id}`),
            sql`, `,
          )})`,
        )
      ).map((row) => [Number(row.id), Number(row.version)]),
    );
    expect(questions).toHaveLength(BURST_KEYS.length);

    const statuses: number[] = [];
    let retryAfterMissing = 0;
    /** Every reply other than a 200, as the client received it. */
    const refusals: Record<string, unknown>[] = [];
    const acknowledged = new Map<number, { text: string; version: number }>();

    /** One question's saves in order, each retried after a 503 as the fill screen does. */
    async function saveChain(question: BurstQuestion) {
      let version = Number(initialVersions.get(question.id));
      for (let step = 0; step < 8; step += 1) {
        for (let attempt = 0; attempt < 40; attempt += 1) {
          const reply = await request(server.httpServer)
            .post('/api/secured/question/save')
            .set('Authorization', bearer)
            .set('Accept-Language', 'de')
            .send(burstSaveBody(question, version));
          statuses.push(reply.status);
          if (reply.status === 200) {
            version += 1;
            acknowledged.set(question.id, { text: burstValue(question, version), version });
            break;
          }
          refusals.push(reply.body);
          if (reply.headers['retry-after'] === undefined) retryAfterMissing += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }

    let saving = true;
    /** Reads beside the saves, as other users' screens would make them: never a 500 either. */
    async function readChain(path: string) {
      while (saving) {
        const reply = await request(server.httpServer).get(path).set('Authorization', bearer);
        statuses.push(reply.status);
        if (reply.status !== 200) refusals.push(reply.body);
        if (reply.status !== 200 && reply.headers['retry-after'] === undefined) retryAfterMissing += 1;
      }
    }

    const saves = Promise.all(questions.map((question) => saveChain(question)));
    const reads = Promise.all([
      readChain('/api/secured/farm/list2'),
      readChain(`/api/secured/questionlist/${String(questions[0]?.listId)}`),
    ]);
    /** Waits until `count` more replies came back: the burst is under way on every connection. */
    async function afterReplies(count: number) {
      const target = statuses.length + count;
      while (statuses.length < target) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await afterReplies(questions.length);
    expect(await terminateConnections()).toBeGreaterThan(0);
    await afterReplies(questions.length);
    await terminateConnections();
    await saves;
    saving = false;
    await reads;

    expect(crashes).toEqual([]);

    expect(new Set(statuses.filter((status) => status !== 200))).toEqual(
      new Set(statuses.some((status) => status !== 200) ? [503] : []),
    );
    expect(retryAfterMissing).toBe(0);
    // Retryable and translated, in the language asked for (the reads ask for none: English), and
    // nothing of the driver's error, the SQL or a stack trace: only the request's id, which finds
    // the server's log line.
    const unavailable = (locale: 'de' | 'en') => ({
      success: false,
      error: 'DATABASE_UNAVAILABLE',
      message: translate(locale, 'errors.DATABASE_UNAVAILABLE'),
    });
    for (const { requestId, ...body } of refusals) {
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect([unavailable('de'), unavailable('en')]).toContainEqual(body);
    }
    // The drops caught requests in flight (twelve saves and two reads on ten connections).
    expect(refusals.length).toBeGreaterThan(0);
    await request(server.httpServer).get('/api/health').expect(200);
    await request(server.httpServer).get('/api/secured/farm/list2').set('Authorization', bearer).expect(200);

    for (const question of questions) {
      const saved = acknowledged.get(question.id);
      const [stored] = await selectRows(
        database,
        sql`select fq.version, a.answer from filled_question fq left join answer a on a.filled_question_id = fq.id
            where fq.id = ${question.id}`,
      );
      expect(saved?.version).toBe(Number(initialVersions.get(question.id)) + 8);
      expect(stored).toEqual({ version: saved?.version, answer: saved?.text });
    }
  });

  it('answers 503 with Retry-After while the database is away, never a 500', async () => {
    const database = server.database;
    if (!database) throw new Error('No database');
    // Hold the database back from new connections, end the existing ones, then ask.
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`alter database ${databaseName} allow_connections false`);
      await terminateConnections();
      const reply = await request(server.httpServer).get('/api/country/list/1');
      expect(reply.status).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.body).toMatchObject({ success: false, error: 'DATABASE_UNAVAILABLE' });
    } finally {
      await admin.query(`alter database ${databaseName} allow_connections true`);
      await admin.end();
    }
    await request(server.httpServer).get('/api/country/list/1').expect(200);
    expect(crashes).toEqual([]);
  });
});
