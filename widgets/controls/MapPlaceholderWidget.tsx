import { LocationRegular } from '@fluentui/react-icons';
import { isGridSquareValue, isPointValue } from '@engine/answers/answer-value';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { SkippedNote } from '../shared/SkippedNote';
import { widgetCard } from '../shared/widget-card';
import { useWidgetStyles } from '../shared/widgetStyles';

/**
 * Answer types 11 and 12 until the map control exists: names the question, says the map is not
 * here yet and shows the answer already given, so nothing is hidden and nothing crashes.
 */
export function MapPlaceholderWidget(props: WidgetProps) {
  const { id, value } = props;
  const { t } = useTranslation();
  const styles = useWidgetStyles();
  const card = widgetCard(props);
  return (
    <div id={id} role="group" aria-label={card.text} className={styles.placeholder}>
      <div className={styles.notice}>
        <LocationRegular aria-hidden className={styles.noticeIcon} />
        <span>{t('widgets.map.pending', { number: card.number ?? '', text: card.text })}</span>
      </div>
      {isPointValue(value) ? (
        <div>{t('widgets.map.point', { latitude: value.latitude, longitude: value.longitude })}</div>
      ) : null}
      {isGridSquareValue(value) ? <div>{t('widgets.map.square', { squareId: value.squareId })}</div> : null}
      {card.skipped ? (
        <div className={styles.hint}>
          <SkippedNote />
        </div>
      ) : null}
    </div>
  );
}
