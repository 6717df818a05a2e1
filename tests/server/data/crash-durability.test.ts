import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseTarget } from '@server/data/database';
import { tokenOf } from '@tests/bench/demo-login';
import {
  BURST_KEYS,
  burstQuestions,
  burstSaveBody,
  burstValue,
  type BurstQuestion,
} from '@tests/support/burst-questions';
import {
  buildServerOf,
  copyOfProject,
  startServerProcess,
  type ServerProcess,
} from '@tests/support/server-process';
import { selectRows, testDatabaseTarget } from '@tests/support/test-database';

/** How many times the server is killed in the middle of a burst of saves. */
const ROUNDS = 3;
const CLIENTS = BURST_KEYS.length;

/** What one client knows of its question: the last save acknowledged and the one it had in flight. */
interface ClientRecord {
  acknowledged: number;
  inFlight: number | undefined;
}

/** The versions and answers of the filled questions `ids`, read from the database itself. */
function storedRows(database: Database, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  return selectRows(
    database,
    sql`select fq.id, fq.version, fq.saved_at is not null as "savedAtSet",
          coalesce(json_agg(a.answer order by a.id) filter (where a.id is not null), '[]'::json) as answers,
          count(a.id) filter (where a.saved_at is null)::int as "answersWithoutTime"
        from filled_question fq left join answer a on a.filled_question_id = fq.id
        where fq.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by fq.id order by fq.id`,
  );
}

/** Where the server keeps its data across the kills, the test's questions and what they held at first. */
interface ServerData {
  env: Record<string, string>;
  target: DatabaseTarget;
  questions: BurstQuestion[];
  initialRows: Record<string, unknown>[];
  dispose(): Promise<void>;
}

/**
 * A PGlite data directory made from the test template (the demo data), or, in the PostgreSQL pass, a
 * database cloned from the template.
 */
async function serverData(): Promise<ServerData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fq-crash-'));
  const template = inject('templateDatabase');
  let target: DatabaseTarget;
  let dropDatabase = async (): Promise<void> => undefined;
  let database: Database;
  if (template.kind === 'pglite') {
    // The server opens DATA_DIR/pglite (server/config.ts); loaded here from the template.
    target = { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
    database = await openDatabase({
      ...target,
      loadDataDir: new Blob([readFileSync(template.snapshotFile)]),
    });
  } else {
    const clone = await testDatabaseTarget();
    target = clone.target;
    dropDatabase = clone.dispose;
    database = await openDatabase(target);
  }
  try {
    const questions = await burstQuestions(database);
    return {
      env: { DATA_DIR: dataDir, ...(target.kind === 'postgresql' ? { DATABASE_URL: target.url } : {}) },
      target,
      questions,
      initialRows: await storedRows(
        database,
        questions.map((question) => question.id),
      ),
      dispose: async () => {
        await dropDatabase();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await database.close();
  }
}

/**
 * No lost answers: the server process is killed with SIGKILL while a burst of answer saves is in
 * flight, started again on the same data, and every save it acknowledged (a 200) is there with its
 * value and version; a save in flight at the kill is either wholly there or wholly absent. Half-written
 * means, concretely: a question whose version was raised without its answer replaced (the stored text
 * names another version), or whose old answer was deleted without the new one inserted, or both kept
 * (not exactly one answer row). Repeated ROUNDS times; on PGlite (a data directory) and, in the
 * PostgreSQL pass, on PostgreSQL.
 */
describe('answers saved before the server process is killed', () => {
  let project: string;
  let data: ServerData;
  let questions: BurstQuestion[];
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    project = copyOfProject();
    const [prepared] = await Promise.all([serverData(), buildServerOf(project)]);
    data = prepared;
    questions = data.questions;
  }, 120_000);
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await data.dispose();
    rmSync(project, { recursive: true, force: true });
  });

  it(
    'finds every acknowledged save after each kill, and no save half-written',
    { timeout: 150_000 },
    async () => {
      expect(questions).toHaveLength(CLIENTS);
      const records = new Map<number, ClientRecord>(
        questions.map((question) => [question.id, { acknowledged: 0, inFlight: undefined }]),
      );
      // Each client starts from the version and answers the template holds.
      const initial = new Map<number, { version: number; answers: unknown }>();
      for (const row of data.initialRows) {
        const record = records.get(Number(row.id));
        if (record) record.acknowledged = Number(row.version);
        initial.set(Number(row.id), { version: Number(row.version), answers: row.answers });
      }
      /** The answers a question holds at `version`: the template's, or those of the save that raised it there. */
      const answersAt = (question: BurstQuestion, version: number) => {
        const before = initial.get(question.id);
        return version === before?.version ? before.answers : [burstValue(question, version)];
      };

      for (let round = 0; round < ROUNDS; round += 1) {
        const running = await startServerProcess(project, data.env);
        server = running;
        const bearer = `Bearer ${await tokenOf(running.url, 'farmer@example.com')}`;

        // After a restart the server answers the state the previous round left, through its API.
        for (const question of questions) {
          const record = records.get(question.id);
          const reply = await fetch(`${running.url}/api/secured/question/${question.id}`, {
            headers: { authorization: bearer },
          });
          expect(reply.status).toBe(200);
          const body: unknown = await reply.json();
          const { version, answers } = fillQuestionOf(body);
          expect([record?.acknowledged, record?.inFlight]).toContain(version);
          expect(answers).toEqual(answersAt(question, version));
          if (record) {
            record.acknowledged = version;
            record.inFlight = undefined;
          }
        }

        // Kill after a number of acknowledged saves that differs from round to round.
        const killAfter = 20 + round * 17;
        let acknowledgedThisRound = 0;
        let killed = false;
        let cutOff = 0;
        const unexpected: string[] = [];

        async function client(question: BurstQuestion): Promise<void> {
          const record = records.get(question.id);
          if (!record) throw new Error('No record');
          while (!killed) {
            const version = record.acknowledged;
            record.inFlight = version + 1;
            let status: number;
            let replyText: string;
            try {
              const reply = await fetch(`${running.url}/api/secured/question/save`, {
                method: 'POST',
                headers: { authorization: bearer, 'content-type': 'application/json' },
                body: JSON.stringify(burstSaveBody(question, version)),
              });
              status = reply.status;
              replyText = await reply.text();
            } catch {
              // The connection ended with the process: this save's fate is unknown to the client.
              cutOff += 1;
              return;
            }
            if (status !== 200) {
              unexpected.push(`${status} ${replyText}`);
              record.inFlight = undefined;
              return;
            }
            record.acknowledged = version + 1;
            record.inFlight = undefined;
            acknowledgedThisRound += 1;
            if (acknowledgedThisRound === killAfter && !killed) {
              killed = true;
              running.child.kill('SIGKILL');
            }
          }
        }

        await Promise.all(questions.map((question) => client(question)));
        expect(unexpected).toEqual([]);
        expect(await running.exited).toBe('SIGKILL');
        server = undefined;
        expect(acknowledgedThisRound).toBeGreaterThanOrEqual(killAfter);
        // The kill came in the middle of the burst: saves were on their way.
        expect(cutOff).toBeGreaterThan(0);
      }

      // The data as the last kill left it, read by SQL (on PGlite, opening the data directory
      // recovers it as a server start would).
      const database = await openDatabase(data.target);
      const rows = await storedRows(database, [...records.keys()]).finally(() => database.close());
      expect(rows).toHaveLength(CLIENTS);
      for (const row of rows) {
        const id = Number(row.id);
        const record = records.get(id);
        const question = questions.find((candidate) => candidate.id === id);
        if (!question) throw new Error(`Not a question of the test: ${id}`);
        const version = Number(row.version);
        expect([record?.acknowledged, record?.inFlight]).toContain(version);
        expect(row).toEqual({
          id,
          version: row.version,
          savedAtSet: true,
          answers: answersAt(question, version),
          answersWithoutTime: 0,
        });
      }
    },
  );
});

/** The version and answer texts of a GET secured/question/{id} reply. */
function fillQuestionOf(body: unknown): { version: number; answers: unknown[] } {
  if (typeof body === 'object' && body !== null && 'data' in body) {
    const { data } = body;
    if (
      typeof data === 'object' &&
      data !== null &&
      'version' in data &&
      typeof data.version === 'number' &&
      'answers' in data &&
      Array.isArray(data.answers)
    ) {
      return {
        version: data.version,
        answers: data.answers.map((answer: unknown) =>
          typeof answer === 'object' && answer !== null && 'answer' in answer ? answer.answer : answer,
        ),
      };
    }
  }
  throw new Error(`Not a question: ${JSON.stringify(body)}`);
}
