import { useTranslation } from 'react-i18next';

/** Why a skipped question cannot be answered: read with the control through aria-describedby. */
export function SkippedNote() {
  const { t } = useTranslation();
  return <>{t('widgets.skipped')}</>;
}
