import proj4 from 'proj4';

/** The projection's central meridian: the only meridian that is straight, and where parallels bend lowest. */
export const LAEA_CENTRAL_MERIDIAN = 10;

/**
 * ETRS89-LAEA Europe (EPSG:3035), the projection of the EEA reference grid. ETRS89 is taken
 * as WGS-84: they drift apart by 2.5 cm a year (about 0.9 m in 2025), far below what a farmer picks
 * on a 1 km grid, and the map draws the squares by this same conversion (docs/decisions.md, issue 15).
 */
const laea = `+proj=laea +lat_0=52 +lon_0=${LAEA_CENTRAL_MERIDIAN} +x_0=4321000 +y_0=3210000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs`;

const converter = proj4('WGS84', laea);

const nowhere: [number, number] = [Number.NaN, Number.NaN];

/** A WGS-84 position [longitude, latitude] → EPSG:3035 metres [easting, northing]; NaN for no number. */
export function toLaea(position: readonly [number, number]): [number, number] {
  // proj4 throws on a coordinate that is not finite; callers test the result instead.
  if (!position.every(Number.isFinite)) return [...nowhere];
  const [x, y] = converter.forward([position[0], position[1]]);
  return [x ?? Number.NaN, y ?? Number.NaN];
}

/** EPSG:3035 metres [easting, northing] → a WGS-84 position [longitude, latitude]; NaN for no number. */
export function fromLaea(position: readonly [number, number]): [number, number] {
  if (!position.every(Number.isFinite)) return [...nowhere];
  const [longitude, latitude] = converter.inverse([position[0], position[1]]);
  return [longitude ?? Number.NaN, latitude ?? Number.NaN];
}
