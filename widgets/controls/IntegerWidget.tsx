import { parseInteger } from '@engine/rules/parse-integer';
import type { WidgetProps } from '@rjsf/utils';
import { digitsOnly } from '../shared/values';
import { TypedNumberInput } from './TypedNumberInput';

/** Answer type 1: a whole number of digits only, within the question's bounds. */
export function IntegerWidget(props: WidgetProps) {
  return <TypedNumberInput widget={props} parse={parseInteger} filter={digitsOnly} inputMode="numeric" />;
}
