import { sql } from 'drizzle-orm';
import request from 'supertest';
import { selfRegistered, type SelfRegisteredAccount } from '@tests/support/self-registered';
import { testApp, type TestApp } from '@tests/support/test-app';
import { selectRows } from '@tests/support/test-database';
import { one, type RoleName } from '../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture } from '../fill/fill-fixture';
import { generate, INDICATOR, indicatorShapeErrors, readReport, submitForm } from './report-support';

/**
 * Who may generate and read a questionnaire's reports and its unit: whoever may read the questionnaire
 * on the fill screen. Another's questionnaire is a 404, as if it did not exist, and nothing is stored.
 */
describe('the read scope of reports', () => {
  let f: FillFixture;
  let t: TestApp;
  let stranger: SelfRegisteredAccount;
  let environment: number;

  beforeAll(async () => {
    f = await fillFixture();
    t = testApp(f.database);
    stranger = await selfRegistered(t, 'stranger.farmer@example.com', 3);
    environment = await f.dic.form('environment');
    await submitForm(f, f.questionnaireId.own, 'environment');
    await submitForm(f, f.questionnaireId.assigned, 'environment');
  });
  afterAll(async () => {
    await f.close();
  });

  async function resultCount(): Promise<number> {
    const [row] = await selectRows(f.database, sql`select count(*)::int as n from indicator_result`);
    return Number(row?.n);
  }

  it.each<[RoleName, number]>([
    ['farmer', 200],
    ['coordinator', 200],
    ['observer', 200],
    ['admin', 200],
    ['expert', 404],
  ])('generates and reads the farmer’s questionnaire as the %s: %i', async (role, status) => {
    const before = await resultCount();
    const generated = await generate(f, f.bearer[role], f.questionnaireId.own, environment);
    expect(generated.status, JSON.stringify(generated.body)).toBe(status);
    const read = await readReport(f, f.bearer[role], f.questionnaireId.own, { formDicId: environment });
    expect(read.status).toBe(status);
    const unit = await request(f.app)
      .get(`${INDICATOR}/${f.questionnaireId.own}/unit`)
      .set('Authorization', f.bearer[role]);
    expect(unit.status).toBe(status);
    if (status === 404) {
      expect(generated.body.error).toBe('NOT_FOUND');
      expect(await resultCount()).toBe(before);
    } else {
      expect(read.body.data.length).toBeGreaterThan(0);
      expect(indicatorShapeErrors('ReportUnit', unit.body.data)).toEqual([]);
    }
  });

  it('lets the expert generate the report of the unit assigned to them', async () => {
    expect((await generate(f, f.bearer.expert, f.questionnaireId.assigned, environment)).status).toBe(200);
    const read = await readReport(f, f.bearer.expert, f.questionnaireId.assigned, { formDicId: environment });
    expect(read.body.data.length).toBeGreaterThan(0);
  });

  it('answers 404 to a freshly self-registered farmer for another farmer’s questionnaire, and stores nothing', async () => {
    const before = await resultCount();
    const as = (call: request.Test) => call.set('Authorization', stranger.bearer);
    const generated = await as(
      request(t.app).post(`${INDICATOR}/${f.questionnaireId.own}`).query({ formDicId: environment }),
    );
    const read = await as(
      request(t.app).get(`${INDICATOR}/${f.questionnaireId.own}`).query({ formDicId: environment }),
    );
    const unit = await as(request(t.app).get(`${INDICATOR}/${f.questionnaireId.other}/unit`));
    for (const reply of [generated, read, unit]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
    expect(await resultCount()).toBe(before);
    // Averages hide single units by the privacy minimum, so any signed-in account may read them.
    const averages = await as(
      request(t.app).get(`${INDICATOR}/average/${environment}`).query({ farmTypeId: f.unitTypeId.own }),
    );
    expect(averages.status).toBe(200);
  });

  it('names the unit of a questionnaire with its type in the asked language', async () => {
    const expected = await one(
      f.database,
      sql`select u.id, u.number, u.description, u.unit_type_id,
            (select text from translation where text_id = ut.text_id and locale_id = 2) as type_pl
          from unit u join unit_type ut on ut.id = u.unit_type_id where u.id = ${f.unitId.own}`,
    );
    const reply = await request(f.app)
      .get(`${INDICATOR}/${f.questionnaireId.own}/unit`)
      .query({ localeDicId: 2 })
      .set('Authorization', f.bearer.farmer)
      .expect(200);
    expect(reply.body.data).toEqual({
      questionnaireId: f.questionnaireId.own,
      unitId: Number(expected.id),
      unitNumber: 'PL-001',
      unitName: String(expected.description),
      unitTypeId: Number(expected.unit_type_id),
      unitTypeName: String(expected.type_pl),
    });
  });

  it.each([
    ['POST', `abc?formDicId=1`],
    ['POST', `1?formDicId=x`],
    ['POST', `1`],
    ['POST', `1?formDicId=1&extra=2`],
    ['GET', `abc?formDicId=1`],
    ['GET', `1?formDicId=1.5`],
    ['GET', `1`],
    ['GET', `-1/unit`],
    ['GET', `average/abc?farmTypeId=1`],
    ['GET', `average/1`],
    ['GET', `average/1?farmTypeId=two`],
  ])('answers 400 to %s indicator/%s and stores nothing', async (method, path) => {
    const before = await resultCount();
    const call =
      method === 'POST'
        ? request(f.app).post(`${INDICATOR}/${path}`)
        : request(f.app).get(`${INDICATOR}/${path}`);
    const reply = await call.set('Authorization', f.bearer.farmer);
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(reply.body).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    expect(await resultCount()).toBe(before);
  });

  it('answers 404 to ids that name nothing', async () => {
    expect((await generate(f, f.bearer.farmer, 2_000_000_000, environment)).status).toBe(404);
    expect((await generate(f, f.bearer.farmer, f.questionnaireId.own, 2_000_000_000)).status).toBe(404);
    const averages = await request(f.app)
      .get(`${INDICATOR}/average/${environment}`)
      .query({ farmTypeId: 2_000_000_000 })
      .set('Authorization', f.bearer.farmer);
    expect(averages.status).toBe(404);
  });
});
