import type { WidgetName } from '@engine/answer-types';
import type { QuestionCard } from '@engine/convert/question-card';
import type { OfferedOption } from '@engine/options/offered-options';
import type { Bounds } from '@engine/rules/check-bounds';

/** What a widget needs of its question: the engine's card, or what RJSF alone can tell. */
export interface WidgetCard {
  /** The question text: the accessible name of the control. */
  text: string;
  number?: number;
  widget?: WidgetName;
  options: readonly OfferedOption[];
  skipped: boolean;
  bounds?: Bounds;
  textLimit?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isOfferedOption(value: unknown): value is OfferedOption {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.text === 'string' &&
    typeof value.disabled === 'boolean'
  );
}

/** The engine's `ui:options.card` (see buildGroupForm), checked by shape rather than cast. */
export function isQuestionCard(value: unknown): value is QuestionCard {
  return (
    isRecord(value) &&
    typeof value.text === 'string' &&
    typeof value.number === 'number' &&
    typeof value.skipped === 'boolean' &&
    Array.isArray(value.options) &&
    value.options.every(isOfferedOption)
  );
}

interface CardSource {
  options: {
    card?: unknown;
    enumOptions?: readonly { value: unknown; label: string }[];
    enumDisabled?: unknown;
  };
  label?: string;
}

/**
 * The card of the question a widget shows. Without the engine's card (a widget used on a plain schema)
 * the label and RJSF's enum options stand in, so a widget never fails for want of a card.
 */
export function widgetCard({ options, label }: CardSource): WidgetCard {
  if (isQuestionCard(options.card)) return options.card;
  const disabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  const offered: OfferedOption[] = [];
  for (const option of options.enumOptions ?? []) {
    if (typeof option.value !== 'number') continue;
    offered.push({
      id: option.value,
      text: option.label,
      disabled: disabled.includes(option.value),
      hasInput: false,
    });
  }
  return { text: label ?? '', options: offered, skipped: false };
}
