import { format } from 'date-fns';

/**
 * What the widgets read from RJSF's `formContext` (all optional): `today` as yyyy-MM-dd, the same
 * day the engine's rules use (FillContext.today), so the picker and the rules agree on "future".
 */
export interface WidgetsFormContext {
  today?: string;
}

/** Today as yyyy-MM-dd: the form context's, else the device's local date. */
export function todayFrom(formContext: unknown): string {
  if (
    typeof formContext === 'object' &&
    formContext !== null &&
    'today' in formContext &&
    typeof formContext.today === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(formContext.today)
  ) {
    return formContext.today;
  }
  return format(new Date(), 'yyyy-MM-dd');
}
