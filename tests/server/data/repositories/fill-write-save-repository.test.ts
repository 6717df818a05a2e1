import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/data/database';
import { fillWriteSaveRepository } from '@server/data/repositories/fill-write-save-repository';
import { openTestDatabase, selectRows } from '../../../support/test-database';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('fillWriteSaveRepository.saveIfVersion', () => {
  it('stores and answers a dozen answers in the order sent (the 11th after the 10th, not after the 2nd)', async () => {
    const [row] = await selectRows(
      database,
      sql`select id, version from filled_question order by id limit 1`,
    );
    const id = Number(row?.id);
    const version = Number(row?.version);
    const sent = Array.from({ length: 12 }, (_, n) => ({ answer: `answer ${n}` }));

    const saved = await fillWriteSaveRepository(database.db).saveIfVersion(id, version, sent);

    expect(saved?.version).toBe(version + 1);
    expect(saved?.answers.map((answer) => answer.answer)).toEqual(sent.map((answer) => answer.answer));
    const stored = await selectRows(
      database,
      sql`select answer from answer where filled_question_id = ${id} order by id`,
    );
    expect(stored.map((answer) => answer.answer)).toEqual(sent.map((answer) => answer.answer));
  });

  it('changes nothing when the version is no longer the stored one', async () => {
    const [row] = await selectRows(
      database,
      sql`select id, version from filled_question order by id limit 1`,
    );
    const id = Number(row?.id);
    const stale = Number(row?.version) - 1;

    expect(await fillWriteSaveRepository(database.db).saveIfVersion(id, stale, [{ answer: 'late' }])).toBe(
      undefined,
    );
    const [after] = await selectRows(database, sql`select version from filled_question where id = ${id}`);
    expect(Number(after?.version)).toBe(stale + 1);
  });
});
