import { roundCoordinate } from '@engine/rules/round-coordinate';
import type { GeomViewRectangle } from '@schemas/generated/api/geom';
import type { LatLngBounds } from 'leaflet';

/** The map's view as `POST /secured/geom/geojson` takes it: a closed GeoJSON ring, [longitude, latitude]. */
export function viewRectangle(bounds: LatLngBounds): GeomViewRectangle {
  const west = roundCoordinate(bounds.getWest());
  const south = roundCoordinate(bounds.getSouth());
  const east = roundCoordinate(bounds.getEast());
  const north = roundCoordinate(bounds.getNorth());
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}
