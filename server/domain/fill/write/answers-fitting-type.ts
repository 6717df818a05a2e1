import type { AnswerField } from '@engine/kinds/answer-kind';
import { answerKind } from '@engine/kinds/index';
import { isFilled } from '@engine/progress/is-filled';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import { AppError } from '../../app-error';

const fields: readonly AnswerField[] = ['answerListId', 'answer', 'text', 'geomAnswer', 'gridGeomAnswer'];

function present(saved: SavedAnswer, field: AnswerField): boolean {
  const value = saved[field];
  return value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '');
}

function fits(question: FillQuestion, saved: SavedAnswer): boolean {
  const kind = answerKind(question.answerTypeDicId);
  const { required, optional } = kind.answerFields;
  const allowed = new Set<AnswerField>([required, ...optional]);
  if (!present(saved, required)) return false;
  if (fields.some((field) => present(saved, field) && !allowed.has(field))) return false;
  return kind.fitsAnswer(question, saved);
}

/**
 * The answers a client sent, without the empty ones, once each fits the question's answer kind: the
 * fields the kind uses and no others, one answer for single-answer kinds, each option (or answer
 * offered as an option) at most once. Otherwise ANSWER_TYPE_MISMATCH: the engine's conversion would
 * silently drop what does not fit, and a save must never store less than it was sent.
 */
export function answersFittingType(question: FillQuestion, sent: readonly SavedAnswer[]): SavedAnswer[] {
  const kind = answerKind(question.answerTypeDicId);
  const answers = sent.filter((saved) => isFilled(saved));
  const single = !kind.answerFields.list;
  const distinct = new Set(answers.map((saved) => kind.answerIdentity(saved)));
  if (
    (single && answers.length > 1) ||
    (!single && distinct.size !== answers.length) ||
    !answers.every((saved) => fits(question, saved))
  ) {
    throw new AppError('ANSWER_TYPE_MISMATCH');
  }
  return answers;
}
