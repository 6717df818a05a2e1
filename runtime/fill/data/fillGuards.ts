import type {
  FilledSubformItem,
  FillQuestion,
  FormListItem,
  GroupInstance,
} from '@schemas/generated/api/fill';
import { isArrayOf, isNumberOrNull, isRecord, isTextOrNull } from '../../shared/api/guards';

const ANSWER_TYPES = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16]);

export function isFormListItem(value: unknown): value is FormListItem {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.formDicId === 'number' &&
    typeof value.formName === 'string' &&
    typeof value.status === 'boolean' &&
    typeof value.isActive === 'boolean'
  );
}

export function isFilledSubformItem(value: unknown): value is FilledSubformItem {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.subFormDicId === 'number' &&
    typeof value.name === 'string' &&
    typeof value.code === 'string'
  );
}

// Progress and skip logic read these fields of every question, so they are checked before any screen counts.
function isFillQuestion(value: unknown): value is FillQuestion {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.questionId === 'number' &&
    typeof value.answerTypeDicId === 'number' &&
    ANSWER_TYPES.has(value.answerTypeDicId) &&
    typeof value.isActive === 'boolean' &&
    typeof value.orderKey === 'number' &&
    Array.isArray(value.answerList) &&
    value.answerList.every(isRecord) &&
    Array.isArray(value.answers) &&
    value.answers.every(isRecord)
  );
}

export function isGroupInstance(value: unknown): value is GroupInstance {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.questionListDicId === 'number' &&
    typeof value.questionListName === 'string' &&
    (value.name === undefined || isTextOrNull(value.name)) &&
    (value.qlNumber === -1 || value.qlNumber === 0 || value.qlNumber === 1 || value.qlNumber === 2) &&
    typeof value.isActive === 'boolean' &&
    typeof value.filledSubformId === 'number' &&
    typeof value.orderKey === 'number' &&
    isArrayOf(isFillQuestion)(value.questionList)
  );
}

/** An optional group of a subform (specification section 3): `id` is the group's dictionary id. */
export interface OptionalGroup {
  id: number;
  text: string;
  groupText?: string | null;
  added: boolean;
  /** The instance, when added (it is what removing deletes). */
  filledQuestionListId?: number | null;
}

export function isOptionalGroup(value: unknown): value is OptionalGroup {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.text === 'string' &&
    (value.groupText === undefined || isTextOrNull(value.groupText)) &&
    typeof value.added === 'boolean' &&
    (value.filledQuestionListId === undefined || isNumberOrNull(value.filledQuestionListId))
  );
}

/** A form of the dictionary, for the names of recommended forms. */
export interface FormName {
  id: number;
  name: string;
}

function textOf(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const text = record[key];
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/** The form dictionary names a form by `formName`, `name` or `text`; `id` is the form's dictionary id. */
export function toFormNames(items: readonly Record<string, unknown>[]): FormName[] {
  return items.flatMap((item) => {
    const name = textOf(item, ['formName', 'name', 'text']);
    return typeof item.id === 'number' && name !== undefined ? [{ id: item.id, name }] : [];
  });
}

/** A form of the recommended-answers check with its subforms and group instances, by name. */
export interface FormTreeNames {
  formName: string;
  subforms: { name: string; groups: string[] }[];
}

export type RecommendedCheck =
  | { complete: true }
  /** What is already filled, and what still misses recommended answers. */
  | { complete: false; filled: FormTreeNames[]; missing: FormTreeNames[] };

function recordsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

// A named instance is known by its own name, others by the group's name.
function groupNameOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!isRecord(value)) return [];
  const name = textOf(value, ['name', 'questionListName', 'text']);
  return name === undefined ? [] : [name];
}

function formTrees(value: unknown): FormTreeNames[] {
  return recordsOf(value).map((form) => ({
    formName: textOf(form, ['formName', 'name']) ?? '',
    subforms: recordsOf(form.filledSubForms).map((subform) => ({
      name: textOf(subform, ['subformName', 'name']) ?? '',
      groups: Array.isArray(subform.questionListList) ? subform.questionListList.flatMap(groupNameOf) : [],
    })),
  }));
}

/**
 * `data: 1` when every recommended answer is filled; otherwise `{ filledFormList, missingFormList }`
 * naming what is filled and what is not yet. Any other reply is not understood (undefined).
 */
export function toRecommendedCheck(data: unknown): RecommendedCheck | undefined {
  if (data === 1 || data === true) return { complete: true };
  if (!isRecord(data) || !Array.isArray(data.filledFormList)) return undefined;
  return {
    complete: false,
    filled: formTrees(data.filledFormList),
    missing: formTrees(data.missingFormList),
  };
}
