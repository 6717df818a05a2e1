import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/data/database';
import { selectRows } from './test-database';

/** The first row's `value` of a query, as a number. */
async function firstValue(database: Database, query: SQL): Promise<number> {
  const [first] = await selectRows(database, query);
  if (first?.value === undefined) throw new Error('No value');
  return Number(first.value);
}

/**
 * Copies the demo questionnaire with the most answers `copies` times, set-based (`generate_series` and
 * joins on the structure ids), each copy on a unit of its own of the template's unit type and owner,
 * with every filled form, subform, group instance, question and answer of the template. Returns the
 * template's answer count, so the benchmark can say how many answers it exported. Used by
 * `npm run bench:export` and by the tests that need an export of many batches.
 */
export async function seedAnsweredCopies(database: Database, copies: number): Promise<number> {
  const { db } = database;
  const template = await firstValue(
    database,
    sql`select ff.questionnaire_id as value
        from answer a join filled_question fq on fq.id = a.filled_question_id
        join filled_question_list l on l.id = fq.filled_question_list_id
        join filled_subform fs on fs.id = l.filled_subform_id
        join filled_form ff on ff.id = fs.filled_form_id
        group by ff.questionnaire_id order by count(*) desc, ff.questionnaire_id limit 1`,
  );
  await db.execute(sql`
    insert into unit (description, number, unit_type_id, institution_id, owner_user_id)
    select 'Export bench farm ' || n, 'X-' || lpad(n::text, 6, '0'), u.unit_type_id, u.institution_id, u.owner_user_id
    from generate_series(1, ${copies}) n
    cross join (select u.* from unit u join questionnaire q on q.unit_id = u.id where q.id = ${template}) u`);
  await db.execute(sql`
    insert into questionnaire (unit_id, questionnaire_type_id, created_by_user_id, is_active, created_at, structure_version)
    select u.id, t.questionnaire_type_id, t.created_by_user_id, t.is_active,
           now() - (u.id % 300) * interval '1 day', t.structure_version
    from unit u cross join (select * from questionnaire where id = ${template}) t
    where u.number like 'X-%'`);
  const copied = sql`(select q.id from questionnaire q join unit u on u.id = q.unit_id where u.number like 'X-%')`;
  await db.execute(sql`
    insert into filled_form (questionnaire_id, form_id, status, submitted_at)
    select q.id, tf.form_id, tf.status, tf.submitted_at
    from questionnaire q cross join filled_form tf
    where q.id in ${copied} and tf.questionnaire_id = ${template}`);
  await db.execute(sql`
    insert into filled_subform (filled_form_id, subform_id)
    select nf.id, ts.subform_id
    from filled_form nf
    join filled_form tf on tf.form_id = nf.form_id and tf.questionnaire_id = ${template}
    join filled_subform ts on ts.filled_form_id = tf.id
    where nf.questionnaire_id in ${copied}`);
  await db.execute(sql`
    insert into filled_question_list (filled_subform_id, question_group_id, name, order_key)
    select ns.id, tl.question_group_id, tl.name, tl.order_key
    from filled_subform ns
    join filled_form nf on nf.id = ns.filled_form_id
    join filled_form tf on tf.form_id = nf.form_id and tf.questionnaire_id = ${template}
    join filled_subform ts on ts.filled_form_id = tf.id and ts.subform_id = ns.subform_id
    join filled_question_list tl on tl.filled_subform_id = ts.id
    where nf.questionnaire_id in ${copied}`);
  // A copied group instance matches its template by subform, group and place (order key).
  const pairs = sql`
    select nl.id as new_list, tl.id as template_list
    from filled_question_list nl
    join filled_subform ns on ns.id = nl.filled_subform_id
    join filled_form nf on nf.id = ns.filled_form_id
    join filled_form tf on tf.form_id = nf.form_id and tf.questionnaire_id = ${template}
    join filled_subform ts on ts.filled_form_id = tf.id and ts.subform_id = ns.subform_id
    join filled_question_list tl on tl.filled_subform_id = ts.id
      and tl.question_group_id = nl.question_group_id and tl.order_key = nl.order_key
    where nf.questionnaire_id in ${copied}`;
  await db.execute(sql`
    insert into filled_question (filled_question_list_id, question_id, version, saved_at)
    select p.new_list, tq.question_id, tq.version, tq.saved_at
    from (${pairs}) p join filled_question tq on tq.filled_question_list_id = p.template_list`);
  await db.execute(sql`
    insert into answer (filled_question_id, answer_option_id, answer, text, geom_answer, grid_geom_answer)
    select nq.id, a.answer_option_id, a.answer, a.text, a.geom_answer, a.grid_geom_answer
    from (${pairs}) p
    join filled_question nq on nq.filled_question_list_id = p.new_list
    join filled_question tq on tq.filled_question_list_id = p.template_list and tq.question_id = nq.question_id
    join answer a on a.filled_question_id = tq.id`);
  await db.execute(sql`vacuum analyze`);
  return firstValue(
    database,
    sql`select count(*) as value from answer a join filled_question fq on fq.id = a.filled_question_id
        join filled_question_list l on l.id = fq.filled_question_list_id
        join filled_subform fs on fs.id = l.filled_subform_id
        join filled_form ff on ff.id = fs.filled_form_id where ff.questionnaire_id = ${template}`,
  );
}
