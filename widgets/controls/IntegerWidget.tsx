import { parseInteger } from '@engine/rules/parse-integer';
import type { WidgetProps } from '@rjsf/utils';
import { TypedNumberInput } from './TypedNumberInput';

/** Answer type 1: a whole number, kept as typed, within the question's bounds. */
export function IntegerWidget(props: WidgetProps) {
  return <TypedNumberInput widget={props} parse={parseInteger} inputMode="numeric" />;
}
