import { gridSquaresInRectangle } from '@engine/geo/grid-cells-in-rectangle';
import { gridSquareCollection, type GridSquareCollection } from '@engine/geo/grid-square-collection';
import type { GeomViewRectangle } from '@schemas/generated/api/geom';
import { AppError } from '../app-error';
import { viewBounds } from './view-bounds';

/**
 * POST /secured/geom/geojson: the EEA 1 km squares of a map view (the rectangle around its ring, cut
 * to the map's bounds) as a GeoJSON FeatureCollection; none for a view outside the map. A view holding
 * more than `maxSquares` squares is refused (400 GRID_AREA_TOO_LARGE) before any square is computed.
 */
export function gridSquaresInView(view: GeomViewRectangle, maxSquares: number): GridSquareCollection {
  const bounds = viewBounds(view);
  if (!bounds) return gridSquareCollection([]);
  const found = gridSquaresInRectangle(bounds, maxSquares);
  if (!found.ok) throw new AppError('GRID_AREA_TOO_LARGE', { max: maxSquares });
  return gridSquareCollection(found.squares);
}
