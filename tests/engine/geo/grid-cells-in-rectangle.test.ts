import { fromLaea, toLaea } from '@engine/geo/eea-grid-projection';
import { gridCellAt, gridCellCode, parseGridCellCode } from '@engine/geo/grid-cell-code';
import { gridCellSquare } from '@engine/geo/grid-cell-square';
import { gridSquaresInRectangle, type GridSquare } from '@engine/geo/grid-cells-in-rectangle';
import { mapView } from '@engine/geo/map-view';
import type { GeoBounds } from '@engine/context';

/** About 3.4 km by 3.3 km around the Palace of Culture in Warsaw. */
const warsaw: GeoBounds = {
  minLatitude: 52.22,
  maxLatitude: 52.25,
  minLongitude: 20.98,
  maxLongitude: 21.03,
};

function squaresOf(rectangle: GeoBounds, max = 100_000): GridSquare[] {
  const result = gridSquaresInRectangle(rectangle, max);
  if (!result.ok) throw new Error(`refused with ${result.count} squares`);
  return result.squares;
}

/** Positions along the rectangle's edges and across it, `steps` + 1 a side. */
function sample(rectangle: GeoBounds, steps: number): [number, number][] {
  const positions: [number, number][] = [];
  for (let row = 0; row <= steps; row += 1) {
    for (let column = 0; column <= steps; column += 1) {
      positions.push([
        rectangle.minLongitude + ((rectangle.maxLongitude - rectangle.minLongitude) * column) / steps,
        rectangle.minLatitude + ((rectangle.maxLatitude - rectangle.minLatitude) * row) / steps,
      ]);
    }
  }
  return positions;
}

/** The EPSG:3035 extent of the rectangle, from `steps` + 1 points along each of its edges. */
function laeaExtent(rectangle: GeoBounds, steps = 400) {
  const { minLatitude, maxLatitude, minLongitude, maxLongitude } = rectangle;
  const projected: [number, number][] = [];
  for (let step = 0; step <= steps; step += 1) {
    const longitude = minLongitude + ((maxLongitude - minLongitude) * step) / steps;
    const latitude = minLatitude + ((maxLatitude - minLatitude) * step) / steps;
    projected.push(
      toLaea([longitude, minLatitude]),
      toLaea([longitude, maxLatitude]),
      toLaea([minLongitude, latitude]),
      toLaea([maxLongitude, latitude]),
    );
  }
  const xs = projected.map(([x]) => x);
  const ys = projected.map(([, y]) => y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

describe('gridSquaresInRectangle', () => {
  it('gives, east of 10° E, the cells from the north-west corner’s column to the south-east corner’s, and from the south-west corner’s row to the north-east corner’s', () => {
    // In EPSG:3035 east of its central meridian (10° E) meridians lean west going north and
    // parallels rise going east: the rectangle's extent is set by those four corners.
    const corner = (latitude: number, longitude: number) => gridCellAt({ latitude, longitude });
    const west = corner(warsaw.maxLatitude, warsaw.minLongitude).eastKm;
    const east = corner(warsaw.minLatitude, warsaw.maxLongitude).eastKm;
    const south = corner(warsaw.minLatitude, warsaw.minLongitude).northKm;
    const north = corner(warsaw.maxLatitude, warsaw.maxLongitude).northKm;
    const expected: string[] = [];
    for (let northKm = south; northKm <= north; northKm += 1) {
      for (let eastKm = west; eastKm <= east; eastKm += 1) expected.push(gridCellCode({ eastKm, northKm }));
    }
    const codes = squaresOf(warsaw).map((square) => square.code);
    expect(codes.sort()).toEqual(expected.sort());
    expect(codes).toContain('1kmE5069N3292');
    expect(codes).toHaveLength((east - west + 1) * (north - south + 1));
  });

  it('covers every cell holding a point of the rectangle', () => {
    const codes = new Set(squaresOf(warsaw).map((square) => square.code));
    for (const [longitude, latitude] of sample(warsaw, 60)) {
      expect(codes).toContain(gridCellCode(gridCellAt({ latitude, longitude })));
    }
  });

  it('gives only cells that meet the rectangle’s EPSG:3035 extent (more than the rectangle only at its corners)', () => {
    const extent = laeaExtent(warsaw);
    for (const { code } of squaresOf(warsaw)) {
      const cell = parseGridCellCode(code);
      if (!cell) throw new Error(`not a cell code: ${code}`);
      expect(cell.eastKm * 1000).toBeLessThanOrEqual(extent.maxX);
      expect((cell.eastKm + 1) * 1000).toBeGreaterThan(extent.minX);
      expect(cell.northKm * 1000).toBeLessThanOrEqual(extent.maxY);
      expect((cell.northKm + 1) * 1000).toBeGreaterThan(extent.minY);
    }
  });

  it('gives each cell once', () => {
    const codes = squaresOf(warsaw).map((square) => square.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('draws each square exactly as the saved answer’s square (gridCellSquare), so a chosen square validates', () => {
    for (const { code, ring } of squaresOf(warsaw)) {
      const cell = parseGridCellCode(code);
      if (!cell) throw new Error(`not a cell code: ${code}`);
      expect(ring).toEqual(gridCellSquare(cell).coordinates[0]);
    }
  });

  it('refuses a rectangle of more squares than the maximum with their count, and allows the maximum itself', () => {
    const count = squaresOf(warsaw).length;
    expect(gridSquaresInRectangle(warsaw, count - 1)).toEqual({ ok: false, count });
    const atMaximum = gridSquaresInRectangle(warsaw, count);
    expect(atMaximum.ok && atMaximum.squares.length).toBe(count);
  });

  it('counts the squares of the whole map without drawing them', () => {
    const extent = laeaExtent(mapView.maxBounds, 4000);
    const columns = Math.floor(extent.maxX / 1000) - Math.floor(extent.minX / 1000) + 1;
    const rows = Math.floor(extent.maxY / 1000) - Math.floor(extent.minY / 1000) + 1;
    expect(gridSquaresInRectangle(mapView.maxBounds, 10_000)).toEqual({ ok: false, count: columns * rows });
    expect(columns * rows).toBeGreaterThan(3_000_000);
  });

  it('covers the row under a parallel where it dips lowest, at the central meridian 10° E', () => {
    // A south edge 0.5 m south of the line N 3000 km where it crosses 10° E, and 1 to 100 m north
    // of it elsewhere: the cell under that dip must be there although no corner lies in its row.
    const [, latitude] = fromLaea([4_321_000, 2_999_999.5]);
    const rectangle = {
      minLatitude: latitude,
      maxLatitude: latitude + 0.01,
      minLongitude: 9,
      maxLongitude: 11.5,
    };
    const codes = squaresOf(rectangle).map((square) => square.code);
    expect(codes).toContain(gridCellCode(gridCellAt({ latitude: latitude + 1e-7, longitude: 10 })));
    expect(codes).toContain('1kmE4321N2999');
  });

  it('refuses a rectangle that is no number', () => {
    const result = gridSquaresInRectangle({ ...warsaw, minLatitude: Number.NaN }, 10_000);
    expect(result.ok).toBe(false);
  });
});
