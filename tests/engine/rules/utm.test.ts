import proj4 from 'proj4';
import { utmToPoint, type UtmInput } from '@engine/rules/utm';

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
    [utm('500000.5', '5800000', '34', 'U'), 'ONLY_COMMA'],
    [utm('500000', '5800000.5', '34', 'U'), 'ONLY_COMMA'],
    [utm('abc', '5800000', '34', 'U'), 'VALUE_SHOULD_BE_NUMBER'],
  ])('reads easting and northing as comma decimals: %j → %s', (input, key) => {
    expect(utmToPoint(input)).toEqual({ ok: false, message: { key } });
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
