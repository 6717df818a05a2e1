import type { GeomViewRectangle } from '@schemas/generated/api/geom';
import type { MapServices } from '@widgets/shared/widgets-context';

export interface GridRequest {
  view: GeomViewRectangle;
  signal: AbortSignal;
  reply(text: string): void;
  fail(): void;
}

/**
 * Map services standing in for the network edge (`POST /secured/geom/geojson`): each request of grid
 * squares is recorded and answered when the test says so.
 */
export function recordingMapServices(tiles: Pick<MapServices, 'tileUrl' | 'tileAttribution'> = {}) {
  const requests: GridRequest[] = [];
  const services: MapServices = {
    ...tiles,
    gridSquares: (view, signal) =>
      new Promise<string>((resolve, reject) => {
        requests.push({ view, signal, reply: resolve, fail: () => reject(new Error('offline')) });
      }),
  };
  return { services, requests };
}
