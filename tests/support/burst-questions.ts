import { sql } from 'drizzle-orm';
import type { Database } from '@server/data/database';
import { selectRows } from './test-database';

/**
 * Questions of the farmer's demo questionnaire (PL-001) that a burst of saves can write at once,
 * each by a client of its own saving one version after another: texts and whole or decimal numbers
 * whose bounds no other answer sets, so any version number is a valid answer.
 */
export const BURST_KEYS = [
  'building_notes',
  'person_role',
  'electricity_kwh',
  'piglets_weaned',
  'pigs_sold',
  'fattening_places',
  'labour_hours',
  'distance_residential',
  'water_consumption',
  'sows_total',
  'building_places',
  'feed_amount',
] as const;

/** A question as a burst saves it: the ids a save body names and its answer type. */
export interface BurstQuestion {
  id: number;
  questionId: number;
  listId: number;
  answerTypeId: number;
}

/** The filled questions of BURST_KEYS in the farmer's demo questionnaire. */
export async function burstQuestions(database: Database): Promise<BurstQuestion[]> {
  const rows = await selectRows(
    database,
    sql`select fq.id, fq.question_id as "questionId", fq.filled_question_list_id as "listId",
          q.answer_type_id as "answerTypeId"
        from filled_question fq
        join question q on q.id = fq.question_id
        join filled_question_list l on l.id = fq.filled_question_list_id
        join filled_subform s on s.id = l.filled_subform_id
        join filled_form f on f.id = s.filled_form_id
        join questionnaire qn on qn.id = f.questionnaire_id
        join unit u on u.id = qn.unit_id
        where u.number = 'PL-001' and q.key in (${sql.join(
          BURST_KEYS.map((key) => sql`${key}`),
          sql`, `,
        )})
        order by fq.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    questionId: Number(row.questionId),
    listId: Number(row.listId),
    answerTypeId: Number(row.answerTypeId),
  }));
}

/**
 * The answer a burst's save stores when it raises the question to `version`: it names that version
 * (a text also names its question), so a stored answer naming another version than its question's
 * is half a save.
 */
export function burstValue(question: BurstQuestion, version: number): string {
  return question.answerTypeId === 3 ? `Burst note ${question.id} v${version}` : String(version);
}

/** The body of POST secured/question/save raising `question` from `version` with burstValue. */
export function burstSaveBody(question: BurstQuestion, version: number): Record<string, unknown> {
  return {
    id: question.id,
    questionId: question.questionId,
    filledQuestionListId: question.listId,
    answerTypeDicId: question.answerTypeId,
    version,
    answers: [{ answer: burstValue(question, version + 1) }],
  };
}
