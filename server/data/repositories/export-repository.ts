import { and, asc, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { visibleQuestionnaireCondition, visibleUnitCondition } from '../access-scope';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import {
  answerOption,
  filledForm,
  form,
  institution,
  institutionType,
  question,
  questionnaire,
  questionnaireType,
  unit,
  unitType,
  type GeoJsonGeometry,
} from '../schema/index';
import {
  geometryValue,
  integerOrNullValue,
  integerValue,
  stringOrNullValue,
  stringValue,
  tuples,
} from './json-rows';
import { creator, listEmail, owner } from './questionnaire-list-page';
import type { UserRow } from './user-repository';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

/** What an export reads, once the request's rules hold (server/domain/export/export-request.ts). */
export interface ExportSelection {
  /** Units chosen one by one; empty when a unit type is chosen instead. */
  unitIds: number[];
  unitTypeId?: number;
  institutionTypeId?: number;
  institutionId?: number;
  /** Form dictionary ids; empty means every form. */
  formIds: number[];
  /** Questionnaires created at or after this instant. */
  createdFrom?: Date;
  /** Questionnaires created before this instant. */
  createdBefore?: Date;
}

/** One (questionnaire type, structure version, form) the selection has filled forms of. */
export interface ExportPartRow {
  questionnaireTypeId: number;
  /** The type's structure version now. */
  currentVersion: number;
  /** The version the questionnaires were created or last saved against. */
  version: number;
  formId: number;
  formKey: string;
  questionnaires: number;
}

/** The questionnaires of one sheet: a type's form, filled against one or more structure versions. */
export interface ExportPart {
  questionnaireTypeId: number;
  formId: number;
  versions: number[];
}

/** A questionnaire's filled form with the metadata of its rows (dictionary ids, not names). */
export interface ExportQuestionnaireRow {
  questionnaireId: number;
  unitName: string;
  unitNumber: string;
  unitTypeId: number;
  institutionId: number | null;
  institutionTypeId: number | null;
  email: string | null;
  questionnaireTypeId: number;
  accepted: boolean;
  createdAt: Date;
  filledFormId: number;
  submitted: boolean;
  submittedAt: Date | null;
}

/** A group instance (filled question list) of a filled form. */
export interface ExportInstanceRow {
  id: number;
  filledFormId: number;
  subformKey: string;
  groupKey: string;
  name: string | null;
}

/** A saved answer of a group instance, its question and option named by structure key. */
export interface ExportAnswerRow {
  instanceId: number;
  questionKey: string;
  optionKey: string | null;
  answer: string | null;
  text: string | null;
  geomAnswer: GeoJsonGeometry | null;
  gridGeomAnswer: GeoJsonGeometry | null;
  /**
   * For a question whose options are another question's answers: the text of the chosen answer, which
   * `answer` names by its filled question id (only one of the same questionnaire); null otherwise.
   */
  referencedText: string | null;
}

/** A batch of a sheet's questionnaires with their group instances and answers. */
export interface ExportBatchRows {
  questionnaires: ExportQuestionnaireRow[];
  instances: ExportInstanceRow[];
  answers: ExportAnswerRow[];
}

/** Names of the dictionaries the metadata columns show, in one language, by id. */
export interface ExportNames {
  unitTypes: Map<number, string>;
  institutionTypes: Map<number, string>;
  institutions: Map<number, string>;
  questionnaireTypes: Map<number, string>;
}

/** The caller's questionnaires the selection names: scope and filters, joined to unit and filled form. */
export function selectionCondition(caller: Caller, selection: ExportSelection): SQL {
  const institutionTypeId = selection.institutionTypeId;
  const conditions = [
    visibleQuestionnaireCondition(caller),
    selection.unitIds.length > 0 ? inArray(questionnaire.unitId, selection.unitIds) : undefined,
    selection.unitTypeId === undefined ? undefined : eq(unit.unitTypeId, selection.unitTypeId),
    selection.institutionId === undefined ? undefined : eq(unit.institutionId, selection.institutionId),
    institutionTypeId === undefined
      ? undefined
      : sql`exists (select 1 from ${institution} where ${institution.id} = ${unit.institutionId} and ${institution.institutionTypeId} = ${institutionTypeId})`,
    selection.formIds.length > 0 ? inArray(filledForm.formId, selection.formIds) : undefined,
    selection.createdFrom ? gte(questionnaire.createdAt, selection.createdFrom) : undefined,
    selection.createdBefore ? lt(questionnaire.createdAt, selection.createdBefore) : undefined,
  ];
  return and(...conditions) ?? sql`true`;
}

/**
 * The text of the answer a choice among another question's answers (one of `readers`) names by
 * filled question id, read only within the same questionnaire (a forged id cannot pull another
 * questionnaire's text). `fq` and `a` are the answer's filled question and answer (instancesJson).
 */
function referencedText(readers: readonly number[]): SQL<string | null> {
  if (readers.length === 0) return sql<null>`null`;
  return sql<string | null>`case when fq.question_id = any(${idArray(readers)}) and a.answer ~ '^[0-9]{1,9}$'
    then (select ra.answer from answer ra
      join filled_question rq on rq.id = ra.filled_question_id
      join filled_question_list rl on rl.id = rq.filled_question_list_id
      join filled_subform rs on rs.id = rl.filled_subform_id
      join filled_form rf on rf.id = rs.filled_form_id
      where rq.id = a.answer::int and rf.questionnaire_id = "questionnaire"."id"
      order by ra.id limit 1) end`;
}

/**
 * A filled form's group instances, in subform, group and instance order, each with its saved answers
 * in the order they were saved, as one JSON array of tuples ([id, subform key, group key, name,
 * answers], an answer [question id, option id, answer, text, geometry, grid geometry, referenced
 * text]; tuples are built quicker than objects): one statement per batch, where a statement each
 * for questionnaires, instances and answers spent most of an embedded database's time on planning
 * and on sending every answer as a row of its own. Questions and options come as ids (named from
 * keys read once). Qualified by hand: in a select list drizzle leaves out a column's table.
 */
function instancesJson(readers: readonly number[]): SQL<unknown> {
  return sql<unknown>`(select coalesce(json_agg(json_build_array(l.id, sf.key, g.key, l.name,
        (select coalesce(json_agg(json_build_array(fq.question_id, a.answer_option_id, a.answer, a.text,
            a.geom_answer, a.grid_geom_answer, ${referencedText(readers)}) order by a.id), '[]')
          from filled_question fq join answer a on a.filled_question_id = fq.id
          where fq.filled_question_list_id = l.id))
        order by sf.order_key, sf.id, g.order_key, g.id, l.order_key, l.id), '[]')
      from filled_subform s
      join filled_question_list l on l.filled_subform_id = s.id
      join subform sf on sf.id = s.subform_id
      join question_group g on g.id = l.question_group_id
      where s.filled_form_id = "filled_form"."id")`;
}

/** Ids as one `int[]` parameter, for `= any(…)`. */
function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/** The structure keys of every question and answer option, and which questions read other answers. */
interface StructureKeyMaps {
  questions: Map<number, string>;
  options: Map<number, string>;
  /** Questions whose options are another question's answers. */
  readers: number[];
}

async function structureKeyMaps(db: Db): Promise<StructureKeyMaps> {
  const questions = await db
    .select({
      id: question.id,
      key: question.key,
      reads: sql<boolean>`${question.optionsFromQuestionId} is not null`,
    })
    .from(question);
  const options = await db.select({ id: answerOption.id, key: answerOption.key }).from(answerOption);
  return {
    questions: new Map(questions.map((row) => [row.id, row.key])),
    options: new Map(options.map((row) => [row.id, row.key])),
    readers: questions.filter((row) => row.reads === true).map((row) => row.id),
  };
}

async function namesOf(rows: Promise<{ id: number; name: string }[]>): Promise<Map<number, string>> {
  return new Map((await rows).map((row) => [row.id, row.name]));
}

/**
 * Reads for the data export (issue 17): which units the caller may not see, which sheets a selection
 * fills, and then each sheet's questionnaires in keyset batches (ordered by id, one short query each,
 * so no connection is held for a whole download) with their group instances and answers.
 */
export function exportRepository(db: Db) {
  // Keys by id, read once per export (and again when a structure part is newer than them).
  let keyMaps: Promise<StructureKeyMaps> | undefined;
  const keysFor = async (questionIds: readonly number[], optionIds: readonly number[]) => {
    keyMaps ??= structureKeyMaps(db);
    const keys = await keyMaps;
    const known =
      questionIds.every((id) => keys.questions.has(id)) && optionIds.every((id) => keys.options.has(id));
    if (known) return keys;
    keyMaps = structureKeyMaps(db);
    return keyMaps;
  };

  return {
    /** The ids among `unitIds` that name no unit the caller may see. */
    async unseenUnitIds(caller: Caller, unitIds: readonly number[]): Promise<number[]> {
      if (unitIds.length === 0) return [];
      const rows = await db
        .select({ id: unit.id })
        .from(unit)
        .where(and(inArray(unit.id, [...unitIds]), visibleUnitCondition(caller)));
      const seen = new Set(rows.map((row) => row.id));
      return unitIds.filter((id) => !seen.has(id));
    },

    /** The (type, version, form) parts the selection has filled forms of, in type and form order. */
    async parts(caller: Caller, selection: ExportSelection): Promise<ExportPartRow[]> {
      return db
        .select({
          questionnaireTypeId: questionnaire.questionnaireTypeId,
          currentVersion: questionnaireType.structureVersion,
          version: questionnaire.structureVersion,
          formId: filledForm.formId,
          formKey: form.key,
          questionnaires: sql<number>`count(*)::int`.mapWith(Number),
        })
        .from(questionnaire)
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .innerJoin(filledForm, eq(filledForm.questionnaireId, questionnaire.id))
        .innerJoin(form, eq(form.id, filledForm.formId))
        .innerJoin(questionnaireType, eq(questionnaireType.id, questionnaire.questionnaireTypeId))
        .where(selectionCondition(caller, selection))
        .groupBy(
          questionnaire.questionnaireTypeId,
          questionnaireType.orderKey,
          questionnaireType.structureVersion,
          questionnaire.structureVersion,
          filledForm.formId,
          form.key,
          form.orderKey,
        )
        .orderBy(
          asc(questionnaireType.orderKey),
          asc(questionnaire.questionnaireTypeId),
          asc(form.orderKey),
          asc(filledForm.formId),
          desc(questionnaire.structureVersion),
        );
    },

    /**
     * The next batch of a part's questionnaires after `afterId`, by id, with their metadata, group
     * instances and answers: one statement (instancesJson).
     */
    async batch(
      caller: Caller,
      selection: ExportSelection,
      part: ExportPart,
      afterId: number,
      limit: number,
    ): Promise<ExportBatchRows> {
      const { readers } = await keysFor([], []);
      const rows = await db
        .select({
          questionnaireId: questionnaire.id,
          unitName: unit.description,
          unitNumber: unit.number,
          unitTypeId: unit.unitTypeId,
          institutionId: unit.institutionId,
          institutionTypeId: institution.institutionTypeId,
          email: listEmail,
          questionnaireTypeId: questionnaire.questionnaireTypeId,
          accepted: questionnaire.isActive,
          createdAt: questionnaire.createdAt,
          filledFormId: filledForm.id,
          submitted: filledForm.status,
          submittedAt: filledForm.submittedAt,
          instances: instancesJson(readers),
        })
        .from(questionnaire)
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .innerJoin(
          filledForm,
          and(
            eq(filledForm.questionnaireId, questionnaire.id),
            eq(filledForm.formId, part.formId),
            // Said again on the filled form: its index scan then starts at the batch, not at the first
            // questionnaire (a merge join read every earlier filled form again for each batch).
            gt(filledForm.questionnaireId, afterId),
          ),
        )
        .leftJoin(institution, eq(institution.id, unit.institutionId))
        .leftJoin(owner, eq(owner.id, unit.ownerUserId))
        .leftJoin(creator, eq(creator.id, questionnaire.createdByUserId))
        .where(
          and(
            selectionCondition(caller, selection),
            eq(questionnaire.questionnaireTypeId, part.questionnaireTypeId),
            inArray(questionnaire.structureVersion, part.versions),
            gt(questionnaire.id, afterId),
          ),
        )
        .orderBy(asc(questionnaire.id))
        .limit(limit);
      const questionnaires: ExportQuestionnaireRow[] = [];
      const instances: ExportInstanceRow[] = [];
      const saved: { instanceId: number; answer: unknown[] }[] = [];
      for (const { instances: instancesOfRow, email, ...questionnaireRow } of rows) {
        questionnaires.push({ ...questionnaireRow, email: email ?? null });
        for (const [id, subformKey, groupKey, name, answersOfInstance] of tuples(instancesOfRow)) {
          const instanceId = integerValue(id, 'instance id');
          instances.push({
            id: instanceId,
            filledFormId: questionnaireRow.filledFormId,
            subformKey: stringValue(subformKey, 'subform key'),
            groupKey: stringValue(groupKey, 'group key'),
            name: stringOrNullValue(name, 'instance name'),
          });
          for (const answerRow of tuples(answersOfInstance)) saved.push({ instanceId, answer: answerRow });
        }
      }
      const questionIds = saved.map(({ answer: row }) => integerValue(row[0], 'question id'));
      const optionIds = saved.map(({ answer: row }) => integerOrNullValue(row[1], 'option id'));
      const keys = await keysFor(
        questionIds,
        optionIds.filter((id) => id !== null),
      );
      const answers = saved.map(({ instanceId, answer: row }, index): ExportAnswerRow => {
        const optionId = optionIds[index] ?? null;
        return {
          instanceId,
          questionKey: keys.questions.get(questionIds[index] ?? 0) ?? '',
          optionKey: optionId === null ? null : (keys.options.get(optionId) ?? null),
          answer: stringOrNullValue(row[2], 'answer'),
          text: stringOrNullValue(row[3], 'text'),
          geomAnswer: geometryValue(row[4]),
          gridGeomAnswer: geometryValue(row[5]),
          referencedText: stringOrNullValue(row[6], 'referenced text'),
        };
      });
      return { questionnaires, instances, answers };
    },

    /** The names of unit types, institution types, institutions and questionnaire types in a language. */
    async names(localeId: number): Promise<ExportNames> {
      return {
        unitTypes: await namesOf(
          db.select({ id: unitType.id, name: localizedText(unitType.textId, localeId) }).from(unitType),
        ),
        institutionTypes: await namesOf(
          db
            .select({ id: institutionType.id, name: localizedText(institutionType.textId, localeId) })
            .from(institutionType),
        ),
        institutions: await namesOf(
          db
            .select({ id: institution.id, name: localizedText(institution.textId, localeId) })
            .from(institution),
        ),
        questionnaireTypes: await namesOf(
          db
            .select({ id: questionnaireType.id, name: localizedText(questionnaireType.textId, localeId) })
            .from(questionnaireType),
        ),
      };
    },
  };
}
