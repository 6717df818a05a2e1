import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StructureLevel } from '@schemas/generated/api/structure-studio';
import type { Db } from '../database';
import {
  answerOption,
  form,
  question,
  questionGroup,
  questionGroupUnitType,
  questionnaireType,
  questionRecommendedForm,
  subform,
  subformUnitType,
  translation,
} from '../schema/index';

/** One part of the structure as the audit log keeps it: the type it belongs to, and its values. */
export interface StructurePart {
  typeId: number;
  values: Record<string, unknown>;
}

/** The languages of a text by their code, '' where one is missing (locale ids 1 en … 6 nl). */
export type TextInLanguages = Record<(typeof LANGUAGES)[number], string>;

const LANGUAGES = ['en', 'pl', 'de', 'fi', 'it', 'nl'] as const;

/** The row columns that point at a text: their values become the text in every language. */
const TEXT_COLUMN = /^(.*?)TextId$|^textId$/;

/** A level's table and, up the levels, the column that leads to its questionnaire type. */
interface LevelTable {
  table: PgTable;
  id: PgColumn;
  /** The joins from the part's table up to the form (none for a type or form). */
  up: { table: PgTable; on: [PgColumn, PgColumn] }[];
  typeId: PgColumn;
}

const upToForm = {
  subform: { table: form, on: [subform.formId, form.id] },
  group: { table: subform, on: [questionGroup.subformId, subform.id] },
  question: { table: questionGroup, on: [question.questionGroupId, questionGroup.id] },
  option: { table: question, on: [answerOption.questionId, question.id] },
} satisfies Record<string, LevelTable['up'][number]>;

const levels: Record<StructureLevel, LevelTable> = {
  type: { table: questionnaireType, id: questionnaireType.id, up: [], typeId: questionnaireType.id },
  form: { table: form, id: form.id, up: [], typeId: form.questionnaireTypeId },
  subform: { table: subform, id: subform.id, up: [upToForm.subform], typeId: form.questionnaireTypeId },
  group: {
    table: questionGroup,
    id: questionGroup.id,
    up: [upToForm.group, upToForm.subform],
    typeId: form.questionnaireTypeId,
  },
  question: {
    table: question,
    id: question.id,
    up: [upToForm.question, upToForm.group, upToForm.subform],
    typeId: form.questionnaireTypeId,
  },
  option: {
    table: answerOption,
    id: answerOption.id,
    up: [upToForm.option, upToForm.question, upToForm.group, upToForm.subform],
    typeId: form.questionnaireTypeId,
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The part's row with its questionnaire type, found by joining up the levels. */
async function partRow(
  db: Db,
  level: StructureLevel,
  id: number,
): Promise<{ typeId: number; row: Record<string, unknown> } | undefined> {
  const { table, id: idColumn, up, typeId } = levels[level];
  let query = db
    .select({ typeId, row: getTableColumns(table) })
    .from(table)
    .$dynamic();
  for (const join of up) query = query.innerJoin(join.table, eq(join.on[0], join.on[1]));
  const [found] = await query.where(eq(idColumn, id));
  return found && typeof found.typeId === 'number' && isRecord(found.row)
    ? { typeId: found.typeId, row: found.row }
    : undefined;
}

/** The texts a row points at, each in all six languages. */
async function textsOf(db: Db, textIds: readonly number[]): Promise<Map<number, TextInLanguages>> {
  const texts = new Map<number, TextInLanguages>(
    textIds.map((id) => [id, { en: '', pl: '', de: '', fi: '', it: '', nl: '' }]),
  );
  if (textIds.length === 0) return texts;
  const rows = await db
    .select({ textId: translation.textId, localeId: translation.localeId, text: translation.text })
    .from(translation)
    .where(inArray(translation.textId, [...textIds]));
  for (const row of rows) {
    const language = LANGUAGES[row.localeId - 1];
    const text = texts.get(row.textId);
    if (language && text) text[language] = row.text;
  }
  return texts;
}

/** What a part lists beside its row: unit types of subforms and groups, recommending forms of questions. */
async function linkedIds(db: Db, level: StructureLevel, id: number): Promise<Record<string, number[]>> {
  if (level === 'subform') {
    const rows = await db
      .select({ id: subformUnitType.unitTypeId })
      .from(subformUnitType)
      .where(eq(subformUnitType.subformId, id));
    return { unitTypeIds: rows.map((row) => row.id).sort((a, b) => a - b) };
  }
  if (level === 'group') {
    const rows = await db
      .select({ id: questionGroupUnitType.unitTypeId })
      .from(questionGroupUnitType)
      .where(eq(questionGroupUnitType.questionGroupId, id));
    return { unitTypeIds: rows.map((row) => row.id).sort((a, b) => a - b) };
  }
  if (level === 'question') {
    const rows = await db
      .select({ id: questionRecommendedForm.formId })
      .from(questionRecommendedForm)
      .where(eq(questionRecommendedForm.questionId, id));
    return { recommendedFormIds: rows.map((row) => row.id).sort((a, b) => a - b) };
  }
  return {};
}

/**
 * One part of the structure (a type, form, subform, group, question or option) as a plain object for
 * the audit log: its row's fields, each text it points at in all six languages (`textId` becomes
 * `text`, `tipTextId` becomes `tip` …), and the unit types or recommending forms it lists. Undefined
 * when there is no such part.
 */
export async function readStructurePart(
  db: Db,
  level: StructureLevel,
  id: number,
): Promise<StructurePart | undefined> {
  const found = await partRow(db, level, id);
  if (!found) return undefined;
  const textIds = Object.entries(found.row).flatMap(([name, value]) =>
    TEXT_COLUMN.test(name) && typeof value === 'number' ? [value] : [],
  );
  const texts = await textsOf(db, textIds);
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(found.row)) {
    const text = TEXT_COLUMN.exec(name);
    if (!text) values[name] = value instanceof Date ? value.toISOString() : value;
    else values[text[1] ?? 'text'] = typeof value === 'number' ? (texts.get(value) ?? null) : null;
  }
  return { typeId: found.typeId, values: { ...values, ...(await linkedIds(db, level, id)) } };
}

/**
 * The places of two swapped neighbours (`{ orderKeys: { <id>: orderKey } }`), with the type they
 * belong to; undefined when either is missing.
 */
export async function readSiblingOrder(
  db: Db,
  level: StructureLevel,
  ids: readonly [number, number],
): Promise<StructurePart | undefined> {
  const orderKeys: Record<string, unknown> = {};
  let typeId: number | undefined;
  for (const id of ids) {
    const found = await partRow(db, level, id);
    if (!found) return undefined;
    typeId = found.typeId;
    orderKeys[String(id)] = found.row.orderKey;
  }
  return typeId === undefined ? undefined : { typeId, values: { orderKeys } };
}
