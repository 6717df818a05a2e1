import { displayDateToStored } from '../answers/format-date';
import type { RuleMessage } from '../messages';

/**
 * A date as typed (dd/MM/yyyy): a real calendar date (INVALID_DATE_FORMAT otherwise) that is not after
 * today (FUTURE_DATE). `today` is yyyy-MM-dd, so comparing the stored forms compares the dates.
 */
export function checkDate(display: string, today: string): RuleMessage | undefined {
  const stored = displayDateToStored(display.trim());
  if (stored === undefined) return { key: 'INVALID_DATE_FORMAT' };
  if (stored > today) return { key: 'FUTURE_DATE' };
  return undefined;
}
