import type { GroupInstance } from '@schemas/generated/api/fill';
import type { AnswerValue } from '../answers/answer-value';
import { answersToValue } from '../answers/answers-to-value';
import type { FillContext } from '../context';
import { computeSkips, type Skips } from '../skip/compute-skips';
import { activeQuestions } from './active-questions';
import { groupLookups } from './group-rule-context';
import type { JsonSchema } from './json-schema';
import { questionForm, type QuestionUiSchema } from './question-form';
import { questionKey } from './question-key';

export type { QuestionUiSchema };

export interface GroupForm {
  schema: JsonSchema & { type: 'object'; properties: Record<string, JsonSchema> };
  uiSchema: { 'ui:order': string[] } & Record<string, QuestionUiSchema | string[]>;
  formData: Record<string, AnswerValue | undefined>;
  skips: Skips;
}

export interface GroupFormOptions {
  /** The values being edited, by question key; without them the saved answers are used. */
  values?: Readonly<Record<string, AnswerValue | undefined>>;
  /** Show mode, admin mode, an approved questionnaire or a submitted form: nothing can be answered. */
  readOnly?: boolean;
  /** Administrators also see inactive questions. */
  includeInactive?: boolean;
}

/**
 * One question group instance → what RJSF renders: a JSON Schema with one property per question in
 * orderKey order, a UI schema naming each question's widget and carrying its card (number, texts,
 * recommended forms, offered options, skipped state), and the formData of the current values. Skip
 * logic is applied: skipped questions are read-only and listed with the answers to delete.
 */
export function buildGroupForm(
  group: GroupInstance,
  context: FillContext,
  options: GroupFormOptions = {},
): GroupForm {
  const questions = activeQuestions(group.questionList, options.includeInactive);
  const formData: Record<string, AnswerValue | undefined> = {};
  for (const question of questions) {
    const key = questionKey(question.questionId);
    formData[key] = options.values
      ? options.values[key]
      : answersToValue(question.answerTypeDicId, question.answers);
  }
  const lookups = groupLookups(questions, formData, context);
  const skips = computeSkips(questions, (question) => formData[questionKey(question.questionId)]);
  // A skipped question shows no answer: its answer is being deleted (type 16 keeps its answer).
  for (const question of skips.toDelete) formData[questionKey(question.questionId)] = undefined;
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: GroupForm['uiSchema'] = { 'ui:order': [] };
  for (const question of questions) {
    const key = questionKey(question.questionId);
    const built = questionForm(question, {
      groupId: group.id,
      value: formData[key],
      skipped: skips.skipped.has(question.questionId),
      readOnly: options.readOnly === true,
      lookups,
      context,
    });
    properties[key] = built.schema;
    uiSchema[key] = built.ui;
    uiSchema['ui:order'].push(key);
  }
  return { schema: { type: 'object', properties }, uiSchema, formData, skips };
}
