/**
 * The SQL one answer save sends, counted with drizzle's query logger on an in-memory PGlite with the
 * demo data (`npx tsx tests/bench/api-save-queries.ts`, also printed by `npm run bench:api`). Saves a
 * question with no rule reading other answers, one whose bound is another answer of its group
 * instance, and one whose bound is an answer in another form.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '@server/data/database';
import { runMigrations } from '@server/data/migrate';
import * as schema from '@server/data/schema/index';
import { seedDatabase } from '@server/data/seed/seed';
import { saveQuestion } from '@server/domain/fill/write/save-question';
import { firstValue } from './questionnaire-volume';

export interface SaveQueries {
  question: string;
  /** Statements sent, besides BEGIN and COMMIT. */
  statements: string[];
}

const cases = [
  { key: 'year_established', answer: '1998' },
  { key: 'pen_tail_lesions', answer: '0' },
  { key: 'sows_outdoor', answer: '0' },
];

/** Runs one save per case and answers the statements each sent. */
export async function saveQueries(): Promise<SaveQueries[]> {
  const statements: string[] = [];
  let recording = false;
  // The migrations create pg_trgm (as openDatabase does, PGlite must have it loaded).
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client, {
    schema,
    logger: {
      logQuery: (query) => {
        if (recording) statements.push(query.replace(/\s+/g, ' '));
      },
    },
  });
  const database: Database = {
    db,
    kind: 'pglite',
    applyMigrations: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
  try {
    await runMigrations(database);
    await seedDatabase(db, { demo: true });
    const farmerId = await firstValue(
      database,
      sql`select id as value from app_user where email = 'farmer@example.com'`,
    );
    const found: SaveQueries[] = [];
    for (const { key, answer } of cases) {
      const id = await firstValue(
        database,
        sql`select fq.id as value from filled_question fq join question q on q.id = fq.question_id
            join filled_question_list l on l.id = fq.filled_question_list_id
            join filled_subform fs on fs.id = l.filled_subform_id join filled_form ff on ff.id = fs.filled_form_id
            join questionnaire qn on qn.id = ff.questionnaire_id join unit u on u.id = qn.unit_id
            where q.key = ${key} and u.number = 'PL-001' order by fq.id limit 1`,
      );
      const listId = await firstValue(
        database,
        sql`select filled_question_list_id as value from filled_question where id = ${id}`,
      );
      statements.length = 0;
      recording = true;
      await saveQuestion(
        db,
        { id: farmerId, roleId: 3 },
        { id, filledQuestionListId: listId, version: 0, answers: [{ answer }] },
        1,
        new Date(),
      );
      recording = false;
      found.push({ question: key, statements: [...statements] });
    }
    return found;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { question, statements } of await saveQueries()) {
    console.info(`${question}: ${statements.length} statements`);
    for (const statement of statements) console.info(`  ${statement.slice(0, 160)}`);
  }
}
