import { sql } from 'drizzle-orm';
import type { Database } from '@server/data/database';
import { readMigrationState, runMigrations, type MigrationState } from '@server/data/migrate';
import { emptyDatabase, selectRows } from '@tests/support/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;

const expectedTables = [
  'locale',
  'translated_text',
  'translation',
  'role',
  'unit_type',
  'institution_type',
  'institution',
  'answer_type',
  'app_user',
  'user_token',
  'questionnaire_type_right',
  'unit',
  'unit_assignment',
  'questionnaire_type',
  'form',
  'subform',
  'question_group',
  'question',
  'answer_option',
  'questionnaire',
  'filled_form',
  'filled_subform',
  'filled_question_list',
  'filled_question',
  'answer',
  'indicator',
  'indicator_result',
];

describe(`migrations on ${serverUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  // One database for the file: the migrations run once on it while empty, the tests read what they made
  // (the last one adds rows of its own).
  let database: Database;
  let created: MigrationState;
  beforeAll(async () => {
    database = await emptyDatabase();
    created = await runMigrations(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('create the whole data model on an empty database and record the version', async () => {
    const state = created;
    expect(state.version).toBe(state.known);
    expect(state.known).toBeGreaterThan(0);
    const rows = await selectRows(
      database,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((row) => String(row.table_name));
    expect(tables).toEqual(expect.arrayContaining(expectedTables));
  });

  it('running them again changes nothing', async () => {
    const second = await runMigrations(database);
    expect(second).toEqual(created);
    expect(await readMigrationState(database)).toEqual(created);
  });

  it('store the geometries of answers as GeoJSON (jsonb) beside the chosen option', async () => {
    const columns = await selectRows(
      database,
      sql`select column_name, data_type from information_schema.columns where table_name = 'answer'`,
    );
    const types = Object.fromEntries(columns.map((row) => [String(row.column_name), String(row.data_type)]));
    expect(types).toMatchObject({
      geom_answer: 'jsonb',
      grid_geom_answer: 'jsonb',
      answer_option_id: 'integer',
    });
  });

  it('create the trigram indexes the lists search with, usable for a case-insensitive contains', async () => {
    const indexes = await selectRows(
      database,
      sql`select indexname, indexdef from pg_indexes where indexname like '%trgm_idx'`,
    );
    expect(indexes.map((row) => String(row.indexname)).sort()).toEqual([
      'app_user_email_trgm_idx',
      'unit_description_trgm_idx',
      'unit_number_trgm_idx',
    ]);
    expect(indexes.every((row) => String(row.indexdef).includes('gin_trgm_ops'))).toBe(true);
    const [similar] = await selectRows(database, sql`select similarity('oak farm', 'oak farm 12') > 0 as ok`);
    expect(similar?.ok).toBe(true);
  });

  it('refuse two accounts whose e-mails differ only in case', async () => {
    await database.db.execute(sql`insert into locale (id, locale_name) values (1, 'en')`);
    await database.db.execute(sql`insert into translated_text default values`);
    await database.db.execute(sql`insert into role (id, key, text_id) values (3, 'farmer', 1)`);
    await database.db.execute(
      sql`insert into app_user (email, password_hash, locale_id, role_id) values ('a@example.com', 'x', 1, 3)`,
    );
    await expect(
      database.db.execute(
        sql`insert into app_user (email, password_hash, locale_id, role_id) values ('A@example.com', 'x', 1, 3)`,
      ),
    ).rejects.toThrow();
  });
});
