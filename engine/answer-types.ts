import type { FillQuestion } from '@schemas/generated/api/fill';

export type AnswerTypeId = FillQuestion['answerTypeDicId'];

/** The widget names the engine emits in `ui:widget`; widgets/ registers one component for each. */
export type WidgetName =
  | 'integer'
  | 'decimal'
  | 'longText'
  | 'dropdown'
  | 'choiceWithValue'
  | 'checkboxes'
  | 'checkboxesWithValue'
  | 'yesNo'
  | 'date'
  | 'likert'
  | 'mapPoint'
  | 'mapGrid'
  | 'checkboxesFromAnswers';

/** One widget per answer type (DESIGN.md); type 16 looks like type 4 and differs only when skipped. */
export const widgetByAnswerType: Record<AnswerTypeId, WidgetName> = {
  1: 'integer',
  2: 'decimal',
  3: 'longText',
  4: 'dropdown',
  5: 'choiceWithValue',
  6: 'checkboxes',
  7: 'checkboxesWithValue',
  8: 'yesNo',
  9: 'date',
  10: 'likert',
  11: 'mapPoint',
  12: 'mapGrid',
  13: 'checkboxesFromAnswers',
  16: 'dropdown',
};

/** Answer types whose answer is one chosen option: the only ones whose options can skip questions. */
export const singleChoiceTypes: ReadonlySet<AnswerTypeId> = new Set([4, 5, 8, 10, 16]);

/** Answer types whose answer is a set of chosen options. */
export const multipleChoiceTypes: ReadonlySet<AnswerTypeId> = new Set([6, 7]);

/** Type 16 keeps its answer when a skip makes it read-only. */
export const KEEPS_ANSWER_WHEN_SKIPPED: AnswerTypeId = 16;
