import type { WidgetProps } from '@rjsf/utils';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SkippedNote } from '../../shared/SkippedNote';
import { widgetCard } from '../../shared/widget-card';
import { WidgetMessages } from '../../shared/WidgetMessages';
import { useWidgetStyles } from '../../shared/widgetStyles';
import { describedBy } from '../../shared/widget-messages';
import { WidgetErrorBoundary } from '../../templates/WidgetErrorBoundary';
import { MapLoadFailed } from './MapLoadFailed';
import { MapLoading } from './MapLoading';

interface LazyMapAnswerProps {
  widget: WidgetProps;
  /** The widget's value is an answer of its type (a point, a grid square). */
  answered: boolean;
  /** The map widget itself, a React.lazy component: Leaflet comes with it. */
  Answer: ComponentType<WidgetProps>;
}

/**
 * What a map question shows before (and instead of) its map. A skipped question, and a read-only one
 * without an answer, need no map: they say so without loading Leaflet. Otherwise the map widget's chunk
 * is fetched, with a placeholder of the map's size naming the question meanwhile, and a notice if the
 * chunk cannot be loaded (offline) or the map fails, so the rest of the form stays usable.
 */
export function LazyMapAnswer({ widget, answered, Answer }: LazyMapAnswerProps) {
  const { t } = useTranslation();
  const styles = useWidgetStyles();
  const card = widgetCard(widget);
  const { id } = widget;
  if (card.skipped) {
    return (
      <div
        id={id}
        role="group"
        aria-label={card.text}
        aria-describedby={describedBy(id, { hint: true, errors: false })}
        className={styles.column}
      >
        <WidgetMessages id={id} errors={[]} hint={<SkippedNote />} />
      </div>
    );
  }
  if ((widget.readonly === true || widget.disabled === true) && !answered) {
    return (
      <div id={id} role="group" aria-label={card.text} className={styles.hint}>
        {t('widgets.noAnswer')}
      </div>
    );
  }
  return (
    <WidgetErrorBoundary fallback={<MapLoadFailed id={id} text={card.text} />}>
      <Suspense fallback={<MapLoading id={id} text={card.text} />}>
        <Answer {...widget} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}
