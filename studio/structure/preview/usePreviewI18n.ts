import { loadCardTranslations } from '@runtime/fill/preview';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@runtime/shared/i18n/languages';
import type { i18n } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The preview's i18next and the language it is ready in. */
export interface PreviewI18n {
  i18n: i18n;
  language: LanguageCode;
}

/**
 * The studio's i18next in the preview's language, for the cards and widgets inside the preview only
 * (a clone: the studio around it keeps its own language). Undefined until that language's texts are
 * there: the studio's own ones (loaded on demand) and the question cards' texts, which the studio
 * does not otherwise carry (added beside its texts, English too, for the fallback). While another
 * language loads, the last ready one stays, so the cards are not taken off the screen meanwhile.
 */
export function usePreviewI18n(language: LanguageCode): PreviewI18n | undefined {
  const { i18n: studio } = useTranslation();
  const clone = useMemo(() => studio.cloneInstance({ lng: language }), [studio, language]);
  const [ready, setReady] = useState<PreviewI18n | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
    void Promise.all([clone.loadLanguages(language), ...languages.map(loadCardTranslations)]).then(
      ([, ...cards]) => {
        // Deep, without overwriting: texts already there (the runtime's own, say) stay as they are.
        cards.forEach((texts, index) =>
          clone.addResourceBundle(languages[index] ?? DEFAULT_LANGUAGE, 'translation', texts, true, false),
        );
        if (current) setReady({ i18n: clone, language });
      },
    );
    return () => {
      current = false;
    };
  }, [clone, language]);
  return ready;
}
