import fc from 'fast-check';
import { fromLaea, toLaea } from '@engine/geo/eea-grid-projection';
import { gridCellAt } from '@engine/geo/grid-cell-code';
import { gridCellSquare, gridCorner } from '@engine/geo/grid-cell-square';

type Position = readonly number[];

/** Twice the signed area of a ring in the plane of longitude and latitude: positive when counter-clockwise. */
function signedArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let index = 0; index + 1 < ring.length; index += 1) {
    const [x1 = 0, y1 = 0] = ring[index] ?? [];
    const [x2 = 0, y2 = 0] = ring[index + 1] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** Whether a point lies inside a ring (crossing number), in the plane of longitude and latitude. */
function inside(ring: readonly Position[], longitude: number, latitude: number): boolean {
  let crossings = 0;
  for (let index = 0; index + 1 < ring.length; index += 1) {
    const [x1 = 0, y1 = 0] = ring[index] ?? [];
    const [x2 = 0, y2 = 0] = ring[index + 1] ?? [];
    if (y1 > latitude !== y2 > latitude && longitude < x1 + ((latitude - y1) * (x2 - x1)) / (y2 - y1)) {
      crossings += 1;
    }
  }
  return crossings % 2 === 1;
}

const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
const palace = { eastKm: 5069, northKm: 3292 };

describe('gridCellSquare', () => {
  it('is one closed ring of five positions', () => {
    const square = gridCellSquare(palace);
    expect(square.type).toBe('Polygon');
    expect(square.coordinates).toHaveLength(1);
    const [ring] = square.coordinates;
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
  });

  it('runs counter-clockwise (RFC 7946) from the south-west corner', () => {
    const [ring] = gridCellSquare(palace).coordinates;
    expect(signedArea(ring)).toBeGreaterThan(0);
    const [southWest, southEast, , northWest] = ring;
    expect(southEast?.[0]).toBeGreaterThan(southWest?.[0] ?? Infinity);
    expect(northWest?.[1]).toBeGreaterThan(southWest?.[1] ?? Infinity);
  });

  it('has the corners of the EPSG:3035 kilometre square, in WGS-84 rounded to 6 decimals', () => {
    const [ring] = gridCellSquare(palace).coordinates;
    const kilometres = [
      [5069, 3292],
      [5070, 3292],
      [5070, 3293],
      [5069, 3293],
      [5069, 3292],
    ];
    expect(ring).toEqual(
      kilometres.map(([east = 0, north = 0]) => fromLaea([east * 1000, north * 1000]).map(round6)),
    );
  });

  it('spans a kilometre each way in EPSG:3035 (to the 6-decimal rounding, about 0.1 m)', () => {
    const [ring] = gridCellSquare(palace).coordinates;
    const corners = ring.map(([longitude = 0, latitude = 0]) => toLaea([longitude, latitude]));
    const [southWest, southEast, northEast] = corners;
    expect(Math.abs((southEast?.[0] ?? 0) - (southWest?.[0] ?? 0) - 1000)).toBeLessThan(0.2);
    expect(Math.abs((northEast?.[1] ?? 0) - (southEast?.[1] ?? 0) - 1000)).toBeLessThan(0.2);
  });

  it('contains the Palace of Culture (52.2318 N, 21.0060 E), the point its cell was found from', () => {
    const [ring] = gridCellSquare(gridCellAt({ latitude: 52.2318, longitude: 21.006 })).coordinates;
    expect(inside(ring, 21.006, 52.2318)).toBe(true);
  });

  it('contains every point of Poland that lies over a metre inside its cell', () => {
    // Within a metre of an edge the straight WGS-84 ring and the 6-decimal rounding (0.1 m) may
    // put a point on either side; the map cannot show that difference.
    const point = fc
      .record({
        longitude: fc.double({ min: 14, max: 24, noNaN: true }),
        latitude: fc.double({ min: 49, max: 54.8, noNaN: true }),
      })
      .filter(({ longitude, latitude }) => {
        const [x, y] = toLaea([longitude, latitude]);
        return [x % 1000, y % 1000].every((metres) => metres > 1 && metres < 999);
      });
    fc.assert(
      fc.property(point, ({ longitude, latitude }) => {
        const [ring] = gridCellSquare(gridCellAt({ latitude, longitude })).coordinates;
        expect(inside(ring, longitude, latitude)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('shares its corners exactly with the squares east, north and north-east of it', () => {
    const [here] = gridCellSquare(palace).coordinates;
    const [east] = gridCellSquare({ eastKm: 5070, northKm: 3292 }).coordinates;
    const [north] = gridCellSquare({ eastKm: 5069, northKm: 3293 }).coordinates;
    const [northEast] = gridCellSquare({ eastKm: 5070, northKm: 3293 }).coordinates;
    // Ring order: south-west, south-east, north-east, north-west.
    expect(east[0]).toEqual(here[1]);
    expect(east[3]).toEqual(here[2]);
    expect(north[0]).toEqual(here[3]);
    expect(north[1]).toEqual(here[2]);
    expect(northEast[0]).toEqual(here[2]);
  });
});

describe('gridCorner', () => {
  it('is the WGS-84 position of a kilometre corner, rounded to 6 decimals', () => {
    expect(gridCorner(5069, 3292)).toEqual(fromLaea([5_069_000, 3_292_000]).map(round6));
    const [longitude, latitude] = gridCorner(5069, 3292);
    expect(round6(longitude)).toBe(longitude);
    expect(round6(latitude)).toBe(latitude);
  });
});
