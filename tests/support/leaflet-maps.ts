import type * as Leaflet from 'leaflet';
import type { Locator, Page } from 'playwright-core';

declare global {
  interface Window {
    /** Leaflet as the page loaded it, and every map made since: set up by `recordLeafletMaps`. */
    leafletForTests?: { leaflet: typeof Leaflet; maps: Leaflet.Map[] };
  }
}

/** A position as Leaflet gives it. */
export interface LatLngPosition {
  lat: number;
  lng: number;
}

/** What one map shows now, read from Leaflet itself rather than from pixels. */
export interface LeafletMapState {
  zoom: number;
  centre: LatLngPosition;
  /** Every marker on the map. */
  markers: LatLngPosition[];
  /** Grid squares drawn from the server's reply (polygons of a GeoJSON feature). */
  gridSquares: number;
  /** Other polygons (a chosen square's highlight), each as its ring. */
  highlighted: LatLngPosition[][];
  /** Tile layers (none without a tile server). */
  tileLayers: number;
}

/**
 * Keeps every Leaflet map the page creates, for the test to read. leaflet-src.js announces itself as
 * `window.L` (Leaflet 1.x always does, leaflet#2364): the moment it does, an init hook is added that
 * records each new map. Call before the page's first navigation.
 */
export async function recordLeafletMaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let leaflet: unknown;
    Object.defineProperty(window, 'L', {
      configurable: true,
      get: () => leaflet,
      set: (value: typeof Leaflet) => {
        leaflet = value;
        const maps: Leaflet.Map[] = [];
        window.leafletForTests = { leaflet: value, maps };
        value.Map.addInitHook(function (this: Leaflet.Map) {
          maps.push(this);
        });
      },
    });
  });
}

/** The state of the map in `container` (a `.leaflet-container`). */
export function leafletState(container: Locator): Promise<LeafletMapState> {
  return container.evaluate((element) => {
    const recorded = window.leafletForTests;
    const map = recorded?.maps.find((candidate) => candidate.getContainer() === element);
    if (!recorded || !map) throw new Error('No recorded Leaflet map in this element');
    const { leaflet } = recorded;
    const state: LeafletMapState = {
      zoom: map.getZoom(),
      centre: { lat: map.getCenter().lat, lng: map.getCenter().lng },
      markers: [],
      gridSquares: 0,
      highlighted: [],
      tileLayers: 0,
    };
    map.eachLayer((layer) => {
      if (layer instanceof leaflet.Marker) {
        const { lat, lng } = layer.getLatLng();
        state.markers.push({ lat, lng });
      } else if (layer instanceof leaflet.Polygon) {
        if (layer.feature) {
          state.gridSquares += 1;
        } else {
          // A simple polygon's first ring: its corners.
          const [ring] = layer.getLatLngs();
          const corners = Array.isArray(ring) ? ring.flat() : [];
          state.highlighted.push(
            corners.flatMap((corner) =>
              corner instanceof leaflet.LatLng ? [{ lat: corner.lat, lng: corner.lng }] : [],
            ),
          );
        }
      } else if (layer instanceof leaflet.TileLayer) {
        state.tileLayers += 1;
      }
    });
    return state;
  });
}

/** The position under a point of the map's container (pixels from its top left corner). */
export function latLngAt(container: Locator, x: number, y: number): Promise<LatLngPosition> {
  return container.evaluate(
    (element, point) => {
      const map = window.leafletForTests?.maps.find((candidate) => candidate.getContainer() === element);
      if (!map) throw new Error('No recorded Leaflet map in this element');
      const { lat, lng } = map.containerPointToLatLng([point.x, point.y]);
      return { lat, lng };
    },
    { x, y },
  );
}

/** Where a position lies in the map's container (pixels from its top left corner). */
export function pointOnScreen(
  container: Locator,
  position: LatLngPosition,
): Promise<{ x: number; y: number }> {
  return container.evaluate((element, at) => {
    const map = window.leafletForTests?.maps.find((candidate) => candidate.getContainer() === element);
    if (!map) throw new Error('No recorded Leaflet map in this element');
    const { x, y } = map.latLngToContainerPoint([at.lat, at.lng]);
    return { x, y };
  }, position);
}

/**
 * The zoom the map reaches at the end of its next zoom (Leaflet's `zoomend`, after the animation): start
 * it before the action that zooms. A zoom asked for while the previous one is still animating is
 * dropped by Leaflet, so a test waits for this between two clicks of a zoom button.
 */
export function nextZoomEnd(container: Locator): Promise<number> {
  return container.evaluate(
    (element) =>
      new Promise<number>((resolve, reject) => {
        const map = window.leafletForTests?.maps.find((candidate) => candidate.getContainer() === element);
        if (!map) {
          reject(new Error('No recorded Leaflet map in this element'));
          return;
        }
        map.once('zoomend', () => resolve(map.getZoom()));
      }),
  );
}
