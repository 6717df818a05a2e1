import type { FillQuestion } from '@schemas/generated/api/fill';
import { answerKind } from '../kinds/index';

/**
 * What depends on what inside one group instance, from its questions' structure alone (not their
 * answers): built once per question list and reused for every change.
 */
export interface GroupStructure {
  /** Dictionary ids of the shown questions, in order (the positions skips count in). */
  readonly order: readonly number[];
  /** Position of each shown question in `order`, by dictionary id. */
  readonly position: ReadonlyMap<number, number>;
  /**
   * The questions whose rules read a question's answer, by its dictionary id: its number as a maximum
   * (of the question or of one of its options), or its choice making an option available.
   */
  readonly readers: ReadonlyMap<number, readonly number[]>;
  /** The questions a choice in a question may skip (any of its options' ranges), in order. */
  readonly skipTargets: ReadonlyMap<number, readonly number[]>;
  /** The questions whose choices may skip a question, in order. */
  readonly skippers: ReadonlyMap<number, readonly number[]>;
}

function add(map: Map<number, number[]>, key: number, value: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

/**
 * The dependency graph of a group's shown questions (active, in orderKey order, as `activeQuestions`
 * gives them): who reads whose answer, and who may skip whom. Only references inside the group count;
 * answers of other groups come from the fill context.
 *
 * @param questions the shown questions in order
 */
export function groupStructure(questions: readonly FillQuestion[]): GroupStructure {
  const order = questions.map((question) => question.questionId);
  const position = new Map(order.map((questionId, index) => [questionId, index]));
  const readers = new Map<number, number[]>();
  const skipTargets = new Map<number, number[]>();
  const skippers = new Map<number, number[]>();
  questions.forEach((question, index) => {
    const reader = question.questionId;
    const read = (source: number | null | undefined): void => {
      if (typeof source === 'number' && position.has(source) && source !== reader)
        add(readers, source, reader);
    };
    read(question.maxAnswerQuestionId);
    for (const option of question.answerList) {
      read(option.maxAnswerQuestionId);
      read(option.availableWhen?.questionId);
    }
    // Only single choices skip (computeSkips): the union of every option's range.
    if (answerKind(question.answerTypeDicId).choice !== 'single') return;
    for (const option of question.answerList) {
      if (option.skipQuestions <= 0) continue;
      const first = index + 1 + option.skipQuestionsOffset;
      for (let target = first; target < Math.min(first + option.skipQuestions, order.length); target += 1) {
        const targetId = order[target];
        if (targetId === undefined) continue;
        add(skipTargets, reader, targetId);
        add(skippers, targetId, reader);
      }
    }
  });
  const byPosition = (a: number, b: number): number => (position.get(a) ?? 0) - (position.get(b) ?? 0);
  for (const list of [...skipTargets.values(), ...skippers.values()]) list.sort(byPosition);
  return { order, position, readers, skipTargets, skippers };
}
