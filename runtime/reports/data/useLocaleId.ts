import { useTranslation } from 'react-i18next';
import { localeCodeToId } from '../../shared/i18n/languages';

/** The interface language's locale id, which the report calls send so the server names things in it. */
export function useLocaleId(): number {
  const { i18n } = useTranslation();
  return localeCodeToId(i18n.resolvedLanguage ?? i18n.language);
}
