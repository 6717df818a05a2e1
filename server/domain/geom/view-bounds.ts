import type { GeoBounds } from '@engine/context';
import { mapView } from '@engine/geo/map-view';
import type { GeomViewRectangle } from '@schemas/generated/api/geom';

/**
 * The rectangle around the positions of a map view's ring, cut to the map's bounds (the widgets cannot
 * show more, so the server draws no more): undefined when it lies wholly outside them. The schema has
 * already checked that the ring holds four or five positions in WGS-84 ranges.
 */
export function viewBounds(
  view: GeomViewRectangle,
  limits: GeoBounds = mapView.maxBounds,
): GeoBounds | undefined {
  const [ring] = view.coordinates;
  const longitudes = ring.map(([longitude]) => longitude);
  const latitudes = ring.map(([, latitude]) => latitude);
  const bounds: GeoBounds = {
    minLongitude: Math.max(Math.min(...longitudes), limits.minLongitude),
    maxLongitude: Math.min(Math.max(...longitudes), limits.maxLongitude),
    minLatitude: Math.max(Math.min(...latitudes), limits.minLatitude),
    maxLatitude: Math.min(Math.max(...latitudes), limits.maxLatitude),
  };
  const inside = bounds.minLongitude <= bounds.maxLongitude && bounds.minLatitude <= bounds.maxLatitude;
  return inside ? bounds : undefined;
}
