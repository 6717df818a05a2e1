import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { AverageIndicatorResult, IndicatorResult } from '@schemas/generated/api/indicator';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { demoReportUnits } from '@server/data/seed/demo-reports';
import { seedDatabase } from '@server/data/seed/seed';
import { bearerFor, testApp } from '@tests/support/test-app';
import { openTestDatabase, selectRows } from '@tests/support/test-database';

const INDICATOR = '/api/secured/indicator';

function allNodes<T extends { subIndicators: readonly T[] }>(tree: readonly T[]): T[] {
  return tree.flatMap((node) => [node, ...allNodes(node.subIndicators)]);
}

/**
 * The reported comparison units of the demo data (server/data/seed/demo-reports.ts), seeded here on a
 * copy of the test template, which leaves them out: their report forms are answered, submitted and
 * reported by the same computation as POST indicator, so the farmer's unit type has averages.
 */
describe('demo report units', () => {
  let database: Database;
  let app: ReturnType<typeof testApp>['app'];
  let coordinator: string;

  async function numbers(query: ReturnType<typeof sql>): Promise<number[]> {
    return (await selectRows(database, query)).map((row) => Number(row.n));
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDatabase(database.db, { demo: true });
    app = testApp(database).app;
    coordinator = await bearerFor(app, 'coordinator@example.com', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await database.close();
  });

  it('adds the units to the farmer’s unit type, each with its report forms submitted and reported', async () => {
    const codes = demoReportUnits.map((unit) => unit.number);
    const rows = await selectRows(
      database,
      sql`select u.number, q.id as questionnaire_id,
            (select count(*)::int from filled_form ff join form f on f.id = ff.form_id
              where ff.questionnaire_id = q.id and f.has_report and not ff.status) as unsubmitted,
            (select count(*)::int from indicator_result r where r.questionnaire_id = q.id) as results,
            (select count(*)::int from indicator_result r where r.questionnaire_id = q.id and r.scaled_value is not null) as valued
          from unit u join questionnaire q on q.unit_id = u.id
          where u.unit_type_id = (select unit_type_id from unit where number = 'PL-001') and u.number <> 'PL-001'
          order by u.number`,
    );
    expect(rows.map((row) => row.number)).toEqual(codes);
    const [reportIndicators] = await numbers(
      sql`select count(*)::int as n from indicator i join form f on f.id = i.form_id where f.has_report`,
    );
    for (const row of rows) {
      expect(row.unsubmitted).toBe(0);
      expect(row.results).toBe(reportIndicators);
      // Nearly every indicator has a value (an optional group without an instance may leave one out).
      expect(Number(row.valued)).toBeGreaterThan(Number(reportIndicators) * 0.8);
    }
  });

  it('stores what generating the report again computes from the seeded answers', async () => {
    const [questionnaireId] = await numbers(
      sql`select q.id as n from questionnaire q join unit u on u.id = q.unit_id where u.number = ${demoReportUnits[0].number}`,
    );
    const [formId] = await numbers(sql`select id as n from form where has_report order by order_key limit 1`);
    const read = async (): Promise<IndicatorResult[]> =>
      (
        await request(app)
          .get(`${INDICATOR}/${questionnaireId}`)
          .query({ formDicId: formId })
          .set('Authorization', coordinator)
          .expect(200)
      ).body.data;
    const seeded = await read();
    expect(seeded.length).toBeGreaterThan(0);
    await request(app)
      .post(`${INDICATOR}/${questionnaireId}`)
      .query({ formDicId: formId })
      .set('Authorization', coordinator)
      .expect(200);
    expect(await read()).toEqual(seeded);
  });

  it('gives the farmer’s unit type averages of every report form, and the farmer’s questionnaire a report once submitted', async () => {
    const farmer = await bearerFor(app, 'farmer@example.com', DEMO_PASSWORD);
    const [unitTypeId] = await numbers(sql`select unit_type_id as n from unit where number = 'PL-001'`);
    const formIds = await numbers(sql`select id as n from form where has_report order by order_key`);
    expect(formIds.length).toBeGreaterThanOrEqual(4);
    for (const formId of formIds) {
      const reply = await request(app)
        .get(`${INDICATOR}/average/${formId}`)
        .query({ farmTypeId: unitTypeId })
        .set('Authorization', farmer)
        .expect(200);
      const themes: AverageIndicatorResult[] = reply.body.data;
      expect(themes.length).toBeGreaterThan(0);
      for (const theme of themes) {
        expect(theme.unitCount).toBe(demoReportUnits.length);
        expect(theme.scal_value).toEqual(expect.any(Number));
      }
      expect(allNodes(themes).every((node) => node.unitCount <= demoReportUnits.length)).toBe(true);
    }

    const [own] = await numbers(
      sql`select q.id as n from questionnaire q join unit u on u.id = q.unit_id where u.number = 'PL-001'`,
    );
    await database.db.execute(
      sql`update filled_form set status = true, submitted_at = now() where questionnaire_id = ${own} and form_id = ${formIds[0]}`,
    );
    await request(app)
      .post(`${INDICATOR}/${own}`)
      .query({ formDicId: formIds[0] })
      .set('Authorization', farmer)
      .expect(200);
  });

  it('adds nothing when seeded again', async () => {
    const counts = () =>
      selectRows(
        database,
        sql`select (select count(*)::int from unit) as units, (select count(*)::int from answer) as answers,
              (select count(*)::int from indicator_result) as results`,
      );
    const before = await counts();
    await seedDatabase(database.db, { demo: true });
    expect(await counts()).toEqual(before);
  });
});
