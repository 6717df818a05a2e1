import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { insertQuestionnaire } from '@server/data/repositories/questionnaire-repository';
import type { SheetCell } from '@server/domain/export/export-batch-rows';
import type { ExportFileWriter } from '@server/domain/export/export-file-writer';
import { exportRequest } from '@server/domain/export/export-request';
import { writeReviewSheet } from '@server/domain/export/write-review-sheet';
import { ROLE } from '@server/shared/roles';
import { selectRows } from '@tests/support/test-database';
import { fillFixture, type FillFixture } from '../../routes/fill/fill-fixture';

/** A writer that keeps what it is given: the sheets' names, their rows, and when it was asked to be ready. */
function recordingWriter() {
  const log: string[] = [];
  const rows: (readonly SheetCell[])[] = [];
  const writer: ExportFileWriter = {
    startSheet: (name) => void log.push(`start ${name}`),
    addRow: (cells) => void rows.push(cells),
    ready: async () => void log.push(`ready after ${rows.length}`),
    endSheet: async () => void log.push('end'),
    finish: async () => undefined,
    abandon: () => undefined,
  };
  return { writer, log, rows };
}

/**
 * The Review sheet is read in keyset batches of the questionnaires that have review rows
 * (docs/decisions.md, "Issue 19: export of review"): every batch is written and waited for before
 * the next is read, questionnaires in id order, and a stopped download reads nothing more.
 */
describe('writeReviewSheet', () => {
  let f: FillFixture;
  const reviewed: number[] = [];

  beforeAll(async () => {
    f = await fillFixture();
    // Five more questionnaires on PL-001; every one of the six but the third gets an action.
    for (let n = 0; n < 5; n += 1) {
      await insertQuestionnaire(f.database.db, {
        unitId: f.unitId.own,
        unitTypeId: f.unitTypeId.own,
        unitNumber: 'PL-001',
        questionnaireTypeId: f.demoTypeId,
        createdByUserId: f.userId.farmer,
      });
    }
    const rows = await selectRows(
      f.database,
      sql`select id from questionnaire where unit_id = ${f.unitId.own} order by id`,
    );
    const ids = rows.map((row) => Number(row.id));
    for (const [index, id] of ids.entries()) {
      if (index === 2) continue;
      reviewed.push(id);
      await f.database.db.execute(
        sql`insert into approval_action (questionnaire_id, kind, actor_user_id) values (${id}, 'confirmed', ${f.userId.coordinator})`,
      );
    }
    // Another unit's questionnaire, not in the request.
    await f.database.db.execute(
      sql`insert into approval_action (questionnaire_id, kind) values (${f.questionnaireId.other}, 'unblocked')`,
    );
  });
  afterAll(async () => {
    await f.close();
  });

  const request = () => exportRequest({ localeDicId: '1', farmId: String(f.unitId.own) }, new Date());
  const caller = () => ({ id: f.userId.coordinator, roleId: ROLE.coordinator });

  it('writes the reviewed questionnaires in batches, waiting after each full one', async () => {
    const { writer, log, rows } = recordingWriter();
    const whole = await writeReviewSheet(
      f.database.db,
      caller(),
      request(),
      'Review',
      2,
      writer,
      new PassThrough(),
    );
    expect(whole).toBe(true);
    expect(rows.map((row) => row[0])).toEqual(reviewed);
    expect(rows.every((row) => row[8] === 'Questionnaire confirmed')).toBe(true);
    // Five reviewed questionnaires, two per batch: two full batches, then one of one.
    expect(log).toEqual(['start Review', 'ready after 2', 'ready after 4', 'end']);
  });

  it('reads nothing once the download has stopped', async () => {
    const { writer, rows, log } = recordingWriter();
    const controller = new AbortController();
    controller.abort();
    const whole = await writeReviewSheet(
      f.database.db,
      caller(),
      request(),
      'Review',
      2,
      writer,
      new PassThrough(),
      controller.signal,
    );
    expect(whole).toBe(false);
    expect(rows).toEqual([]);
    expect(log).toEqual(['start Review']);
  });
});
