import fc from 'fast-check';
import { fromLaea, toLaea } from '@engine/geo/eea-grid-projection';

describe('the EPSG:3035 projection of the EEA grid', () => {
  // IOGP Guidance Note 7-2 (Coordinate Conversions and Transformations including Formulas), the
  // worked example of Lambert Azimuthal Equal Area (EPSG method 9820) for ETRS89 / LAEA Europe:
  // 50°00′00″ N 5°00′00″ E → E 3962799.45 m, N 2999718.85 m. Printed to the centimetre, so 1 cm.
  it('projects 50° N 5° E to the guidance note’s E 3962799.45 m, N 2999718.85 m', () => {
    const [easting, northing] = toLaea([5, 50]);
    expect(Math.abs(easting - 3962799.45)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(northing - 2999718.85)).toBeLessThanOrEqual(0.01);
  });

  it('takes the guidance note’s metres back to 50° N 5° E (1 cm is about 1e-7°)', () => {
    const [longitude, latitude] = fromLaea([3962799.45, 2999718.85]);
    expect(Math.abs(longitude - 5)).toBeLessThanOrEqual(2e-7);
    expect(Math.abs(latitude - 50)).toBeLessThanOrEqual(2e-7);
  });

  it('puts the projection’s origin, 52° N 10° E, at its false easting and northing', () => {
    const [easting, northing] = toLaea([10, 52]);
    expect(easting).toBeCloseTo(4_321_000, 6);
    expect(northing).toBeCloseTo(3_210_000, 6);
  });

  it('round-trips points of the map’s bounds (44°-57° N, 8°-32° E) within 1e-8° (about a millimetre)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 8, max: 32, noNaN: true }),
        fc.double({ min: 44, max: 57, noNaN: true }),
        (longitude, latitude) => {
          const [backLongitude, backLatitude] = fromLaea(toLaea([longitude, latitude]));
          expect(Math.abs(backLongitude - longitude)).toBeLessThan(1e-8);
          expect(Math.abs(backLatitude - latitude)).toBeLessThan(1e-8);
        },
      ),
    );
  });

  it.each([
    [Number.NaN, 50],
    [5, Number.POSITIVE_INFINITY],
  ])('gives no number for %d, %d (proj4 would throw)', (first, second) => {
    expect(toLaea([first, second]).every(Number.isNaN)).toBe(true);
    expect(fromLaea([first, second]).every(Number.isNaN)).toBe(true);
  });
});
