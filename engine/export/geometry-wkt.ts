import { geojsonToWKT } from '@terraformer/wkt';
import type { ExportGeometry } from './export-types';

/** A saved map geometry (GeoJSON, WGS-84 longitude/latitude) as WKT in EPSG:4326: `POINT (19.5 51.9)`. */
export function geometryWkt(geometry: ExportGeometry): string {
  return geojsonToWKT(geometry);
}
