import { isGridSquareValue } from '@engine/answers/answer-value';
import type { WidgetProps } from '@rjsf/utils';
import { lazy } from 'react';
import { LazyMapAnswer } from './map-shell/LazyMapAnswer';

// Leaflet and the map code are a chunk of their own, fetched when a map question is first shown.
const GridMapAnswer = lazy(() =>
  import('./map/map-answers').then((loaded) => ({ default: loaded.GridMapAnswer })),
);

/** Answer type 12: a square of the 1 km grid, clicked on the map or typed as its code (map/grid/GridMapAnswer). */
export function MapGridWidget(props: WidgetProps) {
  return <LazyMapAnswer widget={props} answered={isGridSquareValue(props.value)} Answer={GridMapAnswer} />;
}
