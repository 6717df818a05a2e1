import { parseDecimal } from '@engine/rules/parse-decimal';
import type { WidgetProps } from '@rjsf/utils';
import { TypedNumberInput } from './TypedNumberInput';

/** Answer type 2: a decimal with a comma or a point, kept as typed, within the question's bounds. */
export function DecimalWidget(props: WidgetProps) {
  return <TypedNumberInput widget={props} parse={parseDecimal} inputMode="decimal" />;
}
