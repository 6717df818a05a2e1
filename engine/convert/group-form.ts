import type { GroupInstance } from '@schemas/generated/api/fill';
import type { AnswerValue } from '../answers/answer-value';
import { answersToValue } from '../answers/answers-to-value';
import { chosenIds } from '../answers/chosen-ids';
import type { FillContext } from '../context';
import { answerKind } from '../kinds/index';
import { offeredOptions } from '../options/offered-options';
import { computeSkips, type Skips } from '../skip/compute-skips';
import { activeQuestions } from './active-questions';
import { groupLookups } from './group-rule-context';
import type { JsonSchema } from './json-schema';
import type { QuestionCard } from './question-card';
import { questionKey } from './question-key';
import { questionSchema } from './question-schema';

export interface QuestionUiSchema {
  'ui:widget': string;
  'ui:field'?: 'answer';
  'ui:readonly'?: boolean;
  'ui:enumDisabled'?: number[];
  'ui:options': { card: QuestionCard };
}

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
  const formNames = context.formNames ?? {};

  const properties: Record<string, JsonSchema> = {};
  const uiSchema: GroupForm['uiSchema'] = { 'ui:order': [] };
  for (const question of questions) {
    const key = questionKey(question.questionId);
    const kind = answerKind(question.answerTypeDicId);
    const offered = offeredOptions(question, chosenIds(formData[key]), lookups.chosenIn, context);
    const skipped = skips.skipped.has(question.questionId);
    properties[key] = questionSchema(question, offered);
    // Built by assignment, not spreads: this loop runs once per question on every keystroke.
    const card: QuestionCard = {
      id: question.id,
      questionId: question.questionId,
      filledQuestionListId: question.filledQuestionListId ?? group.id,
      answerType: question.answerTypeDicId,
      widget: kind.widget,
      number: question.orderKey,
      text: question.questionText,
      recommended: question.recommended,
      recommendedForms: [],
      options: offered,
      skipped,
      version: question.version,
    };
    if (question.questionGroupText) card.groupHeading = question.questionGroupText;
    if (question.questionTip) card.tip = question.questionTip;
    for (const formId of question.recommendedList) {
      const name = formNames[formId];
      if (name !== undefined) card.recommendedForms.push(name);
    }
    const details = kind.cardDetails(question, lookups.rules.numberOf);
    if (details.bounds) card.bounds = details.bounds;
    if (details.textLimit !== undefined) card.textLimit = details.textLimit;

    const ui: QuestionUiSchema = { 'ui:widget': card.widget, 'ui:options': { card } };
    if (kind.composite) ui['ui:field'] = 'answer';
    if (skipped || options.readOnly) ui['ui:readonly'] = true;
    const disabled: number[] = [];
    for (const option of offered) if (option.disabled) disabled.push(option.id);
    if (disabled.length > 0) ui['ui:enumDisabled'] = disabled;
    uiSchema[key] = ui;
    uiSchema['ui:order'].push(key);
  }
  return { schema: { type: 'object', properties }, uiSchema, formData, skips };
}
