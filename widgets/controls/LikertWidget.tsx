import type { RuleMessage } from '@engine/messages';
import type { WidgetProps } from '@rjsf/utils';
import { OptionRadios } from './OptionRadios';

/** The rating must be answered: an empty one shows FIELD_REQUIRED (the specification's answer error). */
function required(chosen: number | undefined): RuleMessage | undefined {
  return chosen === undefined ? { key: 'FIELD_REQUIRED' } : undefined;
}

/** Answer type 10: a mandatory rating from 1 to 5 as a row of radio buttons. */
export function LikertWidget(props: WidgetProps) {
  return <OptionRadios widget={props} layout="horizontal" verdict={required} />;
}
