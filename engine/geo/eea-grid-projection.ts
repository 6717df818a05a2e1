import proj4 from 'proj4';

/** ETRS89-LAEA Europe (EPSG:3035), the projection of the EEA reference grid. ETRS89 is taken as WGS-84 (under 1 m apart). */
const laea =
  '+proj=laea +lat_0=52 +lon_0=10 +x_0=4321000 +y_0=3210000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs';

const converter = proj4('WGS84', laea);

/** A WGS-84 position [longitude, latitude] → EPSG:3035 metres [easting, northing]. */
export function toLaea(position: readonly [number, number]): [number, number] {
  const [x, y] = converter.forward([position[0], position[1]]);
  return [x ?? Number.NaN, y ?? Number.NaN];
}

/** EPSG:3035 metres [easting, northing] → a WGS-84 position [longitude, latitude]. */
export function fromLaea(position: readonly [number, number]): [number, number] {
  const [longitude, latitude] = converter.inverse([position[0], position[1]]);
  return [longitude ?? Number.NaN, latitude ?? Number.NaN];
}
