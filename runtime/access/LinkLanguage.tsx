import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeIdToCode } from '../shared/i18n/languages';
import { useAppliedLanguage } from '../shared/i18n/useAppliedLanguage';
import { PageSpinner } from '../shared/layout/PageSpinner';

interface LinkLanguageProps {
  /** The account's locale id as the e-mailed link carries it. */
  localeId: string | undefined;
  children: ReactNode;
}

/** Pages opened from an e-mailed link speak the account's language, whatever the browser's is. */
export function LinkLanguage({ localeId, children }: LinkLanguageProps) {
  const { t } = useTranslation();
  const ready = useAppliedLanguage(localeIdToCode(localeId));
  return ready ? children : <PageSpinner label={t('shell.loading')} />;
}
