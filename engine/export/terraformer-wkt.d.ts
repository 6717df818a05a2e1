// @terraformer/wkt ships no types; these are the two calls of its README we use.
declare module '@terraformer/wkt' {
  /** GeoJSON geometry → WKT (`POINT (30 10)`). */
  export function geojsonToWKT(geometry: { type: string; coordinates: unknown }): string;
}
