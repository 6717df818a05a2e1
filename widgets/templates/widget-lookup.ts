import {
  getUiOptions,
  getWidget,
  type RJSFSchema,
  type Registry,
  type UiSchema,
  type Widget,
} from '@rjsf/utils';
import { isQuestionCard } from '../shared/widget-card';

/**
 * The widget a question's `ui:widget` names, or undefined when none is registered under that name
 * (RJSF itself would throw and take the whole form down). A question without `ui:widget` is left to
 * RJSF's own choice and counts as found.
 */
export function lookUpWidget(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  registry: Registry,
): { found: true; widget?: Widget } | { found: false; name: string } {
  const name = getUiOptions(uiSchema).widget;
  if (typeof name !== 'string') return { found: true };
  try {
    return { found: true, widget: getWidget(schema, name, registry.widgets) };
  } catch {
    return { found: false, name };
  }
}

/** The question a field shows, for fallbacks: its card's number and text, else the schema's title. */
export function questionOf(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  label?: string,
): { number?: number; text: string } {
  const card = getUiOptions(uiSchema).card;
  if (isQuestionCard(card)) return { number: card.number, text: card.text };
  return { text: schema.title ?? label ?? '' };
}
