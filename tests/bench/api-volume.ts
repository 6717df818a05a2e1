import { sql } from 'drizzle-orm';
import type { Database } from '@server/data/database';
import { insertQuestionnaire } from '@server/data/repositories/questionnaire-repository';
import { firstValue } from './questionnaire-volume';

/** Questionnaires of the demo farmer made for the save benchmark, beside the two of the demo data. */
export const FILLABLE_QUESTIONNAIRES = 60;

/** A filled question the benchmark saves into, with a valid answer for it. */
export interface SaveTarget {
  id: number;
  questionId: number;
  filledQuestionListId: number;
  answerTypeDicId: 1 | 2 | 3;
  version: number;
  answer: string;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows.filter(
      (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
    );
  }
  return [];
}

/**
 * Gives the demo farmer `count` more units, each with a questionnaire of the demo type made the way
 * the app makes one (insertQuestionnaire: its forms, subforms, mandatory group instances and filled
 * questions), so the save benchmark has thousands of filled questions of one caller to save into.
 */
export async function seedFillableQuestionnaires(
  database: Database,
  count = FILLABLE_QUESTIONNAIRES,
): Promise<void> {
  const { db } = database;
  const farmerId = await firstValue(
    database,
    sql`select id as value from app_user where email = 'farmer@example.com'`,
  );
  const typeId = await firstValue(
    database,
    sql`select id as value from questionnaire_type where key = 'pig_farm_sustainability'`,
  );
  const units = rowsOf(
    await db.execute(sql`
      insert into unit (description, number, unit_type_id, institution_id, owner_user_id)
      select 'Bench save farm ' || n, 'S-' || lpad(n::text, 4, '0'),
             (select unit_type_id from unit where number = (array['PL-001', 'PL-002'])[1 + n % 2]),
             (select institution_id from unit where number = 'PL-001'), ${farmerId}
      from generate_series(1, ${count}) n
      returning id, number, unit_type_id`),
  );
  for (const row of units) {
    await insertQuestionnaire(db, {
      unitId: Number(row.id),
      unitTypeId: Number(row.unit_type_id),
      unitNumber: String(row.number),
      questionnaireTypeId: typeId,
      createdByUserId: farmerId,
    });
  }
  await db.execute(sql`analyze`);
}

/** A value inside the question's own bounds (also inside a bound taken from an answer: none yet, or the minimum). */
function answerFor(answerTypeDicId: number, min: unknown, n: number): string {
  if (answerTypeDicId === 3) return `Bench note ${n}`;
  const lowest = typeof min === 'number' ? min : Number(min ?? 0);
  return answerTypeDicId === 1 ? String(Math.trunc(lowest)) : `${lowest},0`;
}

/**
 * The typed questions (integer, decimal, text) of the demo farmer's questionnaires that the fill
 * screen shows and lets them save: questionnaire not accepted, form not submitted, question and group
 * active. No choice question is saved, so no save skips another question.
 */
export async function saveTargets(database: Database): Promise<SaveTarget[]> {
  const rows = rowsOf(
    await database.db.execute(sql`
      select fq.id, fq.question_id, fq.filled_question_list_id, q.answer_type_id, q.min, fq.version
      from filled_question fq
      join question q on q.id = fq.question_id
      join filled_question_list l on l.id = fq.filled_question_list_id
      join question_group g on g.id = l.question_group_id
      join filled_subform fs on fs.id = l.filled_subform_id
      join filled_form ff on ff.id = fs.filled_form_id
      join questionnaire qn on qn.id = ff.questionnaire_id
      join unit u on u.id = qn.unit_id
      join app_user owner on owner.id = u.owner_user_id
      where owner.email = 'farmer@example.com' and not qn.is_active and not ff.status
        and q.is_active and g.is_active and q.answer_type_id in (1, 2, 3)
      order by fq.id`),
  );
  return rows.flatMap((row, n) => {
    const type = Number(row.answer_type_id);
    if (type !== 1 && type !== 2 && type !== 3) return [];
    return [
      {
        id: Number(row.id),
        questionId: Number(row.question_id),
        filledQuestionListId: Number(row.filled_question_list_id),
        answerTypeDicId: type,
        version: Number(row.version),
        answer: answerFor(type, row.min, n),
      },
    ];
  });
}
