import { sql } from 'drizzle-orm';
import type { IndicatorResult } from '@schemas/generated/api/indicator';
import { selectRows } from '@tests/support/test-database';
import { one } from '../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture } from '../fill/fill-fixture';
import {
  allNodes,
  generate,
  indicatorId,
  indicatorShapeErrors,
  nodeOf,
  readReport,
  submitForm,
} from './report-support';

/**
 * POST indicator/{questionnaireId}?formDicId then GET indicator/{questionnaireId}: the environment form
 * of the farmer's demo questionnaire, answered in two questions, gives the tree the decision rules of
 * docs/decisions.md ("how indicators are computed") make of them.
 */
describe('generating and reading a report', () => {
  let f: FillFixture;
  let environment: number;
  let storageTypeScore: number;
  let storageTypeOption: number;

  beforeAll(async () => {
    f = await fillFixture();
    environment = await f.dic.form('environment');
    const scored = await one(
      f.database,
      sql`select o.id, o.score from answer_option o where o.question_id = ${await f.dic.question('storage_type')}
          and o.score is not null and o.score > 0 and o.score < 1 order by o.order_key limit 1`,
    );
    storageTypeOption = Number(scored.id);
    storageTypeScore = Number(scored.score);
    const own = f.questionnaireId.own;
    await f.putAnswers(await f.filled.question(own, 'storage_months'), [{ answer: '8' }]);
    await f.putAnswers(await f.filled.question(own, 'storage_type'), [{ answerOptionId: storageTypeOption }]);
  });
  afterAll(async () => {
    await f.close();
  });

  async function storedRows(questionnaireId: number): Promise<Record<string, unknown>[]> {
    return selectRows(
      f.database,
      sql`select r.id, r.indicator_id, r.value, r.scaled_value from indicator_result r
          join indicator i on i.id = r.indicator_id
          where r.questionnaire_id = ${questionnaireId} and i.form_id = ${environment} order by r.indicator_id`,
    );
  }

  it('reads an empty list before any report was generated', async () => {
    const reply = await readReport(f, f.bearer.farmer, f.questionnaireId.own, { formDicId: environment });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, data: [] });
  });

  it('refuses a form that is not submitted with a translated 409 and stores nothing', async () => {
    const reply = await generate(f, f.bearer.farmer, f.questionnaireId.own, environment).set(
      'Accept-Language',
      'pl',
    );
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ success: false, error: 'REPORT_FORM_NOT_SUBMITTED' });
    expect(reply.body.message).toMatch(/formularz/i);
    expect(await storedRows(f.questionnaireId.own)).toEqual([]);
  });

  it('refuses a form without indicators and a form of another questionnaire type', async () => {
    await submitForm(f, f.questionnaireId.own, 'general');
    const general = await generate(f, f.bearer.farmer, f.questionnaireId.own, await f.dic.form('general'));
    expect(general.status).toBe(404);
    expect(general.body.error).toBe('REPORT_NOT_AVAILABLE');
    const longForm = await one(
      f.database,
      sql`select id from form where questionnaire_type_id = ${f.longTypeId} limit 1`,
    );
    const other = await generate(f, f.bearer.farmer, f.questionnaireId.own, Number(longForm.id));
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('NOT_FOUND');
  });

  it('computes the submitted form from its answers and reads it back nested, in the asked language', async () => {
    await submitForm(f, f.questionnaireId.own, 'environment');
    const reply = await generate(f, f.bearer.farmer, f.questionnaireId.own, environment);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const indicatorCount = await one(
      f.database,
      sql`select count(*)::int as n from indicator where form_id = ${environment}`,
    );
    expect(await storedRows(f.questionnaireId.own)).toHaveLength(Number(indicatorCount.n));

    const read = await readReport(f, f.bearer.farmer, f.questionnaireId.own, {
      formDicId: environment,
      localeDicId: 2,
    });
    expect(read.status).toBe(200);
    const tree: IndicatorResult[] = read.body.data;
    expect(indicatorShapeErrors('Indicator', tree)).toEqual([]);
    expect(tree.map((theme) => theme.indicator_dic_id)).toEqual([
      await indicatorId(f, 'env_manure'),
      await indicatorId(f, 'env_resources'),
      await indicatorId(f, 'env_energy'),
    ]);
    expect(tree[0]?.name).toBe('Gospodarka nawozami naturalnymi');

    // storage_months 8 on the scale 4-12 is half way; the storage type gives its option's score.
    const duration = nodeOf(tree, await indicatorId(f, 'env_storage_duration'));
    expect(duration).toMatchObject({ value: 8, scal_value: 50, subIndicators: [] });
    const quality = nodeOf(tree, await indicatorId(f, 'env_storage_quality'));
    expect(quality?.scal_value).toBeCloseTo(storageTypeScore * 100, 6);
    expect(quality?.value).toBeCloseTo(storageTypeScore * 100, 6);
    const storage = nodeOf(tree, await indicatorId(f, 'env_storage'));
    expect(storage?.scal_value).toBeCloseTo((storageTypeScore * 100 + 50) / 2, 6);
    expect(storage?.subIndicators.map((node) => node.indicator_dic_id)).toEqual([
      await indicatorId(f, 'env_storage_quality'),
      await indicatorId(f, 'env_storage_duration'),
    ]);
    // Unanswered branches are null and left out of their parents' means, not counted as 0.
    expect(nodeOf(tree, await indicatorId(f, 'env_application'))).toMatchObject({
      value: null,
      scal_value: null,
    });
    expect(nodeOf(tree, await indicatorId(f, 'env_manure'))?.scal_value).toBeCloseTo(
      storage?.scal_value ?? NaN,
      6,
    );
    expect(nodeOf(tree, await indicatorId(f, 'env_energy'))).toMatchObject({ scal_value: null });

    const english = await readReport(f, f.bearer.farmer, f.questionnaireId.own, { formDicId: environment });
    expect(english.body.data[0].name).toBe('Manure management');
    expect(allNodes<IndicatorResult>(english.body.data)).toHaveLength(Number(indicatorCount.n));
  });

  it('replaces the stored snapshot when generated again, and leaves the answers alone', async () => {
    const before = await storedRows(f.questionnaireId.own);
    await f.putAnswers(await f.filled.question(f.questionnaireId.own, 'storage_months'), [{ answer: '12' }]);
    const answersBefore = await selectRows(
      f.database,
      sql`select id, answer, answer_option_id from answer order by id`,
    );
    const reply = await generate(f, f.bearer.coordinator, f.questionnaireId.own, environment);
    expect(reply.status).toBe(200);
    const after = await storedRows(f.questionnaireId.own);
    expect(after).toHaveLength(before.length);
    expect(after.map((row) => row.id)).not.toEqual(before.map((row) => row.id));
    const duration = await indicatorId(f, 'env_storage_duration');
    expect(after.find((row) => Number(row.indicator_id) === duration)).toMatchObject({
      value: 12,
      scaled_value: 100,
    });
    expect(
      await selectRows(f.database, sql`select id, answer, answer_option_id from answer order by id`),
    ).toEqual(answersBefore);
    const read = await readReport(f, f.bearer.farmer, f.questionnaireId.own, { formDicId: environment });
    expect(nodeOf<IndicatorResult>(read.body.data, duration)).toMatchObject({ value: 12, scal_value: 100 });
  });

  it('generates one report several times at once without failing, one snapshot left', async () => {
    const before = await storedRows(f.questionnaireId.own);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => generate(f, f.bearer.coordinator, f.questionnaireId.own, environment)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    expect(await storedRows(f.questionnaireId.own)).toHaveLength(before.length);
  });

  it('keeps the reports of other forms and questionnaires when one is generated', async () => {
    const welfare = await f.dic.form('animal_welfare');
    await submitForm(f, f.questionnaireId.own, 'animal_welfare');
    expect((await generate(f, f.bearer.farmer, f.questionnaireId.own, welfare)).status).toBe(200);
    const environmentRows = await storedRows(f.questionnaireId.own);
    expect((await generate(f, f.bearer.farmer, f.questionnaireId.own, welfare)).status).toBe(200);
    expect(await storedRows(f.questionnaireId.own)).toEqual(environmentRows);
    const welfareRead = await readReport(f, f.bearer.farmer, f.questionnaireId.own, { formDicId: welfare });
    expect(welfareRead.body.data.length).toBeGreaterThan(0);
    expect(allNodes<IndicatorResult>(welfareRead.body.data).every((node) => node.scal_value === null)).toBe(
      true,
    );
  });
});
