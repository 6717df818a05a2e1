import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { AverageIndicatorResult } from '@schemas/generated/api/indicator';
import { insertQuestionnaire } from '@server/data/repositories/questionnaire-repository';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { bearerFor, testApp } from '@tests/support/test-app';
import { idOf } from '../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture } from '../fill/fill-fixture';
import { countQueries } from '../fill/read/read-support';
import { allNodes, INDICATOR, indicatorId, indicatorShapeErrors, nodeOf, submitForm } from './report-support';

/**
 * GET indicator/average/{formDicId}?farmTypeId: the averages over the stored reports of submitted
 * forms of units of one type. The snapshots are written here directly with known numbers, so the
 * test pins down the SQL aggregate (which reports count, the mean, the distinct units, the minimum).
 */
describe('averages of reports by unit type', () => {
  let f: FillFixture;
  let environment: number;
  let duration: number;
  let storage: number;
  let sequence = 0;

  beforeAll(async () => {
    f = await fillFixture();
    environment = await f.dic.form('environment');
    duration = await indicatorId(f, 'env_storage_duration');
    storage = await indicatorId(f, 'env_storage');
  });
  afterAll(async () => {
    await f.close();
  });

  /** A new unit of a type with one questionnaire of the demo type; answers the questionnaire's id. */
  async function unitWithQuestionnaire(
    unitTypeId: number,
  ): Promise<{ unitId: number; questionnaireId: number }> {
    sequence += 1;
    const number = `AV-${sequence}`;
    const unitId = await idOf(
      f.database,
      sql`insert into unit (description, number, unit_type_id, owner_user_id)
          values (${`Average farm ${sequence}`}, ${number}, ${unitTypeId}, ${f.userId.otherFarmer}) returning id`,
    );
    const questionnaireId = await insertQuestionnaire(f.database.db, {
      unitId,
      unitTypeId,
      unitNumber: number,
      questionnaireTypeId: f.demoTypeId,
      createdByUserId: f.userId.otherFarmer,
    });
    return { unitId, questionnaireId };
  }

  /** A stored snapshot row of one indicator (value, scaled value). */
  async function store(
    questionnaireId: number,
    indicator: number,
    value: number | null,
    scaled: number | null,
  ) {
    await f.database.db.execute(
      sql`insert into indicator_result (questionnaire_id, indicator_id, value, scaled_value)
          values (${questionnaireId}, ${indicator}, ${value}, ${scaled})`,
    );
  }

  async function averages(
    farmTypeId: number,
    options: { app?: typeof f.app; bearer?: string; localeDicId?: number } = {},
  ): Promise<AverageIndicatorResult[]> {
    const reply = await request(options.app ?? f.app)
      .get(`${INDICATOR}/average/${environment}`)
      .query({ farmTypeId, ...(options.localeDicId ? { localeDicId: options.localeDicId } : {}) })
      .set('Authorization', options.bearer ?? f.bearer.observer);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(indicatorShapeErrors('AverageIndicator', reply.body.data)).toEqual([]);
    return reply.body.data;
  }

  it('gives every indicator of the form, nested, with no value and no unit while no report is stored', async () => {
    const tree = await averages(f.unitTypeId.own, { localeDicId: 2 });
    expect(tree[0]?.name).toBe('Gospodarka nawozami naturalnymi');
    const count = await idOf(
      f.database,
      sql`select count(*)::int as id from indicator where form_id = ${environment}`,
    );
    const nodes = allNodes(tree);
    expect(nodes).toHaveLength(count);
    expect(
      nodes.every((node) => node.unitCount === 0 && node.value === null && node.scal_value === null),
    ).toBe(true);
  });

  it('averages submitted reports of units of the type, and hides averages of fewer units than the minimum', async () => {
    const type = f.unitTypeId.own;
    const first = await unitWithQuestionnaire(type);
    const second = await unitWithQuestionnaire(type);
    for (const [unit, months] of [
      [first, 6],
      [second, 10],
    ] as const) {
      await submitForm(f, unit.questionnaireId, 'environment');
      await store(unit.questionnaireId, duration, months, ((months - 4) / 8) * 100);
      await store(unit.questionnaireId, storage, null, null);
    }
    // Two units are below the default minimum of three: the count shows, the values do not.
    const fewer = countQueries(f.database);
    let tree = await averages(type);
    const queriesForTwo = fewer.count();
    expect(queriesForTwo).toBeGreaterThan(0);
    fewer.restore();
    expect(nodeOf(tree, duration)).toMatchObject({ unitCount: 2, value: null, scal_value: null });

    const third = await unitWithQuestionnaire(type);
    await submitForm(f, third.questionnaireId, 'environment');
    await store(third.questionnaireId, duration, 11, 87.5);
    // Not counted: a report of a form that is not submitted (any more), and a unit of another type.
    const unsubmitted = await unitWithQuestionnaire(type);
    await store(unsubmitted.questionnaireId, duration, 4, 0);
    const otherType = await unitWithQuestionnaire(f.unitTypeId.other);
    await submitForm(f, otherType.questionnaireId, 'environment');
    await store(otherType.questionnaireId, duration, 12, 100);

    // One aggregate query, however many reports: the same number of statements as for two units.
    const more = countQueries(f.database);
    tree = await averages(type);
    expect(more.count()).toBe(queriesForTwo);
    more.restore();
    const node = nodeOf(tree, duration);
    expect(node?.unitCount).toBe(3);
    expect(node?.value).toBeCloseTo((6 + 10 + 11) / 3, 9);
    expect(node?.scal_value).toBeCloseTo((25 + 75 + 87.5) / 3, 9);
    // A null value is no unit with a value.
    expect(nodeOf(tree, storage)).toMatchObject({ unitCount: 0, value: null, scal_value: null });

    const ofOtherType = nodeOf(await averages(f.unitTypeId.other), duration);
    expect(ofOtherType).toMatchObject({ unitCount: 1, value: null, scal_value: null });
  });

  it('counts a unit with two questionnaires once towards the minimum', async () => {
    const type = await idOf(f.database, sql`select id from unit_type where key = 'piglet_production'`);
    const unit = await unitWithQuestionnaire(type);
    const secondQuestionnaire = await insertQuestionnaire(f.database.db, {
      unitId: unit.unitId,
      unitTypeId: type,
      unitNumber: 'AV-twice',
      questionnaireTypeId: f.demoTypeId,
      createdByUserId: f.userId.otherFarmer,
    });
    const another = await unitWithQuestionnaire(type);
    for (const [questionnaireId, months] of [
      [unit.questionnaireId, 5],
      [secondQuestionnaire, 7],
      [another.questionnaireId, 9],
    ] as const) {
      await submitForm(f, questionnaireId, 'environment');
      await store(questionnaireId, duration, months, ((months - 4) / 8) * 100);
    }
    expect(nodeOf(await averages(type), duration)).toMatchObject({ unitCount: 2, value: null });
    // With a minimum of two (REPORT_MIN_AVERAGE_UNITS), the three reports of the two units are averaged.
    const lenient = testApp(f.database, { reportMinAverageUnits: 2 }).app;
    const bearer = await bearerFor(lenient, 'observer@example.com', DEMO_PASSWORD);
    const node = nodeOf(await averages(type, { app: lenient, bearer }), duration);
    expect(node?.unitCount).toBe(2);
    expect(node?.value).toBeCloseTo(7, 9);
  });

  it('answers 404 for a form or unit type that does not exist', async () => {
    const reply = await request(f.app)
      .get(`${INDICATOR}/average/2000000000`)
      .query({ farmTypeId: f.unitTypeId.own })
      .set('Authorization', f.bearer.farmer);
    expect(reply.status).toBe(404);
  });
});
