import proj4 from 'proj4';
import type { PointValue } from '../answers/answer-value';

/** A point in UTM on WGS-84: metres in its zone, the zone number and the latitude band letter. */
export interface UtmPosition {
  easting: number;
  northing: number;
  zoneNumber: number;
  zoneLetter: string;
}

/** Latitude bands of 8° from 80° S, C to X without I and O; X spans 72°–84° N. */
const BANDS = 'CDEFGHJKLMNPQRSTUVWXX';

/** The UTM zone of a point, with the exceptions for south-west Norway (32V) and Svalbard (31X–37X). */
function zoneOf({ latitude, longitude }: PointValue): number {
  if (latitude >= 56 && latitude < 64 && longitude >= 3 && longitude < 12) return 32;
  if (latitude >= 72 && latitude < 84 && longitude >= 0 && longitude < 42) {
    if (longitude < 9) return 31;
    if (longitude < 21) return 33;
    if (longitude < 33) return 35;
    return 37;
  }
  return Math.min(60, Math.floor((longitude + 180) / 6) + 1);
}

/**
 * A WGS-84 point → its UTM position (easting and northing to the centimetre), so the UTM tab shows
 * where the marker is. Undefined outside UTM's latitudes (80° S to 84° N), beyond
 * ±180° of longitude and for no number.
 */
export function pointToUtm(point: PointValue): UtmPosition | undefined {
  // Written so that NaN fails too (proj4 throws on it).
  const inUtm = point.latitude >= -80 && point.latitude <= 84 && Math.abs(point.longitude) <= 180;
  if (!inUtm) return undefined;
  const zoneNumber = zoneOf(point);
  const zoneLetter = BANDS[Math.floor((point.latitude + 80) / 8)] ?? 'X';
  const south = point.latitude < 0 ? ' +south' : '';
  const [easting, northing] = proj4(
    'WGS84',
    `+proj=utm +zone=${zoneNumber}${south} +datum=WGS84 +units=m +no_defs`,
    [point.longitude, point.latitude],
  );
  if (easting === undefined || northing === undefined) return undefined;
  return {
    easting: Math.round(easting * 100) / 100,
    northing: Math.round(northing * 100) / 100,
    zoneNumber,
    zoneLetter,
  };
}
