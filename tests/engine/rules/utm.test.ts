import proj4 from 'proj4';
import { pointToUtm } from '@engine/geo/point-to-utm';
import { utmToPoint, type UtmInput } from '@engine/rules/utm';
import { fromDms, utmReferencePoints } from '@tests/fixtures/utm-reference-points';

const world = { minLatitude: -90, maxLatitude: 90, minLongitude: -180, maxLongitude: 180 };

/** WGS-84 ellipsoid. */
const A = 6378137;
const F = 1 / 298.257223563;
const E2 = F * (2 - F);
const K0 = 0.9996;

/**
 * Latitude of a point on a zone's central meridian (easting 500000), from the textbook footpoint-latitude
 * series: independent of proj4, accurate to well under a metre in these latitudes.
 */
function latitudeOnCentralMeridian(northing: number): number {
  const arc = northing / K0;
  const mu = arc / (A * (1 - E2 / 4 - (3 * E2 ** 2) / 64 - (5 * E2 ** 3) / 256));
  const e1 = (1 - Math.sqrt(1 - E2)) / (1 + Math.sqrt(1 - E2));
  const phi =
    mu +
    ((3 * e1) / 2 - (27 * e1 ** 3) / 32) * Math.sin(2 * mu) +
    ((21 * e1 ** 2) / 16 - (55 * e1 ** 4) / 32) * Math.sin(4 * mu) +
    ((151 * e1 ** 3) / 96) * Math.sin(6 * mu) +
    ((1097 * e1 ** 4) / 512) * Math.sin(8 * mu);
  return (phi * 180) / Math.PI;
}

/** Longitude of a zone's central meridian. */
const centralMeridian = (zone: number): number => zone * 6 - 183;

const utm = (easting: string, northing: string, zoneNumber: string, zoneLetter: string): UtmInput => ({
  easting,
  northing,
  zoneNumber,
  zoneLetter,
});

describe('utmToPoint', () => {
  it.each([
    [34, 'U', 5_800_000],
    [33, 'U', 5_600_000],
    [34, 'U', 5_500_000],
  ])(
    'converts easting 500000 in zone %i%s, northing %i, to a point on the central meridian',
    (zone, band, northing) => {
      const result = utmToPoint(utm('500000', String(northing), String(zone), band));
      if (!result.ok) throw new Error(`refused: ${result.message.key}`);
      expect(result.point.longitude).toBeCloseTo(centralMeridian(zone), 5);
      expect(result.point.latitude).toBeCloseTo(latitudeOnCentralMeridian(northing), 5);
    },
  );

  it('puts 34U 500000 5800000 near Warsaw (≈ 52.3 N, 21.0 E)', () => {
    const result = utmToPoint(utm('500000', '5800000', '34', 'U'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.point.latitude).toBeCloseTo(52.34, 1);
    expect(result.point.longitude).toBeCloseTo(21, 6);
  });

  it.each([
    ['33', 'U', '391000', '5820000'],
    ['34', 'U', '640000,5', '5560000'],
    ['34', 'u', '420000', '5900000'],
  ])(
    'converts %s%s %s %s off the central meridian so that it projects back within a metre',
    (zone, band, easting, northing) => {
      const result = utmToPoint(utm(easting, northing, zone, band));
      if (!result.ok) throw new Error(`refused: ${result.message.key}`);
      const [backEasting, backNorthing] = proj4(
        'WGS84',
        `+proj=utm +zone=${zone} +datum=WGS84 +units=m +no_defs`,
        [result.point.longitude, result.point.latitude],
      );
      expect(Math.abs(backEasting! - Number(easting.replace(',', '.')))).toBeLessThan(1);
      expect(Math.abs(backNorthing! - Number(northing))).toBeLessThan(1);
    },
  );

  it('rounds the converted point to 6 decimals', () => {
    const result = utmToPoint(utm('391234', '5821234', '33', 'U'));
    if (!result.ok) throw new Error(`refused: ${result.message.key}`);
    for (const degrees of [result.point.latitude, result.point.longitude]) {
      expect(Math.round(degrees * 1e6) / 1e6).toBe(degrees);
    }
  });

  it.each([
    utm('', '5800000', '34', 'U'),
    utm('500000', '', '34', 'U'),
    utm('500000', '5800000', '', 'U'),
    utm('500000', '5800000', '34', ''),
    utm('  ', '5800000', '34', 'U'),
    utm('', '', '', ''),
  ])('requires every field: %j → UTM_FIELDS_REQUIRED', (input) => {
    expect(utmToPoint(input)).toEqual({ ok: false, message: { key: 'UTM_FIELDS_REQUIRED' } });
  });

  it.each([
    ['south of the country', utm('500000', '4000000', '33', 'T')],
    ['west of the country', utm('500000', '5800000', '31', 'U')],
    ['east of the country', utm('500000', '5800000', '36', 'U')],
    ['in the southern hemisphere (band C-M)', utm('500000', '5800000', '34', 'M')],
    ['in a zone that does not exist', utm('500000', '5800000', '61', 'U')],
    ['in zone 0', utm('500000', '5800000', '0', 'U')],
    ['in a fractional zone', utm('500000', '5800000', '34,5', 'U')],
    ['with band letter I', utm('500000', '5800000', '34', 'I')],
    ['with band letter O', utm('500000', '5800000', '34', 'O')],
    ['with a band letter past X', utm('500000', '5800000', '34', 'Z')],
  ])('refuses a point %s with UTM_OUTSIDE_COUNTRY', (_name, input) => {
    expect(utmToPoint(input)).toEqual({ ok: false, message: { key: 'UTM_OUTSIDE_COUNTRY' } });
  });

  it.each([
    ['a decimal comma', utm('640000,5', '5560000,25', '34', 'U')],
    ['a decimal point', utm('640000.5', '5560000.25', '34', 'U')],
  ])('reads easting and northing with %s', (_mark, input) => {
    expect(utmToPoint(input)).toEqual(utmToPoint(utm('640000.5', '5560000.25', '34', 'U')));
    expect(utmToPoint(input).ok).toBe(true);
  });

  it.each([
    utm('abc', '5800000', '34', 'U'),
    utm('500000', '58OOOOO', '34', 'U'),
    utm('5e5', '5800000', '34', 'U'),
  ])('refuses metres that are no number: %j → VALUE_SHOULD_BE_NUMBER', (input) => {
    expect(utmToPoint(input)).toEqual({ ok: false, message: { key: 'VALUE_SHOULD_BE_NUMBER' } });
  });

  it.each(['0x22', '3.4e1', '34.0', '+34', '034'])(
    'refuses zone number %j (digits only, at most two)',
    (zone) => {
      expect(utmToPoint(utm('500000', '5800000', zone, 'U'))).toEqual({
        ok: false,
        message: { key: 'UTM_OUTSIDE_COUNTRY' },
      });
    },
  );

  it('takes a zone number and band letter with spaces and in either case', () => {
    expect(utmToPoint(utm(' 500000 ', ' 5800000 ', ' 34 ', ' u '))).toEqual(
      utmToPoint(utm('500000', '5800000', '34', 'U')),
    );
  });

  describe('at the country bounds (latitude 48-55, longitude 13-25, inclusive)', () => {
    // The UTM position of each edge point, found by the forward conversion, converts back onto the
    // edge (6 decimals); a point a metre beyond it is outside.
    it.each([
      ['the south edge', 48, 19, { latitude: -0.00001, longitude: 0 }],
      ['the north edge', 55, 19, { latitude: 0.00001, longitude: 0 }],
      ['the west edge', 52, 13, { latitude: 0, longitude: -0.00002 }],
      ['the east edge', 52, 25, { latitude: 0, longitude: 0.00002 }],
    ])('accepts a point on %s and refuses one just beyond it', (_edge, latitude, longitude, beyond) => {
      const onEdge = pointToUtm({ latitude, longitude });
      const outside = pointToUtm({
        latitude: latitude + beyond.latitude,
        longitude: longitude + beyond.longitude,
      });
      if (!onEdge || !outside) throw new Error('no UTM position');
      const typed = (position: typeof onEdge) =>
        utm(
          String(position.easting),
          String(position.northing),
          String(position.zoneNumber),
          position.zoneLetter,
        );
      expect(utmToPoint(typed(onEdge))).toEqual({ ok: true, point: { latitude, longitude } });
      expect(utmToPoint(typed(outside))).toEqual({ ok: false, message: { key: 'UTM_OUTSIDE_COUNTRY' } });
    });
  });

  describe('against published positions', () => {
    it.each(utmReferencePoints.filter((reference) => reference.tolerance <= 0.03))(
      'converts the published metres of $place back to its latitude and longitude within 1e-6° ($source)',
      ({ latitude, longitude, zoneNumber, zoneLetter, easting, northing }) => {
        // 1e-6°: the result is rounded to 6 decimals (5e-7°); the published metres are good to 3 cm (3e-7°).
        const result = utmToPoint(
          utm(String(easting), String(northing), String(zoneNumber), zoneLetter),
          world,
        );
        if (!result.ok) throw new Error(`refused: ${result.message.key}`);
        expect(Math.abs(result.point.latitude - latitude)).toBeLessThanOrEqual(1e-6);
        expect(Math.abs(result.point.longitude - longitude)).toBeLessThanOrEqual(1e-6);
      },
    );

    it('converts the centre of MGRS square 38SMB4488 (38n 444500 3688500) to 33°20′03.25″ N 44°24′13.06″ E', () => {
      // GeographicLib GeoConvert(1) manual page, EXAMPLES: "echo 38SMB4488 | GeoConvert -: -p 1".
      // Seconds printed to 0.01″ (±1.4e-6°) plus the 6-decimal rounding (5e-7°).
      const result = utmToPoint(utm('444500', '3688500', '38', 'S'), world);
      if (!result.ok) throw new Error(`refused: ${result.message.key}`);
      expect(Math.abs(result.point.latitude - fromDms(33, 20, 3.25))).toBeLessThanOrEqual(2e-6);
      expect(Math.abs(result.point.longitude - fromDms(44, 24, 13.06))).toBeLessThanOrEqual(2e-6);
    });

    it("converts the ETRS-TM35FIN example of point G4 (Geta), 7° west of zone 35's central meridian", () => {
      // JHS 197 (formerly JHS 154), appendix 3: ETRS-TM35FIN is UTM zone 35 on ETRS89 for all of
      // Finland. N 6715706.37705 E 106256.35958 ↔ 60.385106872 N 19.848136769 E (as quoted with the
      // recommendation's examples at loukko.net/koord_proj). Printed to 1e-9° and 0.01 mm: the
      // 6-decimal rounding is all that is left.
      const result = utmToPoint(utm('106256.35958', '6715706.37705', '35', 'V'), world);
      expect(result).toEqual({ ok: true, point: { latitude: 60.385107, longitude: 19.848137 } });
    });
  });

  it('checks against the country bounds it is given', () => {
    const around = { minLatitude: 52, maxLatitude: 53, minLongitude: 20, maxLongitude: 22 };
    expect(utmToPoint(utm('500000', '5800000', '34', 'U'), around).ok).toBe(true);
    expect(utmToPoint(utm('500000', '5600000', '34', 'U'), around)).toEqual({
      ok: false,
      message: { key: 'UTM_OUTSIDE_COUNTRY' },
    });
  });
});
