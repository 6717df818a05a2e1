import type { GridSquareFeature } from '@engine/geo/grid-square-collection';
import { mapView } from '@engine/geo/map-view';
import type { GeoJSON } from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { MapServices } from '../../../shared/widgets-context';
import { drawGridSquares } from './draw-grid-squares';
import { parseGridReply } from './grid-reply';
import { viewRectangle } from './view-rectangle';

interface GridSquaresLayerProps {
  services: MapServices;
  onSelect: (square: GridSquareFeature) => void;
  /** Whether the squares of the view could not be had (the request failed). */
  onFailure: (failed: boolean) => void;
}

/**
 * The grid squares of the view, from the grid zoom on: asked of the map services when the map opens
 * and after every move or zoom (Leaflet's `moveend` follows both), the previous request aborted. Below
 * the grid zoom nothing is asked or drawn. A reply that is no FeatureCollection clears the grid, with
 * no message (specification, section 8).
 */
export function GridSquaresLayer({ services, onSelect, onFailure }: GridSquaresLayerProps) {
  const map = useMap();
  const latest = useRef({ services, onSelect, onFailure });
  useLayoutEffect(() => {
    latest.current = { services, onSelect, onFailure };
  });

  useEffect(() => {
    let layer: GeoJSON | undefined;
    let request: AbortController | undefined;
    const clear = (): void => {
      layer?.remove();
      layer = undefined;
    };
    const refresh = (): void => {
      request?.abort();
      request = undefined;
      if (map.getZoom() < mapView.gridZoom) {
        clear();
        latest.current.onFailure(false);
        return;
      }
      const asked = new AbortController();
      request = asked;
      latest.current.services.gridSquares(viewRectangle(map.getBounds()), asked.signal).then(
        (reply) => {
          if (asked.signal.aborted) return;
          clear();
          latest.current.onFailure(false);
          const squares = parseGridReply(reply);
          if (squares) layer = drawGridSquares(map, squares, (square) => latest.current.onSelect(square));
        },
        () => {
          if (asked.signal.aborted) return;
          clear();
          latest.current.onFailure(true);
        },
      );
    };
    refresh();
    map.on('moveend', refresh);
    return () => {
      map.off('moveend', refresh);
      request?.abort();
      clear();
    };
  }, [map]);
  return null;
}
