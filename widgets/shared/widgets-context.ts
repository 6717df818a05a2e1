import { format } from 'date-fns';

/**
 * What the widgets read from RJSF's `formContext` (all optional): `today` as yyyy-MM-dd, the same
 * day the engine's rules use (FillContext.today), so the picker and the rules agree on "future";
 * `showRequired` once the user tried to submit the form, so an answer still missing is asked for
 * even on a question the user never touched.
 */
export interface WidgetsFormContext {
  today?: string;
  showRequired?: boolean;
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

/** Whether the form's submission was tried: required answers are then asked for at once. */
export function showRequiredFrom(formContext: unknown): boolean {
  return (
    typeof formContext === 'object' &&
    formContext !== null &&
    'showRequired' in formContext &&
    formContext.showRequired === true
  );
}
