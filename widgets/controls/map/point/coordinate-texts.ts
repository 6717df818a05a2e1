import type { PointValue } from '@engine/answers/answer-value';
import { pointToUtm } from '@engine/geo/point-to-utm';

/** What the coordinate fields hold: WGS-84 degrees and the UTM position, as text. */
export interface CoordinateTexts {
  latitude: string;
  longitude: string;
  easting: string;
  northing: string;
  zoneNumber: string;
  zoneLetter: string;
}

export type CoordinateField = keyof CoordinateTexts;

const empty: CoordinateTexts = {
  latitude: '',
  longitude: '',
  easting: '',
  northing: '',
  zoneNumber: '',
  zoneLetter: '',
};

/** The fields of both tabs for a point (empty without one): where the marker is, in either system. */
export function coordinateTexts(point: PointValue | undefined): CoordinateTexts {
  if (!point) return empty;
  const utm = pointToUtm(point);
  return {
    latitude: String(point.latitude),
    longitude: String(point.longitude),
    easting: utm ? String(utm.easting) : '',
    northing: utm ? String(utm.northing) : '',
    zoneNumber: utm ? String(utm.zoneNumber) : '',
    zoneLetter: utm?.zoneLetter ?? '',
  };
}

/** A point as a key: drafts typed against one point are dropped once the marker is elsewhere. */
export function pointKey(point: PointValue | undefined): string {
  return point ? `${point.latitude},${point.longitude}` : '';
}
