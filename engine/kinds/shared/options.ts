import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { RuleMessage } from '../../messages';

/** OPTION_NOT_OFFERED when an id is not one of the question's options or is chosen twice. */
export function notOffered(question: FillQuestion, ids: readonly number[]): RuleMessage | undefined {
  const known = new Set(question.answerList.map((option) => option.id));
  return ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length
    ? { key: 'OPTION_NOT_OFFERED' }
    : undefined;
}

/** The chosen option ids of saved answers. */
export function savedOptionIds(answers: readonly SavedAnswer[]): number[] {
  return answers.flatMap((answer) => (typeof answer.answerListId === 'number' ? [answer.answerListId] : []));
}

/** An answer may carry a typed value only when its option has an input. */
export function valueFitsOption(question: FillQuestion, saved: SavedAnswer): boolean {
  const typed = saved.answer;
  if (typed === null || typed === undefined || typed.trim() === '') return true;
  return question.answerList.some((option) => option.id === saved.answerListId && option.hasInput);
}
