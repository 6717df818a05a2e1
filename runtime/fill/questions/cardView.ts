import type { JsonSchema } from '@engine/convert/json-schema';
import type { QuestionUiSchema } from '@engine/convert/group-form';
import type { QuestionCard } from '@engine/convert/question-card';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { deepEquals } from '@rjsf/utils';

/** What one card's form renders besides its value; kept as the same object while nothing in it changes. */
export interface CardView {
  card: QuestionCard;
  /** The question's schema as the root of its own form. */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Skipped or read-only: nothing can be answered. */
  readOnly: boolean;
  /** The engine's parts, compared on the next build. */
  source: { schema: JsonSchema; ui: QuestionUiSchema };
}

export function isQuestionUi(value: QuestionUiSchema | string[] | undefined): value is QuestionUiSchema {
  return value !== undefined && !Array.isArray(value);
}

/**
 * The view of a question from a new build of its group: the previous view itself when the build
 * gives equal parts, so RJSF keeps its caches (the validator prepares a schema once per object) and
 * the card does not render again. Only the cards a change reaches (a skip, a bound, offered options)
 * get a new view.
 */
export function nextCardView(
  previous: CardView | undefined,
  schema: JsonSchema,
  ui: QuestionUiSchema,
): CardView {
  if (previous && deepEquals(previous.source.schema, schema) && deepEquals(previous.source.ui, ui)) {
    return previous;
  }
  return {
    card: ui['ui:options'].card,
    schema,
    // A copy typed as an object literal: RJSF's UiSchema wants an index signature the interface lacks.
    uiSchema: { ...ui },
    readOnly: ui['ui:readonly'] === true,
    source: { schema, ui },
  };
}
