import fc from 'fast-check';
import { pointToUtm } from '@engine/geo/point-to-utm';
import { utmToPoint } from '@engine/rules/utm';
import { fromDms, utmReferencePoints } from '@tests/fixtures/utm-reference-points';

const world = { minLatitude: -90, maxLatitude: 90, minLongitude: -180, maxLongitude: 180 };

function utmOf(latitude: number, longitude: number) {
  const utm = pointToUtm({ latitude, longitude });
  if (!utm) throw new Error(`no UTM position for ${latitude}, ${longitude}`);
  return utm;
}

describe('pointToUtm', () => {
  it.each(utmReferencePoints)(
    'gives the published zone and metres of $place ($source)',
    ({ latitude, longitude, zoneNumber, zoneLetter, easting, northing, tolerance }) => {
      const utm = utmOf(latitude, longitude);
      expect({ zoneNumber: utm.zoneNumber, zoneLetter: utm.zoneLetter }).toEqual({ zoneNumber, zoneLetter });
      expect(Math.abs(utm.easting - easting)).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(utm.northing - northing)).toBeLessThanOrEqual(tolerance);
    },
  );

  it('gives metres to the centimetre', () => {
    const { easting, northing } = utmOf(52.2318, 21.006);
    expect(Math.round(easting * 100) / 100).toBe(easting);
    expect(Math.round(northing * 100) / 100).toBe(northing);
  });

  it('round-trips any point between 80° S and 84° N through UTM within 1e-6°', () => {
    const micro = (min: number, max: number) =>
      fc.integer({ min: min * 1e6, max: max * 1e6 }).map((value) => value / 1e6);
    fc.assert(
      fc.property(micro(-80, 84), micro(-180, 180), (latitude, longitude) => {
        const utm = utmOf(latitude, longitude);
        const back = utmToPoint(
          {
            easting: String(utm.easting),
            northing: String(utm.northing),
            zoneNumber: String(utm.zoneNumber),
            zoneLetter: utm.zoneLetter,
          },
          world,
        );
        if (!back.ok) throw new Error(`refused: ${back.message.key}`);
        expect(Math.abs(back.point.latitude - latitude)).toBeLessThanOrEqual(1e-6);
        // 180° W and 180° E are one meridian.
        const apart = Math.abs(back.point.longitude - longitude) % 360;
        expect(Math.min(apart, 360 - apart)).toBeLessThanOrEqual(1e-6);
      }),
      { numRuns: 300 },
    );
  });

  describe('latitude bands (8° each from 80° S, C to X without I and O, X 72°-84° N)', () => {
    it.each([
      [-80, 'C'],
      [-72.000001, 'C'],
      [-72, 'D'],
      [-0.000001, 'M'],
      [0, 'N'],
      [48, 'U'],
      [55.999999, 'U'],
      [56, 'V'],
      [72, 'X'],
      [84, 'X'],
    ])('puts latitude %d in band %s', (latitude, letter) => {
      expect(utmOf(latitude, 21).zoneLetter).toBe(letter);
    });

    it.each([-80.000001, 84.000001, -90, 90])('has no UTM position at latitude %d', (latitude) => {
      expect(pointToUtm({ latitude, longitude: 21 })).toBeUndefined();
    });

    it.each([
      [Number.NaN, 21],
      [52, Number.NaN],
      [52, Number.POSITIVE_INFINITY],
      [52, 180.000001],
      [52, -180.000001],
    ])('has no UTM position for %d, %d (and does not throw)', (latitude, longitude) => {
      expect(pointToUtm({ latitude, longitude })).toBeUndefined();
    });
  });

  describe('zones (6° each from 180° W) with the exceptions of Norway and Svalbard', () => {
    // The exceptions as the UTM standard (NGA.SIG.0012) and the Wikipedia article "Universal
    // Transverse Mercator coordinate system", section Exceptions, give them: zone 32 is widened
    // to 3°-12° E in band V (56°-64° N); in band X (72°-84° N) zones 31, 33, 35 and 37 are
    // widened (0°-9°, 9°-21°, 21°-33°, 33°-42° E) and 32, 34 and 36 are not used.
    it.each([
      ['Poland, west of 18° E', 52, 16.9, 33],
      ['Poland, from 18° E', 52, 18, 34],
      ['Warsaw', 52.2318, 21.006, 34],
      ['the antimeridian', 0, 180, 60],
      ['just east of the antimeridian', 0, -180, 1],
      [
        'the Bergen tide gauge (Kartverket: 60°24′ N 5°18′ E), in widened 32V',
        fromDms(60, 24, 0),
        fromDms(5, 18, 0),
        32,
      ],
      ['3° E at 56° N, the widened corner', 56, 3, 32],
      ['just west of 3° E in band V', 60, 2.999999, 31],
      ['3°-6° E just south of band V', 55.999999, 4, 31],
      ['3°-6° E in band W, north of 64° N', 64, 4, 31],
      ['12° E in band V, east of the widened zone', 60, 12, 33],
      [
        'Ny-Ålesund tide gauge (Kartverket: 78°56′ N 11°57′ E), in widened 33X',
        fromDms(78, 56, 0),
        fromDms(11, 57, 0),
        33,
      ],
      ['Svalbard west of 9° E', 78, 8.999999, 31],
      ['Svalbard from 9° E', 78, 9, 33],
      ['Svalbard from 21° E', 78, 21, 35],
      ['Svalbard from 33° E', 78, 33, 37],
      ['band X from 42° E, past the exceptions', 78, 42, 38],
      ['band X west of 0°', 78, -0.000001, 30],
      ['10° E in band W, south of the Svalbard rule', 71.999999, 10, 32],
    ])('puts %s in zone %i', (_place, latitude, longitude, zone) => {
      expect(utmOf(latitude, longitude).zoneNumber).toBe(zone);
    });

    it('never uses zones 32X, 34X or 36X', () => {
      fc.assert(
        fc.property(
          fc.double({ min: 72, max: 84, noNaN: true }),
          fc.double({ min: 0, max: 41.999, noNaN: true }),
          (latitude, longitude) => {
            expect([31, 33, 35, 37]).toContain(utmOf(latitude, longitude).zoneNumber);
          },
        ),
      );
    });

    it('measures a widened zone from its own central meridian (Bergen lies west of 9° E)', () => {
      const bergen = utmOf(fromDms(60, 24, 0), fromDms(5, 18, 0));
      // 3.7° of longitude west of 9° E at 60.4° N is about 205 km.
      expect(500_000 - bergen.easting).toBeGreaterThan(200_000);
      expect(500_000 - bergen.easting).toBeLessThan(210_000);
    });
  });
});
