import { isPointValue } from '@engine/answers/answer-value';
import type { WidgetProps } from '@rjsf/utils';
import { lazy } from 'react';
import { LazyMapAnswer } from './map-shell/LazyMapAnswer';

// Leaflet and the map code are a chunk of their own, fetched when a map question is first shown.
const PointMapAnswer = lazy(() =>
  import('./map/map-answers').then((loaded) => ({ default: loaded.PointMapAnswer })),
);

/** Answer type 11: a point placed on a map or typed as WGS-84 or UTM (map/point/PointMapAnswer). */
export function MapPointWidget(props: WidgetProps) {
  return <LazyMapAnswer widget={props} answered={isPointValue(props.value)} Answer={PointMapAnswer} />;
}
