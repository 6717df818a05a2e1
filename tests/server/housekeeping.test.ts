import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '@server/data/database';
import { saveOperation } from '@server/data/schema/index';
import { SAVE_OPERATION_DAYS } from '@server/domain/fill/write/forget-old-operations';
import { startHousekeeping } from '@server/housekeeping';
import { createLogger } from '@server/logger';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

const DAY_MS = 86_400_000;

/** A logger whose lines a test reads. */
function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger('info', destination), lines };
}

describe('housekeeping', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it(`forgets the operation ids of offline saves applied more than ${SAVE_OPERATION_DAYS} days ago, and only those`, async () => {
    const [target] = await selectRows(
      database,
      sql`select fq.id as filled_question_id, u.id as user_id from filled_question fq, app_user u
          where u.email = 'farmer@example.com' limit 1`,
    );
    if (!target) throw new Error('No filled question in the demo data');
    const now = new Date('2026-11-28T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const operation = (days: number) => ({
      id: randomUUID(),
      userId: Number(target.user_id),
      filledQuestionId: Number(target.filled_question_id),
      version: 1,
      appliedAt: daysAgo(days),
    });
    const old = [operation(SAVE_OPERATION_DAYS + 30), operation(SAVE_OPERATION_DAYS + 1)];
    const kept = [operation(SAVE_OPERATION_DAYS - 1), operation(0)];
    await database.db.insert(saveOperation).values([...old, ...kept]);

    const { log, lines } = memoryLog();
    const stop = startHousekeeping(database.db, log, () => now);
    await stop();

    const left = await selectRows(database, sql`select id from save_operation order by applied_at`);
    expect(left.map((row) => row.id)).toEqual(kept.map((row) => row.id));
    expect(lines).toContainEqual(expect.objectContaining({ forgotten: 2, level: 30 }));
  });

  it('logs a failure as a warning and does not throw when the database is away', async () => {
    const closed = await openTestDatabase();
    await closed.close();
    const { log, lines } = memoryLog();
    const stop = startHousekeeping(closed.db, log);
    await expect(stop()).resolves.toBeUndefined();
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringContaining('housekeeping failed') }),
    );
  });
});
