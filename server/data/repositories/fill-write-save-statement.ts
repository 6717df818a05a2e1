import { sql, type SQL } from 'drizzle-orm';
import { sqlBuiltOnce } from '../built-once';

// The write of POST question/save (fillWriteSaveRepository.saveIfVersion), built once per answer count.

/**
 * The compare-and-set of a save for `count` answers, with placeholders: `filledQuestionId`,
 * `version`, and per answer n `optionN`, `answerN`, `textN`, `geomN`, `gridN` (GeoJSON text).
 */
function writeSql(count: number): SQL {
  const values = sql.join(
    Array.from(
      { length: count },
      (_, n) =>
        // n is a literal integer: the order the answers are inserted in (a parameter there would be
        // text, and "10" would sort before "2").
        sql`(${sql.placeholder(`option${n}`)}::integer, ${sql.placeholder(`answer${n}`)}::text,
          ${sql.placeholder(`text${n}`)}::text, ${sql.placeholder(`geom${n}`)}::jsonb,
          ${sql.placeholder(`grid${n}`)}::jsonb, ${sql.raw(String(n))})`,
    ),
    sql`, `,
  );
  const returned = sql.raw('id, answer_option_id, answer, text, geom_answer, grid_geom_answer, saved_at');
  const added =
    count === 0
      ? sql`select null::integer as id, null::integer as answer_option_id, null::text as answer,
          null::text as text, null::jsonb as geom_answer, null::jsonb as grid_geom_answer,
          null::timestamptz as saved_at where false`
      : sql`insert into answer (filled_question_id, answer_option_id, answer, text, geom_answer, grid_geom_answer)
          select bumped.id, v.option_id, v.answer, v.text, v.geom, v.grid
          from bumped, (values ${values}) as v(option_id, answer, text, geom, grid, n) order by v.n
          returning ${returned}`;
  // The CTEs see the table as it was before the statement: the delete cannot reach the new rows,
  // and the reply takes them from the insert's RETURNING.
  return sql`
    with bumped as (
      update filled_question set version = version + 1, saved_at = now()
      where id = ${sql.placeholder('filledQuestionId')} and version = ${sql.placeholder('version')}
      returning id, version, saved_at),
    cleared as (delete from answer where filled_question_id in (select id from bumped)),
    added as (${added}),
    -- The questionnaire was last saved against the type's current structure version (issue 14).
    -- Written only when it differs, so saves of one questionnaire do not queue on its row.
    stamped as (
      update questionnaire q set structure_version = t.structure_version
      from bumped
        join filled_question fq on fq.id = bumped.id
        join filled_question_list fl on fl.id = fq.filled_question_list_id
        join filled_subform fs on fs.id = fl.filled_subform_id
        join filled_form ff on ff.id = fs.filled_form_id
        join questionnaire qq on qq.id = ff.questionnaire_id
        join questionnaire_type t on t.id = qq.questionnaire_type_id
      where q.id = qq.id and q.structure_version <> t.structure_version)
    select bumped.version, to_json(bumped.saved_at) as saved_at,
      (select coalesce(json_agg(json_build_object('id', a.id, 'filledQuestionId', bumped.id,
          'answerOptionId', a.answer_option_id, 'answer', a.answer, 'text', a.text, 'geomAnswer', a.geom_answer,
          'gridGeomAnswer', a.grid_geom_answer, 'savedAt', a.saved_at) order by a.id), '[]'::json)
        from added a) as answers
    from bumped`;
}

/** Answer counts whose write statement is kept once built (a save rarely sends more answers). */
const KEPT_WRITE_COUNTS = 32;

const writeStatements = new Map<number, ReturnType<typeof sqlBuiltOnce>>();

/**
 * The write statement of a save of `count` answers, built on the first such save (named, as the
 * scope statement). More answers than KEPT_WRITE_COUNTS: built for the one save, unnamed.
 */
export function writeStatement(count: number): ReturnType<typeof sqlBuiltOnce> {
  if (count > KEPT_WRITE_COUNTS) return sqlBuiltOnce(writeSql(count));
  let statement = writeStatements.get(count);
  if (!statement) {
    statement = sqlBuiltOnce(writeSql(count), 'save_write');
    writeStatements.set(count, statement);
  }
  return statement;
}
