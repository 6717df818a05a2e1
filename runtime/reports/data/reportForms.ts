import type { FormListItem } from '@schemas/generated/api/fill';
import { generatesReport } from '../../fill/report/ReportPanel';

/** The forms that have a report (a tab each); the others (form 1) get none. */
export function reportForms(forms: readonly FormListItem[]): FormListItem[] {
  return forms.filter((form) => generatesReport(form, forms));
}

/**
 * The form whose report is shown: the one the address names when it has a report, else the first
 * submitted one with a report (only submitted forms have one), else none.
 */
export function shownFormDicId(forms: readonly FormListItem[], asked: number | undefined): number | undefined {
  const named = forms.find((form) => form.formDicId === asked);
  if (named) return named.formDicId;
  return forms.find((form) => form.status)?.formDicId;
}

/** The `formDicId` of the address, when it is a positive whole number. */
export function formDicIdParam(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d*$/.test(value)) return undefined;
  return Number(value);
}
