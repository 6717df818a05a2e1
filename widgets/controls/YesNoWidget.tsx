import type { WidgetProps } from '@rjsf/utils';
import { OptionRadios } from './OptionRadios';

/** Answer type 8: yes or no as two radio buttons; choosing the chosen one again clears the answer. */
export function YesNoWidget(props: WidgetProps) {
  return <OptionRadios widget={props} layout="horizontal" />;
}
