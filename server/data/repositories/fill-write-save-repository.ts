import { answerTypeIdsWhere } from '@engine/kinds/index';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { SavedAnswer } from '@schemas/generated/answers';
import { rowsOf, selectBuiltOnce, type StatementValues } from '../built-once';
import type { Db } from '../database';
import { filledForm, filledQuestion, question, questionGroup, questionnaire } from '../schema/index';
import { fromFilledQuestionPlace } from './filled-question-joins';
import type { AnswerRow, FilledQuestionRow, OptionRow } from './fill-read-group-repository';
import {
  answerRowsOf,
  optionRowsOf,
  placedQuestionRowsOf,
  type PlacedQuestionRow,
} from './fill-write-save-json';
import { writeStatement } from './fill-write-save-statement';
import {
  groupAppliesToUnit,
  scopeColumns,
  subformActive,
  type QuestionWriteScope,
} from './fill-write-scope-repository';
import type { UserRow } from './user-repository';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

const ENGLISH = 1;

/** Answer types the fill screen shows; a question of another type has no place in its group. */
const shownTypes = sql.raw(answerTypeIdsWhere(() => true).join(', '));

/** `alias.column` of a table alias chosen in this file (never user input). */
const at = (alias: string, column: string) => sql.raw(`${alias}.${column}`);

/** A filled question's answers as JSON, in saving order (see answerRowsOf). */
function answersJson(filledQuestionId: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', a.id, 'filledQuestionId', a.filled_question_id,
      'answerOptionId', a.answer_option_id, 'answer', a.answer, 'text', a.text, 'geomAnswer', a.geom_answer,
      'gridGeomAnswer', a.grid_geom_answer, 'savedAt', a.saved_at) order by a.id), '[]'::json)
    from answer a where a.filled_question_id = ${filledQuestionId})`;
}

/**
 * A question's options as JSON by orderKey with their texts in the locale, else English, else empty
 * (as localizedText), optionally only those `only` names (see optionRowsOf).
 */
function optionsJson(questionId: SQL, localeId: number | Placeholder, only?: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', o.id, 'questionId', o.question_id,
      'text', coalesce((select t.text from translation t where t.text_id = o.text_id and t.locale_id = ${localeId}),
        (select t.text from translation t where t.text_id = o.text_id and t.locale_id = ${ENGLISH}), ''),
      'isActive', o.is_active, 'hasInput', o.has_input, 'min', o.min, 'max', o.max,
      'maxAnswerQuestionId', o.max_answer_question_id, 'skipQuestions', o.skip_questions,
      'skipQuestionsOffset', o.skip_questions_offset, 'shortName', o.short_name, 'orderKey', o.order_key,
      'availableWhen', o.available_when) order by o.order_key, o.id), '[]'::json)
    from answer_option o where o.question_id = ${questionId} ${only ? sql`and ${only}` : sql``})`;
}

/** The shown questions (active, of a shown type) of a group instance, as `f`/`q` aliases see them. */
function shownIn(listId: SQL, f: string, q: string): SQL {
  return sql`${at(f, 'filled_question_list_id')} = ${listId} and ${at(q, 'is_active')}
    and ${at(q, 'answer_type_id')} in (${shownTypes})`;
}

/**
 * The place of question `q` among the shown questions of its group instance: as the fill screen
 * orders them (orderKey, then id), counting only the shown ones, which is where skips count.
 */
function positionOf(listId: SQL, q: string): SQL<number> {
  return sql<number>`(select count(*)::int from filled_question pf join question pq on pq.id = pf.question_id
    where ${shownIn(listId, 'pf', 'pq')} and (pq.order_key, pq.id) < (${at(q, 'order_key')}, ${at(q, 'id')}))`;
}

const outerListId = sql.raw('"filled_question"."filled_question_list_id"');

/**
 * The questions of the instance whose stored choice skips questions (a chosen option of their own
 * with skipQuestions > 0), with the options they chose and their answers: all the skip logic of the
 * instance reads besides the question saved.
 */
function skipSourcesJson(): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', sf.id, 'questionId', sf.question_id,
      'answerTypeId', sq.answer_type_id, 'position', ${positionOf(outerListId, 'sq')},
      'options', ${optionsJson(sql.raw('sq.id'), ENGLISH, sql`o.id in (select sa.answer_option_id from answer sa where sa.filled_question_id = sf.id)`)},
      'answers', ${answersJson(sql.raw('sf.id'))})), '[]'::json)
    from filled_question sf join question sq on sq.id = sf.question_id
    where ${shownIn(outerListId, 'sf', 'sq')} and sf.id <> "filled_question"."id"
      and exists (select 1 from answer sa join answer_option so on so.id = sa.answer_option_id
        where sa.filled_question_id = sf.id and so.question_id = sq.id and so.skip_questions > 0))`;
}

/** What one statement tells a save: its scope, the question's rules and answers, and the instance's skips. */
export interface QuestionForSave {
  scope: QuestionWriteScope;
  /** The question's group instance kind; a value the structure format does not allow shows no group. */
  qlNumber: number;
  question: Omit<FilledQuestionRow, 'questionText' | 'questionGroupText' | 'questionTip'>;
  options: OptionRow[];
  answers: AnswerRow[];
  /** Its index among the shown questions of its instance (meaningful when it is shown). */
  position: number;
  /** How many questions the instance shows. */
  shownCount: number;
  skipSources: PlacedQuestionRow[];
  /**
   * The question's subform is the first of its form (by orderKey, then id; inactive subforms count,
   * as in the structure editor's rule): no map answer is saved there.
   */
  inFirstSubform: boolean;
}

/** The stored state a save answers: the question's new version and time, and its answers. */
export interface SavedAnswers {
  version: number;
  savedAt: Date | null;
  answers: AnswerRow[];
}

/** The save's scope statement for callers of one role (its text differs by role), with placeholders. */
function scopeSelect(roleId: number) {
  const localeId = sql.placeholder('localeId');
  return fromFilledQuestionPlace(
    new QueryBuilder().select({
      ...scopeColumns({ id: sql.placeholder('callerId'), roleId }),
      structureActive: subformActive(),
      filledQuestionId: filledQuestion.id,
      filledQuestionListId: filledQuestion.filledQuestionListId,
      questionId: question.id,
      answerTypeId: question.answerTypeId,
      shown: sql<boolean>`(${question.isActive} and ${questionGroup.isActive} and ${groupAppliesToUnit()})`,
      qlNumber: questionGroup.qlNumber,
      version: filledQuestion.version,
      recommended: question.recommended,
      isActive: question.isActive,
      min: question.min,
      max: question.max,
      maxAnswerQuestionId: question.maxAnswerQuestionId,
      optionsFromQuestionId: question.optionsFromQuestionId,
      orderKey: question.orderKey,
      position: positionOf(outerListId, '"question"'),
      shownCount: sql<number>`(select count(*)::int from filled_question cf join question cq on cq.id = cf.question_id
        where ${shownIn(outerListId, 'cf', 'cq')})`,
      options: optionsJson(sql.raw('"question"."id"'), localeId),
      answers: answersJson(sql.raw('"filled_question"."id"')),
      skipSources: skipSourcesJson(),
      inFirstSubform: sql<boolean>`("filled_subform"."subform_id" = (select fs.id from subform fs
        where fs.form_id = "filled_form"."form_id" order by fs.order_key, fs.id limit 1))`,
    }),
  )
    .where(eq(filledQuestion.id, sql.placeholder('filledQuestionId')))
    .for('share', { of: [questionnaire, filledForm] });
}

type ScopeStatement = ReturnType<
  typeof selectBuiltOnce<ReturnType<typeof scopeSelect>['_']['result'][number]>
>;

const scopeStatements = new Map<number, ScopeStatement>();

/**
 * The scope statement of a role, built on its first save: every save runs it, and building its text
 * was a large share of a save's time on the server's thread. Named: planning this join costs more than
 * running it (see statementName).
 */
function scopeStatement(roleId: number): ScopeStatement {
  let statement = scopeStatements.get(roleId);
  if (!statement) {
    statement = selectBuiltOnce(scopeSelect(roleId), 'save_scope');
    scopeStatements.set(roleId, statement);
  }
  return statement;
}

/** Reads and writes for POST question/save, in as few statements as the save allows. */
export function fillWriteSaveRepository(db: Db) {
  return {
    /**
     * The question's write scope (locked as lockQuestion locks it), its rules, options (texts in the
     * locale) and answers, its place in its group instance and the instance's skipping choices.
     */
    async lockQuestionForSave(
      caller: Caller,
      filledQuestionId: number,
      localeId: number,
    ): Promise<QuestionForSave | undefined> {
      const [row] = await scopeStatement(caller.roleId)(db, {
        callerId: caller.id,
        localeId,
        filledQuestionId,
      });
      if (!row) return undefined;
      return {
        scope: {
          questionnaireId: row.questionnaireId,
          questionnaireTypeId: row.questionnaireTypeId,
          questionnaireActive: row.questionnaireActive,
          unitNumber: row.unitNumber,
          unitTypeId: row.unitTypeId,
          filledFormId: row.filledFormId,
          formId: row.formId,
          formSubmitted: row.formSubmitted,
          structureActive: row.structureActive === true,
          editable: row.editable === true,
          readable: row.readable === true,
          filledQuestionId: row.filledQuestionId,
          filledQuestionListId: row.filledQuestionListId,
          questionId: row.questionId,
          answerTypeId: row.answerTypeId,
          shown: row.shown === true,
        },
        qlNumber: row.qlNumber,
        question: {
          id: row.filledQuestionId,
          filledQuestionListId: row.filledQuestionListId,
          version: row.version,
          questionId: row.questionId,
          answerTypeId: row.answerTypeId,
          recommended: row.recommended,
          isActive: row.isActive,
          min: row.min,
          max: row.max,
          maxAnswerQuestionId: row.maxAnswerQuestionId,
          optionsFromQuestionId: row.optionsFromQuestionId,
          orderKey: row.orderKey,
        },
        options: optionRowsOf(row.options),
        answers: answerRowsOf(row.answers),
        position: Number(row.position),
        shownCount: Number(row.shownCount),
        skipSources: placedQuestionRowsOf(row.skipSources),
        inFirstSubform: row.inFirstSubform === true,
      };
    },

    /**
     * Questions of a group instance, with all their options and answers: those with the given
     * dictionary ids (`questionIds`), or those at the given places among the shown ones (`positions`).
     */
    async instanceQuestions(
      filledQuestionListId: number,
      localeId: number,
      which: { questionIds: readonly number[] } | { positions: readonly number[] },
    ): Promise<PlacedQuestionRow[]> {
      const wanted = 'questionIds' in which ? which.questionIds : which.positions;
      if (wanted.length === 0) return [];
      const list = sql.join(
        wanted.map((id) => sql`${id}`),
        sql`, `,
      );
      const listId = sql`${filledQuestionListId}`;
      const position = sql`case when iq.is_active and iq.answer_type_id in (${shownTypes})
        then ${positionOf(listId, 'iq')} end`;
      const result = await db.execute(sql`
        select coalesce(json_agg(json_build_object('id', f.id, 'questionId', f.question_id,
            'answerTypeId', f.answer_type_id, 'position', f.position,
            'options', ${optionsJson(sql.raw('f.question_id'), localeId)},
            'answers', ${answersJson(sql.raw('f.id'))}) order by f.position, f.id), '[]'::json) as rows
        from (select iff.id, iff.question_id, iq.answer_type_id, ${position} as position
              from filled_question iff join question iq on iq.id = iff.question_id
              where iff.filled_question_list_id = ${listId}) f
        where ${'questionIds' in which ? sql`f.question_id in (${list})` : sql`f.position in (${list})`}`);
      const [row] = rowsOf(result);
      return typeof row === 'object' && row !== null && 'rows' in row ? placedQuestionRowsOf(row.rows) : [];
    },

    /**
     * The compare-and-set of a save and its answers in one statement: raises the version only while
     * it is still `version` (the row stays locked until the transaction ends) and then replaces the
     * answers. Undefined, with nothing changed, when another save came first.
     */
    async saveIfVersion(
      filledQuestionId: number,
      version: number,
      answers: readonly SavedAnswer[],
    ): Promise<SavedAnswers | undefined> {
      const values: StatementValues = { filledQuestionId, version };
      answers.forEach((saved, n) => {
        values[`option${n}`] = saved.answerListId ?? null;
        values[`answer${n}`] = saved.answer ?? null;
        values[`text${n}`] = saved.text ?? null;
        values[`geom${n}`] = saved.geomAnswer ? JSON.stringify(saved.geomAnswer) : null;
        values[`grid${n}`] = saved.gridGeomAnswer ? JSON.stringify(saved.gridGeomAnswer) : null;
      });
      const [row] = await writeStatement(answers.length)(db, values);
      if (typeof row !== 'object' || row === null || !('version' in row) || !('answers' in row))
        return undefined;
      const savedAt = 'saved_at' in row ? row.saved_at : null;
      return {
        version: Number(row.version),
        savedAt: typeof savedAt === 'string' ? new Date(savedAt) : null,
        answers: answerRowsOf(row.answers),
      };
    },
  };
}
