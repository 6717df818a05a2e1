import type { LanguageCode } from '../../shared/i18n/languages';
import { fileOf } from '../../shared/i18n/localeFiles';
import type fillQuestionsEn from '../locales/en/fillQuestions.json';

/** The question cards' own texts (title, help, save status) under the key the cards read them by. */
export interface CardTranslations {
  fillQuestions: typeof fillQuestionsEn;
}

// The studio does not carry the runtime's texts: the cards' file is loaded when a preview needs it.
const files = import.meta.glob<typeof fillQuestionsEn>('../locales/*/fillQuestions.json', {
  import: 'default',
});

/** The question cards' texts in one language, to add to the `translation` namespace of another app. */
export async function loadCardTranslations(language: LanguageCode): Promise<CardTranslations> {
  return { fillQuestions: await fileOf(files, language)() };
}
