import type { FillQuestion } from '@schemas/generated/api/fill';
import type { AnswerValue } from '../answers/answer-value';
import { chosenIds } from '../answers/chosen-ids';
import type { FillContext } from '../context';
import { answerKind } from '../kinds/index';
import { offeredOptions } from '../options/offered-options';
import type { GroupLookups } from './lookups-of';
import type { JsonSchema } from './json-schema';
import type { QuestionCard } from './question-card';
import { questionSchema } from './question-schema';

/** One question's entry of the group form's UI schema: its widget, read-only state and card. */
export interface QuestionUiSchema {
  'ui:widget': string;
  'ui:field'?: 'answer';
  'ui:readonly'?: boolean;
  'ui:enumDisabled'?: number[];
  'ui:options': { card: QuestionCard };
}

/** What one question's part of the group form depends on besides the question itself. */
export interface QuestionFormInput {
  /** The group instance's id (a question's filledQuestionListId when it has none). */
  groupId: number;
  /** The question's value as the form shows it (none when skipped and being deleted). */
  value: AnswerValue | undefined;
  skipped: boolean;
  readOnly: boolean;
  lookups: GroupLookups;
  context: FillContext;
}

/**
 * One question's schema property and UI schema entry of the group form (see `buildGroupForm`):
 * offered options, card texts, bounds and limits, read-only when skipped or the group is.
 */
export function questionForm(
  question: FillQuestion,
  input: QuestionFormInput,
): { schema: JsonSchema; ui: QuestionUiSchema } {
  const { lookups, context } = input;
  const kind = answerKind(question.answerTypeDicId);
  const offered = offeredOptions(question, chosenIds(input.value), lookups.chosenIn, context);
  const schema = questionSchema(question, offered);
  // Built by assignment, not spreads: this runs once per question of a group on a full build.
  const card: QuestionCard = {
    id: question.id,
    questionId: question.questionId,
    filledQuestionListId: question.filledQuestionListId ?? input.groupId,
    answerType: question.answerTypeDicId,
    widget: kind.widget,
    number: question.orderKey,
    text: question.questionText,
    recommended: question.recommended,
    recommendedForms: [],
    options: offered,
    skipped: input.skipped,
    version: question.version,
  };
  if (question.questionGroupText) card.groupHeading = question.questionGroupText;
  if (question.questionTip) card.tip = question.questionTip;
  const formNames = context.formNames ?? {};
  for (const formId of question.recommendedList) {
    const name = formNames[formId];
    if (name !== undefined) card.recommendedForms.push(name);
  }
  const details = kind.cardDetails(question, lookups.rules.numberOf);
  if (details.bounds) card.bounds = details.bounds;
  if (details.textLimit !== undefined) card.textLimit = details.textLimit;

  const ui: QuestionUiSchema = { 'ui:widget': card.widget, 'ui:options': { card } };
  if (kind.composite) ui['ui:field'] = 'answer';
  if (input.skipped || input.readOnly) ui['ui:readonly'] = true;
  const disabled: number[] = [];
  for (const option of offered) if (option.disabled) disabled.push(option.id);
  if (disabled.length > 0) ui['ui:enumDisabled'] = disabled;
  return { schema, ui };
}
