import type { NavigationForm } from './build-navigation';

export interface Selection {
  formId?: number;
  subformId?: number;
  groupId?: number;
}

/**
 * Where the fill screen opens: the first form still in edition (the first form in admin or read-only
 * mode, or when every form is submitted), then its first subform and first group.
 */
export function initialSelection(forms: readonly NavigationForm[], mode: { showAll: boolean }): Selection {
  const form = (mode.showAll ? undefined : forms.find((candidate) => !candidate.submitted)) ?? forms[0];
  const subform = form?.subforms[0];
  return { formId: form?.id, subformId: subform?.id, groupId: subform?.groups[0]?.id };
}
