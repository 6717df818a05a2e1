import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps `<html lang>` in step with the interface language, so screen readers pronounce it right. */
export function DocumentLanguage(): null {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}
