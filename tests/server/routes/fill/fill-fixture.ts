import { sql } from 'drizzle-orm';
import type { Database } from '@server/data/database';
import { insertGroupInstance } from '@server/data/repositories/questionnaire-repository';
import { selectRows } from '@tests/support/test-database';
import {
  idOf,
  one,
  questionnaireFixture,
  type QuestionnaireFixture,
} from '../questionnaire/questionnaire-fixture';

/** Dictionary ids of the demo structure, by the keys of `server/data/seed/demo-structure.json`. */
export interface DemoDictionary {
  form(key: string): Promise<number>;
  subform(key: string): Promise<number>;
  group(key: string): Promise<number>;
  question(key: string): Promise<number>;
  option(questionKey: string, optionKey: string): Promise<number>;
}

/** Ids of what a questionnaire holds, found by the structure keys. */
export interface FilledIds {
  form(questionnaireId: number, formKey: string): Promise<number>;
  subform(questionnaireId: number, subformKey: string): Promise<number>;
  /** The group's instances in the questionnaire, in their order. */
  instances(questionnaireId: number, groupKey: string): Promise<number[]>;
  /** The filled question of a question in the `instance`-th instance of its group (0 = first). */
  question(questionnaireId: number, questionKey: string, instance?: number): Promise<number>;
}

/** An answer row as a test stores it directly (the save call belongs to the write tests). */
export interface StoredAnswer {
  answerOptionId?: number | null;
  answer?: string | null;
  text?: string | null;
  geomAnswer?: { type: 'Point' | 'Polygon'; coordinates: unknown } | null;
  gridGeomAnswer?: { type: 'Polygon'; coordinates: unknown } | null;
}

export interface FillFixture extends QuestionnaireFixture {
  dic: DemoDictionary;
  filled: FilledIds;
  /** Replaces a filled question's answers and raises its version, as a save would. */
  putAnswers(filledQuestionId: number, answers: readonly StoredAnswer[]): Promise<void>;
  /** Adds an instance of a group of the demo structure to a questionnaire; answers its id. */
  addInstance(questionnaireId: number, groupKey: string, name?: string | null): Promise<number>;
}

function demoDictionary(database: Database, typeId: number): DemoDictionary {
  const formOf = (key: string) =>
    idOf(database, sql`select id from form where questionnaire_type_id = ${typeId} and key = ${key}`);
  const subformOf = (key: string) =>
    idOf(
      database,
      sql`select s.id from subform s join form f on f.id = s.form_id
          where f.questionnaire_type_id = ${typeId} and s.key = ${key}`,
    );
  const groupOf = (key: string) =>
    idOf(
      database,
      sql`select g.id from question_group g join subform s on s.id = g.subform_id join form f on f.id = s.form_id
          where f.questionnaire_type_id = ${typeId} and g.key = ${key}`,
    );
  const questionOf = (key: string) =>
    idOf(
      database,
      sql`select q.id from question q join question_group g on g.id = q.question_group_id
          join subform s on s.id = g.subform_id join form f on f.id = s.form_id
          where f.questionnaire_type_id = ${typeId} and q.key = ${key}`,
    );
  return {
    form: formOf,
    subform: subformOf,
    group: groupOf,
    question: questionOf,
    option: async (questionKey, optionKey) =>
      idOf(
        database,
        sql`select id from answer_option where question_id = ${await questionOf(questionKey)} and key = ${optionKey}`,
      ),
  };
}

function filledIds(database: Database, dic: DemoDictionary): FilledIds {
  const instancesOf = async (questionnaireId: number, groupKey: string): Promise<number[]> => {
    const rows = await selectRows(
      database,
      sql`select l.id from filled_question_list l
          join filled_subform fs on fs.id = l.filled_subform_id
          join filled_form ff on ff.id = fs.filled_form_id
          where ff.questionnaire_id = ${questionnaireId} and l.question_group_id = ${await dic.group(groupKey)}
          order by l.order_key, l.id`,
    );
    return rows.map((row) => Number(row.id));
  };
  return {
    form: async (questionnaireId, formKey) =>
      idOf(
        database,
        sql`select id from filled_form where questionnaire_id = ${questionnaireId} and form_id = ${await dic.form(formKey)}`,
      ),
    subform: async (questionnaireId, subformKey) =>
      idOf(
        database,
        sql`select fs.id from filled_subform fs join filled_form ff on ff.id = fs.filled_form_id
            where ff.questionnaire_id = ${questionnaireId} and fs.subform_id = ${await dic.subform(subformKey)}`,
      ),
    instances: instancesOf,
    question: async (questionnaireId, questionKey, instance = 0) => {
      const questionId = await dic.question(questionKey);
      const { key } = await one(
        database,
        sql`select g.key from question_group g join question q on q.question_group_id = g.id where q.id = ${questionId}`,
      );
      const groupKey = String(key);
      const listId = (await instancesOf(questionnaireId, groupKey))[instance];
      if (listId === undefined) throw new Error(`No instance ${instance} of ${groupKey}`);
      return idOf(
        database,
        sql`select id from filled_question where filled_question_list_id = ${listId} and question_id = ${questionId}`,
      );
    },
  };
}

/**
 * The questionnaire fixture (demo data, another farmer's questionnaire on PL-900, a Long one on PL-002)
 * with lookups by structure key and direct writes of answers and group instances.
 */
export async function fillFixture(): Promise<FillFixture> {
  const base = await questionnaireFixture();
  const { database } = base;
  const dic = demoDictionary(database, base.demoTypeId);
  return {
    ...base,
    dic,
    filled: filledIds(database, dic),
    async putAnswers(filledQuestionId, answers) {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`delete from answer where filled_question_id = ${filledQuestionId}`);
        for (const stored of answers) {
          await tx.execute(
            sql`insert into answer (filled_question_id, answer_option_id, answer, text, geom_answer, grid_geom_answer)
                values (${filledQuestionId}, ${stored.answerOptionId ?? null}, ${stored.answer ?? null},
                  ${stored.text ?? null},
                  ${stored.geomAnswer ? JSON.stringify(stored.geomAnswer) : null}::jsonb,
                  ${stored.gridGeomAnswer ? JSON.stringify(stored.gridGeomAnswer) : null}::jsonb)`,
          );
        }
        await tx.execute(
          sql`update filled_question set version = version + 1, saved_at = now() where id = ${filledQuestionId}`,
        );
      });
    },
    async addInstance(questionnaireId, groupKey, name = null) {
      const groupId = await dic.group(groupKey);
      const subformId = await idOf(
        database,
        sql`select subform_id as id from question_group where id = ${groupId}`,
      );
      const filledSubformId = await idOf(
        database,
        sql`select fs.id from filled_subform fs join filled_form ff on ff.id = fs.filled_form_id
            where ff.questionnaire_id = ${questionnaireId} and fs.subform_id = ${subformId}`,
      );
      const orderKey = await idOf(
        database,
        sql`select coalesce(max(order_key), 0) + 1 as id from filled_question_list where filled_subform_id = ${filledSubformId}`,
      );
      return insertGroupInstance(database.db, { filledSubformId, questionGroupId: groupId, orderKey, name });
    },
  };
}
