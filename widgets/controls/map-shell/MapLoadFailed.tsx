import { WarningRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useWidgetStyles } from '../../shared/widgetStyles';

/** A map question whose map could not be loaded (its chunk, offline) or failed: the form goes on. */
export function MapLoadFailed({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  const styles = useWidgetStyles();
  return (
    <div id={id} role="note" className={styles.placeholder}>
      <div className={styles.warning}>
        <WarningRegular aria-hidden className={styles.noticeIcon} />
        <span>{t('widgets.map.loadFailed', { text })}</span>
      </div>
    </div>
  );
}
