import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { insertQuestionnaire } from '@server/data/repositories/questionnaire-repository';
import { ROLE } from '@server/shared/roles';
import { exportAnswers, type ExportSummary } from '@server/domain/export/export-answers';
import { selectRows } from '@tests/support/test-database';
import { fillFixture, type FillFixture } from '../../routes/fill/fill-fixture';

/** An output that takes every byte and keeps none, counting them. */
function sink(): Writable & { bytes: number } {
  const output = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        output.bytes += chunk.length;
        done();
      },
    }),
    { bytes: 0 },
  );
  return output;
}

/**
 * A download the client gives up stops reading (docs/decisions.md, issue 17): once the signal fires
 * (or the output is gone) no further batch of questionnaires is written or asked for (beyond the one
 * already read ahead), the file is abandoned, and the summary says how far it got. Several
 * questionnaires are read one or two per batch.
 */
describe('a cancelled export', () => {
  let f: FillFixture;
  let general: number;
  const QUESTIONNAIRES = 6;

  beforeAll(async () => {
    f = await fillFixture();
    general = await f.dic.form('general');
    // PL-001 gets more questionnaires of the demo type: six in all.
    for (let n = 1; n < QUESTIONNAIRES; n += 1) {
      await insertQuestionnaire(f.database.db, {
        unitId: f.unitId.own,
        unitTypeId: f.unitTypeId.own,
        unitNumber: 'PL-001',
        questionnaireTypeId: f.demoTypeId,
        createdByUserId: f.userId.farmer,
      });
    }
  });
  afterAll(async () => {
    await f.close();
  });

  const coordinator = () => ({ id: f.userId.coordinator, roleId: ROLE.coordinator });
  const prepare = (batchSize: number) =>
    exportAnswers(
      f.database.db,
      coordinator(),
      { localeDicId: '1', farmId: String(f.unitId.own), formId: String(general) },
      { now: () => new Date(), batchSize },
    );

  it('reads every batch of a download that runs to its end', async () => {
    const output = sink();
    const summary = await (await prepare(2)).write(output);
    const [instances] = await selectRows(
      f.database,
      sql`select count(*)::int as n from filled_question_list l
          join filled_subform s on s.id = l.filled_subform_id
          join filled_form ff on ff.id = s.filled_form_id
          join questionnaire q on q.id = ff.questionnaire_id
          where q.unit_id = ${f.unitId.own} and ff.form_id = ${general}`,
    );
    expect(summary).toEqual<ExportSummary>({
      // A row per group instance of the general form.
      rows: Number(instances?.n),
      // Three full batches of two, then one empty read that ends the sheet.
      batches: QUESTIONNAIRES / 2 + 1,
      cancelled: false,
    });
    expect(output.writableFinished).toBe(true);
    expect(output.bytes).toBeGreaterThan(0);
  });

  it('stops reading after the batch during which the signal fires', async () => {
    const client = new AbortController();
    const progress: ExportSummary[] = [];
    const output = sink();
    const summary = await (
      await prepare(1)
    ).write(output, {
      signal: client.signal,
      onBatch: (done) => {
        progress.push(done);
        client.abort();
      },
    });
    expect(summary.cancelled).toBe(true);
    expect(summary.batches).toBe(1);
    expect(summary.batches).toBeLessThan(QUESTIONNAIRES);
    expect(progress).toHaveLength(1);
    // The file is abandoned, not ended as if it were whole.
    expect(output.writableEnded).toBe(false);
  });

  it('stops reading when the output goes away', async () => {
    const output = sink();
    const summary = await (
      await prepare(1)
    ).write(output, {
      onBatch: (done) => {
        if (done.batches === 2) output.destroy();
      },
    });
    expect(summary).toMatchObject({ cancelled: true, batches: 2 });
  });
});
