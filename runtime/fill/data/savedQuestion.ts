import { activeQuestions } from '@engine/convert/active-questions';
import { groupProgressAfter } from '@engine/dependencies/group-progress-after';
import { groupStructure, type GroupStructure } from '@engine/dependencies/group-structure';
import { groupProgress, type GroupProgress } from '@engine/progress/group-progress';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';

/** What is known of a group instance object besides itself: its progress, and its structure once needed. */
interface Known {
  progress: GroupProgress;
  /** Index in `questionList` of each question, by dictionary id, and the structure of the shown ones. */
  shape?: { index: ReadonlyMap<number, number>; structure: GroupStructure };
}

// Keyed by the instance object: a list loaded again brings new objects, and the old entries go.
const known = new WeakMap<GroupInstance, Known>();

/** The progress of a group instance, counted once per instance object (see `withSavedQuestion`). */
export function progressOf(instance: GroupInstance): GroupProgress {
  let entry = known.get(instance);
  if (!entry) {
    entry = { progress: groupProgress(instance) };
    known.set(instance, entry);
  }
  return entry.progress;
}

function shapeOf(instance: GroupInstance, entry: Known): NonNullable<Known['shape']> {
  entry.shape ??= {
    index: new Map(instance.questionList.map((question, index) => [question.questionId, index])),
    structure: groupStructure(activeQuestions(instance.questionList)),
  };
  return entry.shape;
}

/**
 * The group instance with one question as the server now holds it (the reply of its save), or
 * undefined when the instance has no such question or already holds that version or a newer one.
 * Its progress is carried over from the instance's, looking again only at the question and those its
 * choice may skip; its structure is the same object.
 */
export function withSavedQuestion(
  instance: GroupInstance,
  question: FillQuestion,
): GroupInstance | undefined {
  const entry = known.get(instance);
  const shape = entry ? shapeOf(instance, entry) : undefined;
  const at =
    shape?.index.get(question.questionId) ??
    instance.questionList.findIndex((candidate) => candidate.id === question.id);
  const current = instance.questionList[at];
  if (!current || current.id !== question.id || current === question) return undefined;
  if (current.version > question.version) return undefined;
  const questionList = [...instance.questionList];
  questionList[at] = question;
  const next: GroupInstance = { ...instance, questionList };
  if (entry && shape && current.isActive === question.isActive) {
    const before = (questionId: number) => instance.questionList[shape.index.get(questionId) ?? -1];
    const after = (questionId: number) => questionList[shape.index.get(questionId) ?? -1];
    const progress = groupProgressAfter(entry.progress, shape.structure, before, after, [
      question.questionId,
    ]);
    known.set(next, { progress, shape });
  }
  return next;
}
