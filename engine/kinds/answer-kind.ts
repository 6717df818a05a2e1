import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import type { StructureQuestion } from '@schemas/generated/structure';
import type { ExportAnswer, ExportAnswerValue } from '../export/export-types';
import type { AnswerValue } from '../answers/answer-value';
import type { JsonSchema } from '../convert/json-schema';
import type { RuleMessage } from '../messages';
import type { OfferedOption } from '../options/offered-options';
import type { Bounds } from '../rules/check-bounds';
import type { RuleContext } from '../rules/rule-context';

/** The answer type ids (answerTypeDicId) of the schemas; `answerKinds` has one kind for each. */
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
  | 'checkboxesFromAnswers'
  | 'photo';

/** A field of a saved answer. */
export type AnswerField = 'answerListId' | 'answer' | 'text' | 'geomAnswer' | 'gridGeomAnswer';

/** The structure properties the studio's question editor can show besides those every question has. */
export type EditorField = Extract<
  keyof StructureQuestion,
  'min' | 'max' | 'maxFromQuestionKey' | 'options' | 'optionsFromQuestionKey'
>;

/** How a map question opens before anything is placed. */
export interface MapDefault {
  kind: 'point' | 'grid';
  /** The zoom of the empty map: `mapView.zoom` (engine/geo/map-view.ts) for both map kinds. */
  zoom: number;
}

/** What a question card shows besides the value, by answer type (hints of the control). */
export interface CardDetails {
  bounds?: Bounds;
  textLimit?: number;
}

/**
 * Everything that differs between answer types, in one place. Engine, runtime and server ask the kind
 * of a question's type (`answerKind`) instead of testing type numbers, so a new answer type is one
 * kind module, one registry entry and one widget.
 */
export interface AnswerKind {
  id: AnswerTypeId;
  /** The answer type's dictionary key (seeded in the answer type dictionary). */
  key: string;
  widget: WidgetName;
  /** The value is an object or a list of objects, rendered by the one custom `answer` field. */
  composite: boolean;
  /** Milliseconds a question waits after the last change before it saves (specification section 9). */
  saveDelayMs: number;
  /** The answer is one chosen option (only those options skip questions), several, or none. */
  choice: 'single' | 'multiple' | 'none';
  /** A skip makes the question read-only but keeps its answer. */
  keepsAnswerWhenSkipped: boolean;
  /** An empty answer breaks the rules (FIELD_REQUIRED), and a form is submitted only when answered. */
  mandatory: boolean;
  /** FIELD_REQUIRED from `validate` is still saved (with the message shown) instead of refused. */
  savesWhenRequired: boolean;
  /** An invalid value saves an empty answer instead of keeping the last saved one. */
  savesEmptyWhenInvalid: boolean;
  /** The options are the answers of another question (`optionsFromQuestionId`). */
  readsOptionsFromQuestion: boolean;
  /**
   * Its answers can be the options of a question that reads them (`readsOptionsFromQuestion`): the
   * answer is a text the farmer writes naming something (a person, a field), shown as the option's text.
   */
  offersAnswersAsOptions: boolean;
  /** The saved-answer fields each answer of this type carries: one it must have, others it may have. */
  answerFields: { required: AnswerField; optional: readonly AnswerField[]; list: boolean };
  /** The structure properties the studio shows for this type. */
  editorFields: readonly EditorField[];
  /** The largest `max` the studio accepts for this type, when the type caps it (photos: 10). */
  maxCeiling: number | undefined;
  /** How the map opens (map types only). */
  mapDefault: MapDefault | undefined;
  /** The JSON Schema of the question's value (see AnswerValue). */
  schema(question: FillQuestion, options: readonly OfferedOption[]): JsonSchema;
  /** Bounds or limits the card shows as hints. */
  cardDetails(question: FillQuestion, numberOf: RuleContext['numberOf']): CardDetails;
  /** Saved answers (at least one) → the value the widget shows. */
  toValue(answers: readonly [SavedAnswer, ...SavedAnswer[]]): AnswerValue | undefined;
  /** A valid value → the answers to save; an empty value gives none. */
  toAnswers(question: FillQuestion, value: AnswerValue | undefined): SavedAnswer[];
  /** The first broken rule of a non-empty value, or undefined. */
  validate(question: FillQuestion, value: AnswerValue, rules: RuleContext): RuleMessage | undefined;
  /** A saved answer whose fields fit (`answerFields`) also fits what the type stores in them. */
  fitsAnswer(question: FillQuestion, saved: SavedAnswer): boolean;
  /** What makes two answers of one question the same choice (list types hold each at most once). */
  answerIdentity(saved: SavedAnswer): string;
  /**
   * The data export's answer cell of one question's saved answers in a group instance (null when
   * unanswered): a typed value, the chosen options' codes, or a map geometry (engine/export).
   */
  exportAnswer(question: StructureQuestion, answers: readonly ExportAnswer[]): ExportAnswerValue;
  /**
   * What a report's indicator reads from the answers (engine/indicators): the number typed, the
   * chosen options' scores, or nothing.
   */
  indicatorReads: 'number' | 'optionScores' | 'nothing';
  /** The number an indicator reads from the answers, or undefined when there is none. */
  indicatorInput(question: FillQuestion, answers: readonly SavedAnswer[]): number | undefined;
}
