import type { GroupStructure } from './group-structure';

/**
 * The questions whose card view may change when one question's answer does: those whose bounds or
 * offered options read it, those its choice may skip, and, since a question that becomes skipped (or
 * no longer is) shows no answer and skips nothing itself, everything that depends on those in turn.
 * Questions only reading an answer do not pass the change on (their own answer stays).
 *
 * @returns dictionary ids in group order, without `questionId` itself
 */
export function dependentQuestions(structure: GroupStructure, questionId: number): number[] {
  const found = new Set<number>();
  const chained = new Set<number>([questionId]);
  const queue = [questionId];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const reader of structure.readers.get(next) ?? []) found.add(reader);
    for (const target of structure.skipTargets.get(next) ?? []) {
      found.add(target);
      if (!chained.has(target)) {
        chained.add(target);
        queue.push(target);
      }
    }
  }
  found.delete(questionId);
  return [...found].sort((a, b) => (structure.position.get(a) ?? 0) - (structure.position.get(b) ?? 0));
}
