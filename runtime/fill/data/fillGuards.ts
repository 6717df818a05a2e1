import type { FormDictionaryItem } from '@schemas/generated/api/fill';
import { isRecord } from '../../shared/api/guards';

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

/** The forms of the dictionary by name; `id` is the form's dictionary id. */
export function toFormNames(items: readonly FormDictionaryItem[]): FormName[] {
  return items.map(({ id, name }) => ({ id, name }));
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
