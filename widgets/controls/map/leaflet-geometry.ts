import type { PointValue } from '@engine/answers/answer-value';
import type { GeoBounds } from '@engine/context';
import { roundCoordinate } from '@engine/rules/round-coordinate';
import { latLngBounds, type LatLng, type LatLngBounds, type LatLngTuple } from 'leaflet';

/** A point as Leaflet takes it: [latitude, longitude]. */
export function latLngOf(point: PointValue): LatLngTuple {
  return [point.latitude, point.longitude];
}

/** A Leaflet position as a point, rounded like every saved coordinate (6 decimals). */
export function pointOf(latLng: LatLng): PointValue {
  return { latitude: roundCoordinate(latLng.lat), longitude: roundCoordinate(latLng.lng) };
}

/** Bounds as Leaflet takes them. */
export function leafletBounds(bounds: GeoBounds): LatLngBounds {
  return latLngBounds([bounds.minLatitude, bounds.minLongitude], [bounds.maxLatitude, bounds.maxLongitude]);
}
