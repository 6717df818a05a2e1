import { sql } from 'drizzle-orm';
import type { Database } from '@server/data/database';

export const FARMERS = 2_000;
export const UNITS_PER_FARMER = 10;
export const QUESTIONNAIRES_PER_UNIT = 5;

/** The `value` column of a one-row query. */
export async function firstValue(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result: unknown = await database.db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    const [first]: unknown[] = result.rows;
    if (typeof first === 'object' && first !== null && 'value' in first) return Number(first.value);
  }
  throw new Error('No value');
}

/**
 * Bulk rows in SQL: farmers, their units (one in ten assigned to the demo expert), questionnaires, forms.
 * `farmers` scales it (the list benchmarks' 2,000 make 100,000 questionnaires).
 */
export async function seedVolume(database: Database, farmers = FARMERS): Promise<void> {
  const { db } = database;
  const typeId = await firstValue(
    database,
    sql`select id as value from questionnaire_type where key = 'pig_farm_sustainability'`,
  );
  await db.execute(sql`
    insert into app_user (email, password_hash, locale_id, role_id, email_verified, confirmed, is_active)
    select 'bench.farmer' || n || '@example.com', 'not-a-hash', 1 + n % 6, 3, true, true, true
    from generate_series(1, ${farmers}) n`);
  // Serial ids of one insert are consecutive, so farmer n is firstFarmerId + n - 1.
  const firstFarmerId = await firstValue(
    database,
    sql`select min(id) as value from app_user where email like 'bench.farmer%'`,
  );
  await db.execute(sql`
    insert into unit (description, number, unit_type_id, institution_id, owner_user_id, created_at)
    select (array['Green','Oak','River','Hill','Meadow','Stone','Birch','Lake'])[1 + n % 8]
             || ' farm ' || n,
           'B-' || lpad(n::text, 6, '0'),
           (select id from unit_type order by id offset n % (select count(*) from unit_type) limit 1),
           (select id from institution order by id offset n % (select count(*) from institution) limit 1),
           ${firstFarmerId} + (n - 1) / ${UNITS_PER_FARMER},
           now() - (n % 1000) * interval '1 day'
    from generate_series(1, ${farmers * UNITS_PER_FARMER}) n`);
  await db.execute(sql`
    insert into unit_assignment (unit_id, user_id, status)
    select u.id, (select id from app_user where email = 'expert@example.com'), 'accepted'
    from unit u where u.number like 'B-%' and u.id % 10 = 0`);
  await db.execute(sql`
    insert into questionnaire (unit_id, questionnaire_type_id, created_by_user_id, is_active, created_at)
    select u.id, ${typeId}, u.owner_user_id, (u.id + k) % 3 = 0,
           now() - ((u.id * 7 + k * 131) % 1100) * interval '1 day'
    from unit u cross join generate_series(1, ${QUESTIONNAIRES_PER_UNIT}) k
    where u.number like 'B-%'`);
  await db.execute(sql`
    insert into filled_form (questionnaire_id, form_id, status)
    select q.id, f.id, (q.id + f.id) % 4 = 0
    from questionnaire q join form f on f.questionnaire_type_id = q.questionnaire_type_id
    where not exists (select 1 from filled_form ff where ff.questionnaire_id = q.id)`);
  // As autovacuum would after a bulk load: planner statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
}
