import type { GridSquareValue } from '@engine/answers/answer-value';
import { gridCellSquare } from '@engine/geo/grid-cell-square';
import { gridSquaresInRectangle } from '@engine/geo/grid-cells-in-rectangle';
import { isGridCellSquare } from '@engine/geo/is-grid-cell-square';

const palace = { eastKm: 5069, northKm: 3292 };
const palaceSquare: GridSquareValue = { squareId: '1kmE5069N3292', geometry: gridCellSquare(palace) };

/** The palace's square with its ring changed by `change` (on a deep copy). */
function withRing(change: (ring: number[][]) => unknown[]): { squareId: string; geometry: unknown } {
  const ring = palaceSquare.geometry.coordinates[0].map((position) => [...position]);
  return { ...palaceSquare, geometry: { type: 'Polygon', coordinates: [change(ring)] } };
}

describe('isGridCellSquare', () => {
  it('accepts the square of a cell with its code', () => {
    expect(isGridCellSquare(palaceSquare)).toBe(true);
  });

  it('accepts every square the map is given for a view, after JSON (as the server sends them)', () => {
    const result = gridSquaresInRectangle(
      { minLatitude: 49.0, maxLatitude: 49.02, minLongitude: 22.5, maxLongitude: 22.53 },
      100,
    );
    if (!result.ok) throw new Error('refused');
    for (const { code, ring } of result.squares) {
      const geometry: unknown = JSON.parse(JSON.stringify({ type: 'Polygon', coordinates: [ring] }));
      expect(isGridCellSquare({ squareId: code, geometry })).toBe(true);
    }
  });

  it.each([
    ['a made-up id', 'CD45'],
    ['no id', ''],
    ['the id of another cell', '1kmE5070N3292'],
    ['the id in capitals', '1KME5069N3292'],
    ['the id with spaces', '1km E5069 N3292'],
    ['the id with a leading zero', '1kmE05069N3292'],
    ['the 10 km id', '10kmE506N329'],
  ])('refuses %s (%j) with the palace’s square', (_case, squareId) => {
    expect(isGridCellSquare({ ...palaceSquare, squareId })).toBe(false);
  });

  it.each([
    ['moved by 1e-6°', (ring: number[][]) => ring.map(([x = 0, y = 0]) => [x + 1e-6, y])],
    ['clockwise', (ring: number[][]) => [...ring].reverse()],
    ['started at the south-east corner', (ring: number[][]) => [...ring.slice(1, 4), ring[0], ring[1]]],
    ['not closed', (ring: number[][]) => ring.slice(0, 4)],
    ['with a sixth position', (ring: number[][]) => [...ring.slice(0, 4), ring[0], ring[0]]],
    ['with heights', (ring: number[][]) => ring.map(([x = 0, y = 0]) => [x, y, 100])],
    ['with text for numbers', (ring: number[][]) => ring.map(([x = 0, y = 0]) => [String(x), String(y)])],
  ])('refuses the palace’s id with its square %s', (_case, change) => {
    expect(isGridCellSquare(withRing(change))).toBe(false);
  });

  it.each([
    ['a point', { type: 'Point', coordinates: [21, 52] }],
    [
      'two rings',
      {
        type: 'Polygon',
        coordinates: [palaceSquare.geometry.coordinates[0], palaceSquare.geometry.coordinates[0]],
      },
    ],
    ['no coordinates', { type: 'Polygon' }],
    ['nothing', null],
    ['a text', 'POLYGON'],
  ])('refuses a geometry that is %s', (_case, geometry) => {
    expect(isGridCellSquare({ squareId: '1kmE5069N3292', geometry })).toBe(false);
  });
});
