import { answerKind, isAnswerTypeId } from '../kinds/index';
import type { IndicatorAnswer, IndicatorInputDefinition, IndicatorQuestion } from './indicator-source';
import { storedNumber } from './stored-number';
import { weightedMean } from './weighted-mean';

/** What one input reads from its question: a score 0–1 and, for a number question, the number. */
export interface InputReading {
  /** 0 worst … 1 best; null when the question has no usable answer. */
  score: number | null;
  /** The number answered (the mean over group instances), for number questions. */
  number: number | null;
}

const NONE: InputReading = { score: null, number: null };

/** What the question's answer kind gives an indicator (nothing for an unknown type). */
function readsOf(answerTypeDicId: number): 'number' | 'optionScores' | 'nothing' {
  return isAnswerTypeId(answerTypeDicId) ? answerKind(answerTypeDicId).indicatorReads : 'nothing';
}

function byInstance(answers: readonly IndicatorAnswer[]): IndicatorAnswer[][] {
  const instances = new Map<number, IndicatorAnswer[]>();
  for (const answer of answers) {
    const rows = instances.get(answer.instanceId) ?? [];
    rows.push(answer);
    instances.set(answer.instanceId, rows);
  }
  return [...instances.values()];
}

function mean(values: readonly (number | null)[]): number | null {
  return weightedMean(values.map((value) => ({ value })));
}

function numberReading(
  input: IndicatorInputDefinition,
  question: IndicatorQuestion,
  instances: readonly IndicatorAnswer[][],
): InputReading {
  const number = mean(instances.map((rows) => storedNumber(rows[0]?.answer)));
  const min = input.min ?? question.min ?? null;
  const max = input.max ?? question.max ?? null;
  if (number === null || min === null || max === null || !(max > min)) return { score: null, number };
  const share = Math.min(1, Math.max(0, (number - min) / (max - min)));
  return { score: input.higherIsBetter === false ? 1 - share : share, number };
}

function choiceReading(question: IndicatorQuestion, instances: readonly IndicatorAnswer[][]): InputReading {
  const scores = new Map(question.options.map((option) => [option.id, option.score ?? null]));
  // Several chosen options (multiple choice) score their mean; an option without a score says nothing.
  const instanceScore = (rows: readonly IndicatorAnswer[]) =>
    mean(
      rows.map((row) =>
        typeof row.answerListId === 'number' ? (scores.get(row.answerListId) ?? null) : null,
      ),
    );
  return { score: mean(instances.map(instanceScore)), number: null };
}

/**
 * Reads one input of a leaf indicator from its question's saved answers. A number is scaled between
 * the input's min and max (else the question's), clamped, turned round when lower is better; chosen
 * options give their scores. A question answered in several group instances gives the mean over them.
 * A missing, skipped or unreadable answer, a number without a usable range, or a question of another
 * type (text, date, map) reads as no score.
 */
export function readInput(
  input: IndicatorInputDefinition,
  question: IndicatorQuestion | undefined,
  answers: readonly IndicatorAnswer[] | undefined,
): InputReading {
  if (!question || !answers || answers.length === 0) return NONE;
  const instances = byInstance(answers);
  const reads = readsOf(question.answerTypeDicId);
  if (reads === 'number') return numberReading(input, question, instances);
  if (reads === 'optionScores') return choiceReading(question, instances);
  return NONE;
}
