import { sql } from 'drizzle-orm';
import { openDatabase } from '@server/data/database';
import { runMigrations } from '@server/data/migrate';
import { seedDatabase } from '@server/data/seed/seed';
import { seedAnsweredCopies } from '../tests/bench/export-volume';

const database = await openDatabase({ kind: 'pglite' });
await runMigrations(database);
await seedDatabase(database.db, { demo: true, demoReports: true });
await seedAnsweredCopies(database, 2000);
const ff = (await database.db.execute(sql`select id from filled_form order by id limit 500 offset 1000`)) as unknown as { rows: { id: number }[] };
const arr = `{${ff.rows.map((r) => r.id).join(',')}}`;
const where = sql`fq.filled_question_list_id = any(array(select l.id from filled_question_list l where l.filled_subform_id = any(array(select s.id from filled_subform s where s.filled_form_id = any(${arr}::int[])))))`;
const A = sql`select fq.filled_question_list_id, q.key, o.key as okey, a.answer, a.text, a.geom_answer, a.grid_geom_answer from answer a join filled_question fq on fq.id = a.filled_question_id join question q on q.id = fq.question_id left join answer_option o on o.id = a.answer_option_id where ${where} order by fq.filled_question_list_id, a.id`;
const B = sql`select fq.filled_question_list_id, fq.question_id, a.answer_option_id, a.answer, a.text, a.geom_answer, a.grid_geom_answer from answer a join filled_question fq on fq.id = a.filled_question_id where ${where} order by fq.filled_question_list_id, a.id`;
const t = { A: 0, B: 0 };
for (let i = 0; i < 12; i++) {
  for (const [k, q] of [['A', A], ['B', B]] as const) {
    const s = performance.now(); await database.db.execute(q); if (i > 1) t[k] += performance.now() - s;
  }
}
console.log(t);
await database.close();
