import type { FormDictionaryItem } from '@schemas/generated/api/fill';
import type { FormDicItem, TranslatedText } from '@schemas/generated/api/structure-admin';
import { isRecord } from '@runtime/shared/api/guards';

function isTranslatedText(value: unknown): value is TranslatedText {
  return isRecord(value) && Array.isArray(value.translations);
}

/**
 * The form dialog edits a FormDicItem; the form list (GET /secured/form/list) names a form in one
 * language only. Its translations are used when the server sends them; else the dialog starts from
 * the name in the interface language.
 */
export function formDicItemOf(form: FormDictionaryItem, localeId: number): FormDicItem {
  const sent: Record<string, unknown> = { ...form };
  return {
    ...form,
    text: isTranslatedText(sent.text)
      ? sent.text
      : { id: null, translations: [{ localeDicId: localeId, text: form.name }] },
    hasAnswers: sent.hasAnswers === true,
  };
}
