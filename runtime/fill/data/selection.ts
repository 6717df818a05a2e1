import { buildNavigation } from '@engine/navigation/build-navigation';
import type { NavigationForm, NavigationGroup, NavigationSubform } from '@engine/navigation/build-navigation';
import { initialSelection } from '@engine/navigation/initial-selection';
import type { Selection } from '@engine/navigation/initial-selection';
import type { FormListItem } from '@schemas/generated/api/fill';
import { isRecord } from '../../shared/api/guards';

export type { Selection };

export function isSelection(value: unknown): value is Selection {
  return (
    isRecord(value) &&
    ['formId', 'subformId', 'groupId'].every(
      (key) => value[key] === undefined || typeof value[key] === 'number',
    )
  );
}

/** The stored form while the questionnaire still has it, else where the screen opens (section 4). */
export function resolveFormId(
  forms: readonly FormListItem[],
  stored: Selection,
  showAll: boolean,
): number | undefined {
  if (forms.some((form) => form.id === stored.formId)) return stored.formId;
  return initialSelection(buildNavigation(forms, {}, {}), { showAll }).formId;
}

/** The stored subform while the form has it, else its first subform. */
export function resolveSubform(form: NavigationForm, stored: Selection): NavigationSubform | undefined {
  return form.subforms.find((subform) => subform.id === stored.subformId) ?? form.subforms[0];
}

/** The stored group while the subform has it, else its first group. */
export function resolveGroup(subform: NavigationSubform, stored: Selection): NavigationGroup | undefined {
  return subform.groups.find((group) => group.id === stored.groupId) ?? subform.groups[0];
}
