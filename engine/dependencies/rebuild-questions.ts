import type { FillQuestion } from '@schemas/generated/api/fill';
import { isEmptyValue, type AnswerValue } from '../answers/answer-value';
import type { FillContext } from '../context';
import type { JsonSchema } from '../convert/json-schema';
import { lookupsOf } from '../convert/lookups-of';
import { questionForm, type QuestionUiSchema } from '../convert/question-form';
import { answerKind } from '../kinds/index';
import type { GroupStructure } from './group-structure';
import { skippedLookup } from './skipped-lookup';

/** Where the partial build reads the group's current state. */
export interface GroupSource {
  groupId: number;
  /** The shown question of a dictionary id (its latest version and answers). */
  questionOf(questionId: number): FillQuestion | undefined;
  /** The value a question holds now, as typed (before skipped answers are cleared). */
  valueOf(questionId: number): AnswerValue | undefined;
}

export interface RebuiltQuestion {
  questionId: number;
  schema: JsonSchema;
  ui: QuestionUiSchema;
  skipped: boolean;
}

export interface RebuiltQuestions {
  /** One entry per question asked for that the group shows, in the order asked. */
  questions: RebuiltQuestion[];
  /** Of those, the skipped ones that still hold an answer to delete (as `Skips.toDelete`). */
  toDelete: FillQuestion[];
}

/**
 * The group form's parts (`buildGroupForm`) for some questions only, equal to what a full build of
 * the same state gives them: skips are worked out through the questions that may skip them, bounds
 * and options from the answers they read (a skipped answer being deleted reads as none). With
 * `dependentQuestions` of a changed question (plus the question itself) this is what a change needs,
 * whatever the size of the group.
 *
 * @param questionIds dictionary ids of the questions to build
 */
export function rebuildQuestions(
  structure: GroupStructure,
  source: GroupSource,
  context: FillContext,
  questionIds: Iterable<number>,
  readOnly = false,
): RebuiltQuestions {
  const skipped = skippedLookup(structure, source.questionOf, source.valueOf);
  /** A skipped question's answer is deleted (and shows as none), except where its kind keeps it. */
  const deleted = (questionId: number): boolean => {
    const question = source.questionOf(questionId);
    return (
      question !== undefined &&
      skipped(questionId) &&
      !isEmptyValue(source.valueOf(questionId)) &&
      !answerKind(question.answerTypeDicId).keepsAnswerWhenSkipped
    );
  };
  const shown = (questionId: number): AnswerValue | undefined =>
    deleted(questionId) ? undefined : source.valueOf(questionId);
  const lookups = lookupsOf((questionId) => structure.position.has(questionId), shown, context);
  const result: RebuiltQuestions = { questions: [], toDelete: [] };
  for (const questionId of questionIds) {
    const question = source.questionOf(questionId);
    if (!question || !structure.position.has(questionId)) continue;
    const isSkipped = skipped(questionId);
    const built = questionForm(question, {
      groupId: source.groupId,
      value: shown(questionId),
      skipped: isSkipped,
      readOnly,
      lookups,
      context,
    });
    result.questions.push({ questionId, schema: built.schema, ui: built.ui, skipped: isSkipped });
    if (deleted(questionId)) result.toDelete.push(question);
  }
  return result;
}
