import type { SaveTarget } from './api-volume';

/**
 * The body of POST secured/question/save that stores the target's answer over its version (the
 * benchmarks' saves and the server tests that save as they do). A module of its own, without the
 * database code of api-volume.ts: the load generator's worker thread imports it.
 */
export function saveBody(target: SaveTarget) {
  const { id, questionId, filledQuestionListId, answerTypeDicId, version, answer } = target;
  return { id, questionId, filledQuestionListId, answerTypeDicId, version, answers: [{ answer }] };
}
