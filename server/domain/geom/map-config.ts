import type { MapSettings } from '@schemas/generated/api/geom';

/** The map settings of this server (TILE_URL, TILE_ATTRIBUTION, GRID_MAX_SQUARES). */
export interface MapConfig {
  /** The tile URL template; none: the maps draw without a background. */
  tileUrl?: string;
  tileAttribution?: string;
  /** The most squares one grid request draws; a larger rectangle is refused (GRID_AREA_TOO_LARGE). */
  maxGridSquares: number;
}

/** 10,000 squares (a view of about 100 × 100 km) make a reply of about 1.4 MB of JSON before compression. */
export const DEFAULT_MAX_GRID_SQUARES = 10_000;

/** The map config with the defaults for what is not given: no tiles, no attribution, 10,000 squares. */
export function mapConfig(given: Partial<MapConfig> = {}): MapConfig {
  return { maxGridSquares: DEFAULT_MAX_GRID_SQUARES, ...given };
}

/** GET /map/settings: what the map widgets need of the config; null for what is not set. */
export function mapSettings(config: MapConfig): MapSettings {
  return {
    tileUrl: config.tileUrl ?? null,
    tileAttribution: config.tileAttribution ?? null,
    maxGridSquares: config.maxGridSquares,
  };
}
