import { gridSquaresInRectangle } from '@engine/geo/grid-cells-in-rectangle';
import { gridSquareCollection } from '@engine/geo/grid-square-collection';

describe('gridSquareCollection', () => {
  it('gives one GeoJSON feature per square, with its code as GRID_POLAN and id and its ring as the polygon', () => {
    const result = gridSquaresInRectangle(
      { minLatitude: 52.23, maxLatitude: 52.235, minLongitude: 21.0, maxLongitude: 21.01 },
      100,
    );
    if (!result.ok) throw new Error('refused');
    const collection = gridSquareCollection(result.squares);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toEqual(
      result.squares.map(({ code, ring }) => ({
        type: 'Feature',
        properties: { GRID_POLAN: code, id: code },
        geometry: { type: 'Polygon', coordinates: [ring] },
      })),
    );
    expect(collection.features.map((feature) => feature.properties.GRID_POLAN)).toContain('1kmE5069N3292');
  });

  it('survives JSON, the form the server sends it in, unchanged', () => {
    const result = gridSquaresInRectangle(
      { minLatitude: 52.23, maxLatitude: 52.235, minLongitude: 21.0, maxLongitude: 21.01 },
      100,
    );
    if (!result.ok) throw new Error('refused');
    const collection = gridSquareCollection(result.squares);
    expect(JSON.parse(JSON.stringify(collection))).toEqual(collection);
  });

  it('is an empty collection for no squares', () => {
    expect(gridSquareCollection([])).toEqual({ type: 'FeatureCollection', features: [] });
  });
});
