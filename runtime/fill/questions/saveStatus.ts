import type { SavedAnswer } from '@schemas/generated/answers';
import { format, isValid, parseISO } from 'date-fns';

/**
 * What a card's indicator shows (specification section 4): nothing saved yet, a save on its way,
 * saved at a time (`yyyy-MM-dd HH:mm`, local time), or an error (a failed save or load, or an
 * answer the rules refuse); and, offline (issue 19), waiting to sync or a conflict to settle.
 */
export type SaveStatus =
  | { kind: 'none' }
  | { kind: 'saving' }
  | { kind: 'saved'; savedAt: string }
  | { kind: 'error' }
  | { kind: 'waiting' }
  | { kind: 'conflict' };

/**
 * Where the question's server round trips stand: waiting means kept on this device until the server
 * can be reached; conflict, that the server holds a newer answer (or refused the kept one) and the
 * user chooses which stays.
 */
export type SavePhase = 'idle' | 'saving' | 'waiting' | 'conflict' | 'failed';

export const NO_STATUS: SaveStatus = { kind: 'none' };

/** The latest saving time among the answers, as shown: `yyyy-MM-dd HH:mm`; undefined without one. */
export function savedAt(answers: readonly SavedAnswer[]): string | undefined {
  let latest: Date | undefined;
  for (const answer of answers) {
    if (!answer.date) continue;
    const date = parseISO(answer.date);
    if (isValid(date) && (!latest || date > latest)) latest = date;
  }
  return latest ? format(latest, 'yyyy-MM-dd HH:mm') : undefined;
}

/** The indicator from the round trips' phase, the answer error flag and the saved answers. */
export function saveStatus(
  phase: SavePhase,
  answerError: boolean,
  answers: readonly SavedAnswer[],
): SaveStatus {
  if (phase === 'saving') return { kind: 'saving' };
  if (phase === 'waiting') return { kind: 'waiting' };
  if (phase === 'conflict') return { kind: 'conflict' };
  if (phase === 'failed' || answerError) return { kind: 'error' };
  const at = savedAt(answers);
  return at === undefined ? NO_STATUS : { kind: 'saved', savedAt: at };
}

export function sameStatus(a: SaveStatus, b: SaveStatus): boolean {
  return a.kind === b.kind && (a.kind !== 'saved' || b.kind !== 'saved' || a.savedAt === b.savedAt);
}
