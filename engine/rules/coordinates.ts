import type { PointValue } from '../answers/answer-value';
import { defaultCountryBounds, type GeoBounds } from '../context';
import type { RuleMessage } from '../messages';
import { parseCoordinate } from './parse-coordinate';
import { roundCoordinate } from './round-coordinate';

export interface CoordinateCheck {
  point?: PointValue;
  latitude?: RuleMessage;
  longitude?: RuleMessage;
}

function inside(point: PointValue, bounds: GeoBounds): boolean {
  return (
    point.latitude >= bounds.minLatitude &&
    point.latitude <= bounds.maxLatitude &&
    point.longitude >= bounds.minLongitude &&
    point.longitude <= bounds.maxLongitude
  );
}

/** Whether a point lies in the country bounds (inclusive). */
export function insideCountry(point: PointValue, bounds: GeoBounds = defaultCountryBounds): boolean {
  return inside(point, bounds);
}

function axis(
  text: string,
  limit: number,
  wrong: RuleMessage['key'],
): { value?: number; message?: RuleMessage } {
  const parsed = parseCoordinate(text);
  if (!parsed.ok) return { message: { key: wrong } };
  if (Math.abs(parsed.value) > limit) return { message: { key: wrong } };
  return { value: roundCoordinate(parsed.value) };
}

/**
 * WGS-84 coordinates typed with a decimal comma or point. Each axis must be a number in its range
 * (INSERT_CORRECT_LAT, INSERT_CORRECT_LNG) and the point must lie in the country (OUTSIDE_COUNTRY,
 * reported on both axes). The point is rounded to 6 decimals.
 */
export function checkCoordinates(
  latitudeText: string,
  longitudeText: string,
  bounds: GeoBounds = defaultCountryBounds,
): CoordinateCheck {
  const latitude = axis(latitudeText, 90, 'INSERT_CORRECT_LAT');
  const longitude = axis(longitudeText, 180, 'INSERT_CORRECT_LNG');
  if (latitude.value === undefined || longitude.value === undefined) {
    return { latitude: latitude.message, longitude: longitude.message };
  }
  const point = { latitude: latitude.value, longitude: longitude.value };
  if (!inside(point, bounds)) {
    return { latitude: { key: 'OUTSIDE_COUNTRY' }, longitude: { key: 'OUTSIDE_COUNTRY' } };
  }
  return { point };
}
