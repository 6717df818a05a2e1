import type { Bounds } from './check-bounds';

interface BoundSource {
  min?: number | null;
  max?: number | null;
  maxAnswerQuestionId?: number | null;
}

/**
 * The bounds of a question or option: its own min and max, and as upper bound the numeric answer of
 * another question when `maxAnswerQuestionId` names one that is answered (the smaller maximum wins).
 */
export function resolveBounds(
  source: BoundSource,
  numberOf: (questionId: number) => number | undefined,
): Bounds {
  const bounds: Bounds = {};
  if (typeof source.min === 'number') bounds.min = source.min;
  if (typeof source.max === 'number') bounds.max = source.max;
  if (typeof source.maxAnswerQuestionId === 'number') {
    const fromAnswer = numberOf(source.maxAnswerQuestionId);
    if (fromAnswer !== undefined)
      bounds.max = bounds.max === undefined ? fromAnswer : Math.min(bounds.max, fromAnswer);
  }
  return bounds;
}
