import { WarningRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useWidgetStyles } from '../shared/widgetStyles';

interface UnknownWidgetProps {
  id: string;
  /** The question's number ("Question {number}"), when known. */
  number?: number;
  text: string;
}

/** What stands in for a question whose widget is not registered or failed: the form goes on. */
export function UnknownWidget({ id, number, text }: UnknownWidgetProps) {
  const { t } = useTranslation();
  const styles = useWidgetStyles();
  return (
    <div id={id} role="note" className={styles.placeholder}>
      <div className={styles.warning}>
        <WarningRegular aria-hidden className={styles.noticeIcon} />
        <span>{t('widgets.unknownWidget', { number: number ?? '' })}</span>
      </div>
      {text ? <div>{text}</div> : null}
    </div>
  );
}
