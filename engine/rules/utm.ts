import proj4 from 'proj4';
import type { PointValue } from '../answers/answer-value';
import { defaultCountryBounds, type GeoBounds } from '../context';
import type { RuleMessage } from '../messages';
import { insideCountry } from './coordinates';
import { parseCoordinate } from './parse-coordinate';
import { roundCoordinate } from './round-coordinate';

export interface UtmInput {
  easting: string;
  northing: string;
  zoneNumber: string;
  zoneLetter: string;
}

export type UtmCheck = { ok: true; point: PointValue } | { ok: false; message: RuleMessage };

/**
 * UTM coordinates → a WGS-84 point. All four fields are required (UTM_FIELDS_REQUIRED); the zone is
 * 1-60 with a latitude band letter C-X (no I or O); the result must lie in the country
 * (UTM_OUTSIDE_COUNTRY). Bands C to M are south of the equator.
 */
export function utmToPoint(input: UtmInput, bounds: GeoBounds = defaultCountryBounds): UtmCheck {
  const fields = [input.easting, input.northing, input.zoneNumber, input.zoneLetter].map((field) =>
    field.trim(),
  );
  if (fields.some((field) => field === '')) return { ok: false, message: { key: 'UTM_FIELDS_REQUIRED' } };
  const easting = parseCoordinate(input.easting);
  const northing = parseCoordinate(input.northing);
  if (!easting.ok) return easting;
  if (!northing.ok) return northing;
  // Digits only: Number() would also read "0x22" or "3.4e1" as zone 34.
  const zoneText = input.zoneNumber.trim();
  const zone = /^\d{1,2}$/.test(zoneText) ? Number(zoneText) : Number.NaN;
  const band = input.zoneLetter.trim().toUpperCase();
  if (!Number.isInteger(zone) || zone < 1 || zone > 60 || !/^[C-HJ-NP-X]$/.test(band)) {
    return { ok: false, message: { key: 'UTM_OUTSIDE_COUNTRY' } };
  }
  const south = band < 'N' ? ' +south' : '';
  const [longitude, latitude] = proj4(
    `+proj=utm +zone=${zone}${south} +datum=WGS84 +units=m +no_defs`,
    'WGS84',
    [easting.value, northing.value],
  );
  if (
    longitude === undefined ||
    latitude === undefined ||
    !Number.isFinite(longitude) ||
    !Number.isFinite(latitude)
  ) {
    return { ok: false, message: { key: 'UTM_OUTSIDE_COUNTRY' } };
  }
  const point = { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
  return insideCountry(point, bounds)
    ? { ok: true, point }
    : { ok: false, message: { key: 'UTM_OUTSIDE_COUNTRY' } };
}
