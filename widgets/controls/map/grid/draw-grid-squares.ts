import type { GridSquareCollection, GridSquareFeature } from '@engine/geo/grid-square-collection';
import { geoJSON, Polygon, type GeoJSON, type LeafletMouseEvent, type Map as LeafletMap } from 'leaflet';
import { isGridSquareFeature } from './grid-reply';
import { gridRenderer } from './grid-renderer';

const squareStyle = {
  color: '#605e5c',
  weight: 1,
  opacity: 0.9,
  // A faint fill: a click anywhere inside a square hits it, not only its outline.
  fill: true,
  fillColor: '#605e5c',
  fillOpacity: 0.04,
};

/**
 * Draws grid squares on a map as one GeoJSON layer on the map's shared canvas renderer (react-leaflet's
 * GeoJSON component is far slower for thousands of features, see LIBRARY-NOTES), with one click
 * handler for all of them. Returns the layer: remove it to clear the grid. `npm run bench:map` times it.
 */
export function drawGridSquares(
  map: LeafletMap,
  squares: GridSquareCollection,
  onSelect: (square: GridSquareFeature) => void,
): GeoJSON {
  const layer = geoJSON(squares, { style: { ...squareStyle, renderer: gridRenderer(map) } });
  layer.on('click', (event: LeafletMouseEvent) => {
    const source: unknown = event.propagatedFrom;
    if (source instanceof Polygon && isGridSquareFeature(source.feature)) onSelect(source.feature);
  });
  return layer.addTo(map);
}
