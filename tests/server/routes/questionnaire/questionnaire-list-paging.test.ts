import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { QuestionnaireListItem } from '@schemas/generated/api/lists';
import { selectRows } from '@tests/support/test-database';
import { idOf, questionnaireFixture, setRight, type QuestionnaireFixture } from './questionnaire-fixture';

const LIST = '/api/secured/questinnaire/list2';
const EXTRA = 41;

/** The list's sort properties and the row field each sorts by (compared case-insensitively). */
const sortKeys: Record<string, (item: QuestionnaireListItem) => string | number | null> = {
  unit_name: (item) => item.farmName.toLowerCase(),
  unit_type_id: (item) => item.farmType.toLowerCase(),
  institution_name: (item) => item.regionName?.toLowerCase() ?? null,
  institution_type: (item) => item.countryName?.toLowerCase() ?? null,
  questionnaire_email: (item) => item.email?.toLowerCase() ?? null,
  questionnaire_name: (item) => item.questionnaireName.toLowerCase(),
  questionnaire_status: (item) => item.status,
  questionnaire_data_creation: (item) => item.questionnaryDate,
};

/**
 * The list reads a page past the middle backwards from the end, sorts by type name one type at a
 * time and looks search matches up through trigram indexes: each must give exactly what one ordered
 * query with OFFSET gives.
 */
describe('questionnaire list paging, ties and search', () => {
  let f: QuestionnaireFixture;
  let meadowUnitId: number;

  beforeAll(async () => {
    f = await questionnaireFixture();
    await setRight(f.database, f.userId.coordinator, f.longTypeId, true);
    const unitTypeId = f.unitTypeId.own;
    meadowUnitId = await idOf(
      f.database,
      sql`insert into unit (description, number, unit_type_id, owner_user_id)
          values ('Łąka Żółta', 'PL-950', ${unitTypeId}, ${f.userId.otherFarmer}) returning id`,
    );
    // Many questionnaires sharing units, days, statuses and types: sort ties everywhere.
    await f.database.db.execute(sql`
      insert into questionnaire (unit_id, questionnaire_type_id, created_by_user_id, is_active, created_at)
      select (array[${f.unitId.own}, ${f.unitId.assigned}, ${f.unitId.other}, ${meadowUnitId}]::int[])[1 + n % 4],
             case when n % 3 = 0 then ${f.longTypeId}::int else ${f.demoTypeId}::int end,
             null, n % 2 = 0, '2025-03-01T08:00:00Z'::timestamptz + (n % 5) * interval '1 day'
      from generate_series(1, ${EXTRA}::int) n`);
  });
  afterAll(async () => {
    await f.close();
  });

  async function page(query: Record<string, string | number>) {
    const reply = await request(f.app)
      .get(LIST)
      .query(query)
      .set('Authorization', f.bearer.coordinator)
      .set('Accept-Language', 'en')
      .expect(200);
    return reply.body as { data: QuestionnaireListItem[]; total: number };
  }
  const ids = (items: QuestionnaireListItem[]) => items.map((item) => item.id);
  const sort = (property: string, direction: 'ASC' | 'DESC') => JSON.stringify([{ property, direction }]);

  it('gives every page, from either end, the rows of the whole ordered list, ties broken by id', async () => {
    for (const property of Object.keys(sortKeys)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const label = `${property} ${direction}`;
        const whole = await page({ sort: sort(property, direction), limit: 200 });
        expect(whole.data.length, label).toBe(whole.total);
        expect(whole.total, label).toBeGreaterThan(EXTRA);
        // Equal keys keep ascending ids, whichever the direction.
        const key = sortKeys[property] ?? (() => null);
        whole.data.forEach((item, index) => {
          const previous = whole.data[index - 1];
          if (previous && key(previous) === key(item)) expect(item.id, label).toBeGreaterThan(previous.id);
        });
        // Pages of 7: those past the middle are read from the end; the last one is short.
        const paged: number[] = [];
        for (let start = 0; start < whole.total; start += 7) {
          const reply = await page({ sort: sort(property, direction), start, limit: 7 });
          expect(reply.total, label).toBe(whole.total);
          paged.push(...ids(reply.data));
        }
        expect(paged, label).toEqual(ids(whole.data));
      }
    }
  });

  it('answers a page that runs past the end, and none beyond it', async () => {
    const whole = await page({ limit: 200 });
    const tail = await page({ start: whole.total - 3, limit: 10 });
    expect(ids(tail.data)).toEqual(ids(whole.data).slice(-3));
    expect((await page({ start: whole.total, limit: 10 })).data).toEqual([]);
  });

  it('sorts by type name one whole type after the other, within a filter', async () => {
    const filter = JSON.stringify([{ operator: 'eq', property: 'questionnaire_status', value: 0 }]);
    const ascending = await page({ sort: sort('questionnaire_name', 'ASC'), filter, limit: 200 });
    const descending = await page({ sort: sort('questionnaire_name', 'DESC'), filter, limit: 200 });
    const names = (items: QuestionnaireListItem[]) => [
      ...new Set(items.map((item) => item.questionnaireName)),
    ];
    expect(names(ascending.data)).toHaveLength(2);
    expect(names(descending.data)).toEqual([...names(ascending.data)].reverse());
    expect(ascending.data.every((item) => item.status === 0)).toBe(true);
    const middle = await page({ sort: sort('questionnaire_name', 'DESC'), filter, start: 5, limit: 20 });
    expect(ids(middle.data)).toEqual(ids(descending.data).slice(5, 25));
  });

  it('finds substrings whatever their case, diacritics compared as typed', async () => {
    const unitCount = (items: QuestionnaireListItem[]) => new Set(items.map((item) => item.farmId));
    for (const text of ['ŁĄKA', 'żółta', 'ąka ż', 'ka', 'pl-95']) {
      const found = await page({ searchText: text, limit: 200 });
      expect([...unitCount(found.data)], text).toEqual([meadowUnitId]);
      expect(found.total, text).toBeGreaterThan(5);
    }
    expect((await page({ searchText: 'zolta' })).total).toBe(0);
    expect((await page({ searchText: 'a_b' })).total).toBe(0);
    const byEmail = await page({ searchText: 'OTHER.FARMER@', limit: 200 });
    expect([...unitCount(byEmail.data)].sort()).toEqual([f.unitId.other, meadowUnitId].sort());
    const byType = await page({ searchText: 'long survey', limit: 200 });
    expect(byType.data.every((item) => item.questionnaireDicId === f.longTypeId)).toBe(true);
    expect(byType.total).toBe(Math.floor(EXTRA / 3) + 1);
  });

  it('pages a search that matches more questionnaires than it hands over as ids', async () => {
    await f.database.db.execute(sql`
      insert into questionnaire (unit_id, questionnaire_type_id, created_by_user_id, is_active)
      select ${meadowUnitId}::int, ${f.demoTypeId}::int, null, false from generate_series(1, 2100)`);
    const first = await page({ searchText: 'żółta', limit: 5 });
    const last = await page({ searchText: 'żółta', start: first.total - 5, limit: 5 });
    expect(first.total).toBeGreaterThan(2100);
    expect(last.data).toHaveLength(5);
    // Only the meadow unit matches: its questionnaires in id order are the whole list.
    const rows = await selectRows(
      f.database,
      sql`select id from questionnaire where unit_id = ${meadowUnitId} order by id`,
    );
    const whole = rows.map((row) => Number(row.id));
    expect(whole).toHaveLength(first.total);
    expect(ids(first.data)).toEqual(whole.slice(0, 5));
    expect(ids(last.data)).toEqual(whole.slice(-5));
  });
});
