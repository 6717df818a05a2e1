import type { AnswerTypeId } from '@engine/answer-types';
import { isFilled } from '@engine/progress/is-filled';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import { AppError } from '../../app-error';

type Field = 'answerListId' | 'answer' | 'text' | 'geomAnswer' | 'gridGeomAnswer';

/** The field each answer of a type must carry. */
const requiredField: Record<AnswerTypeId, Field> = {
  1: 'answer',
  2: 'answer',
  3: 'answer',
  4: 'answerListId',
  5: 'answerListId',
  6: 'answerListId',
  7: 'answerListId',
  8: 'answerListId',
  9: 'answer',
  10: 'answerListId',
  11: 'geomAnswer',
  12: 'gridGeomAnswer',
  13: 'answer',
  16: 'answerListId',
};

/** Fields an answer may carry besides the required one: the value typed beside an option, a square's id. */
const optionalFields: Partial<Record<AnswerTypeId, readonly Field[]>> = {
  5: ['answer'],
  7: ['answer'],
  12: ['answer'],
};

/** Types answered by a list; every other type holds at most one answer. */
const listTypes: ReadonlySet<AnswerTypeId> = new Set([6, 7, 13]);

const fields: readonly Field[] = ['answerListId', 'answer', 'text', 'geomAnswer', 'gridGeomAnswer'];

function present(saved: SavedAnswer, field: Field): boolean {
  const value = saved[field];
  return value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');
}

function fits(question: FillQuestion, saved: SavedAnswer): boolean {
  const type = question.answerTypeDicId;
  const allowed = new Set<Field>([requiredField[type], ...(optionalFields[type] ?? [])]);
  if (!present(saved, requiredField[type])) return false;
  if (fields.some((field) => present(saved, field) && !allowed.has(field))) return false;
  if (type === 13) return /^\d+$/.test(saved.answer ?? '');
  if ((type === 5 || type === 7) && present(saved, 'answer')) {
    // Only an option with an input carries a typed value.
    return question.answerList.some((option) => option.id === saved.answerListId && option.hasInput);
  }
  return true;
}

function key(type: AnswerTypeId, saved: SavedAnswer): string {
  return type === 13 ? `a${saved.answer ?? ''}` : `o${saved.answerListId ?? ''}`;
}

/**
 * The answers a client sent, without the empty ones, once each fits the question's answer type: the
 * fields the type uses and no others, one answer for single-answer types, each option (or answer
 * offered as an option) at most once. Otherwise ANSWER_TYPE_MISMATCH: the engine's conversion would
 * silently drop what does not fit, and a save must never store less than it was sent.
 */
export function answersFittingType(question: FillQuestion, sent: readonly SavedAnswer[]): SavedAnswer[] {
  const type = question.answerTypeDicId;
  const answers = sent.filter((saved) => isFilled(saved));
  const single = !listTypes.has(type);
  const distinct = new Set(answers.map((saved) => key(type, saved)));
  if (
    (single && answers.length > 1) ||
    (!single && distinct.size !== answers.length) ||
    !answers.every((saved) => fits(question, saved))
  ) {
    throw new AppError('ANSWER_TYPE_MISMATCH');
  }
  return answers;
}
