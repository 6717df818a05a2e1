import type { QuestionEntry } from '@schemas/generated/api/structure-admin';
import { answerKind, isAnswerTypeId } from '../kinds/index';
import { checkWholeNumber, wholeNumberOf } from './check-whole-number';
import { problem, type StructureProblem } from './structure-problem';
import { translationsRequired } from './translations-required';

export const CATEGORY_MAX_LENGTH = 150;
const SHORT_NAME = /^[A-Za-z0-9._]{1,10}$/;

/** Where the question goes: what the rules of its number and answer type depend on. */
export interface QuestionEntryContext {
  /** Questions the group holds now, this one included when it is edited. */
  questionCount: number;
  /** The answer type saved before, when the question is edited: it cannot change. */
  savedAnswerTypeDicId?: number;
  /** The question's group is in the first subform of its form, where map answers are not offered. */
  inFirstSubform: boolean;
}

type QuestionFields = Pick<
  QuestionEntry,
  | 'text'
  | 'questionGroup'
  | 'questionTip'
  | 'min'
  | 'max'
  | 'shortName'
  | 'category'
  | 'optionsFromQuestionId'
> & { answerTypeDicId?: number; questionOrderKey?: number };

/**
 * A question of the dialog (specification section 5): an answer type, fixed once saved and never a map
 * type in the first subform; the text in English at least; a number from 1 to the group's count (plus
 * one when adding); a short name of 1 to 10 letters, digits, dots or underscores; min and max only where
 * the answer type has them, each a non-negative whole number, min not above max, max within the type's
 * cap when it has one (`maxCeiling`); the question whose
 * answers are the options (`optionsFromQuestionId`) named exactly where the answer type reads its options
 * from another question, and not the question itself; a category of at most 150 characters.
 *
 * @param questionId the edited question's id (none when adding)
 */
export function checkQuestionEntry(
  entry: QuestionFields & { id?: number | null },
  context: QuestionEntryContext,
): StructureProblem[] {
  const problems: StructureProblem[] = [];
  const typeId = entry.answerTypeDicId;
  const kind = typeId !== undefined && isAnswerTypeId(typeId) ? answerKind(typeId) : undefined;
  if (!kind) problems.push(problem('answerTypeDicId', 'FIELD_REQUIRED'));
  else if (context.savedAnswerTypeDicId !== undefined && context.savedAnswerTypeDicId !== typeId) {
    problems.push(problem('answerTypeDicId', 'ANSWER_TYPE_FIXED'));
  } else if (kind.mapDefault && context.inFirstSubform && context.savedAnswerTypeDicId === undefined) {
    // Only a new question: a map question already saved there (its subform moved up) stays editable.
    problems.push(problem('answerTypeDicId', 'MAP_NOT_IN_FIRST_SUBFORM'));
  }
  problems.push(...translationsRequired('text', entry.text, 'fallback', 1000));
  problems.push(...checkQuestionNumber(entry.questionOrderKey, context));
  if (!SHORT_NAME.test(entry.shortName)) problems.push(problem('shortName', 'SHORT_NAME_ERROR'));
  problems.push(...checkBoundFields(entry, kind?.editorFields ?? [], kind?.maxCeiling));
  if (kind) problems.push(...checkOptionsFrom(entry, kind.editorFields));
  if ((entry.category ?? '').length > CATEGORY_MAX_LENGTH) {
    problems.push(problem('category', 'TEXT_LENGTH_LIMIT', { max: CATEGORY_MAX_LENGTH }));
  }
  return problems;
}

function checkQuestionNumber(
  orderKey: number | undefined,
  context: QuestionEntryContext,
): StructureProblem[] {
  const adding = context.savedAnswerTypeDicId === undefined;
  const max = Math.max(1, context.questionCount + (adding ? 1 : 0));
  if (orderKey === undefined) return [problem('questionOrderKey', 'FIELD_REQUIRED')];
  if (!Number.isInteger(orderKey) || orderKey < 1 || orderKey > max) {
    return [problem('questionOrderKey', 'VALUE_BETWEEN', { min: 1, max })];
  }
  return [];
}

function checkBoundFields(
  entry: QuestionFields,
  editorFields: readonly string[],
  maxCeiling: number | undefined,
): StructureProblem[] {
  const problems: StructureProblem[] = [];
  for (const field of ['min', 'max'] as const) {
    const written = entry[field] !== undefined && entry[field] !== null && entry[field] !== '';
    if (written && !editorFields.includes(field)) problems.push(problem(field, 'NOT_FOR_ANSWER_TYPE'));
    else problems.push(...checkWholeNumber(field, entry[field]));
  }
  if (problems.length === 0) {
    const min = wholeNumberOf(entry.min);
    const max = wholeNumberOf(entry.max);
    if (min !== null && max !== null && min > max)
      problems.push(problem('max', 'VALUE_GREATER_THAN', { min }));
    // A type that caps its max (photos: at most 10 a question) takes 1 to that cap.
    if (maxCeiling !== undefined && max !== null && (max < 1 || max > maxCeiling))
      problems.push(problem('max', 'VALUE_BETWEEN', { min: 1, max: maxCeiling }));
  }
  return problems;
}

/** A source question only for kinds whose options are another question's answers, and there required. */
function checkOptionsFrom(
  entry: Pick<QuestionEntry, 'optionsFromQuestionId' | 'id'>,
  editorFields: readonly string[],
): StructureProblem[] {
  const source = entry.optionsFromQuestionId ?? null;
  if (!editorFields.includes('optionsFromQuestionKey')) {
    return source === null ? [] : [problem('optionsFromQuestionId', 'NOT_FOR_ANSWER_TYPE')];
  }
  if (source === null) return [problem('optionsFromQuestionId', 'FIELD_REQUIRED')];
  return source === entry.id ? [problem('optionsFromQuestionId', 'OPTIONS_SOURCE_NOT_TEXT')] : [];
}
