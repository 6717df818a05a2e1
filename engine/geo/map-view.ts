import type { GeoBounds } from '../context';

/** How a map answer opens and how far it may move (specification, section 9). */
export interface MapView {
  /** Where an empty map opens. */
  center: { latitude: number; longitude: number };
  /** The zoom of an empty map. */
  zoom: number;
  /** The zoom the map takes to show a placed marker. */
  markerZoom: number;
  /** From this zoom on the grid squares are drawn (and asked of the server). */
  gridZoom: number;
  /** The map cannot be dragged beyond these bounds. */
  maxBounds: GeoBounds;
}

/** The specification's map: centre 51.9 / 19.55 at zoom 8, marker zoom 14, grid from zoom 11, bounds (44,8)–(57,32). */
export const mapView: MapView = {
  center: { latitude: 51.9, longitude: 19.55 },
  zoom: 8,
  markerZoom: 14,
  gridZoom: 11,
  maxBounds: { minLatitude: 44, minLongitude: 8, maxLatitude: 57, maxLongitude: 32 },
};
