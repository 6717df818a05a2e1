import type { FormDictionaryItem } from '@schemas/generated/api/fill';
import type { Choice } from '../shared/forms/ChoiceField';

/** Whether two forms of the dictionary share a name (forms of different questionnaire types). */
export function hasSharedFormNames(forms: readonly FormDictionaryItem[]): boolean {
  return new Set(forms.map((form) => form.name)).size < forms.length;
}

/**
 * The forms as choices, by questionnaire type and then the type's form order; a name that several
 * forms share is followed by the form's questionnaire type (`withType`), so the choices differ.
 */
export function formChoices(
  forms: readonly FormDictionaryItem[],
  withType: (form: FormDictionaryItem) => string,
): Choice[] {
  const counts = new Map<string, number>();
  for (const form of forms) counts.set(form.name, (counts.get(form.name) ?? 0) + 1);
  return [...forms]
    .sort((a, b) => a.questionnaireDicId - b.questionnaireDicId || a.orderKey - b.orderKey || a.id - b.id)
    .map((form) => ({ id: form.id, name: (counts.get(form.name) ?? 0) > 1 ? withType(form) : form.name }));
}
