import type { GeomViewRectangle } from '@schemas/generated/api/geom';
import { format } from 'date-fns';

/**
 * What the widgets read from RJSF's `formContext` (all optional): `today` as yyyy-MM-dd, the same
 * day the engine's rules use (FillContext.today), so the picker and the rules agree on "future";
 * `showRequired` once the user tried to submit the form, so an answer still missing is asked for
 * even on a question the user never touched.
 */
export interface WidgetsFormContext {
  today?: string;
  showRequired?: boolean;
  /** Tile server and grid squares for the map widgets (see MapServices). */
  map?: MapServices;
}

/** Today as yyyy-MM-dd: the form context's, else the device's local date. */
export function todayFrom(formContext: unknown): string {
  if (
    typeof formContext === 'object' &&
    formContext !== null &&
    'today' in formContext &&
    typeof formContext.today === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(formContext.today)
  ) {
    return formContext.today;
  }
  return format(new Date(), 'yyyy-MM-dd');
}

/** Whether the form's submission was tried: required answers are then asked for at once. */
export function showRequiredFrom(formContext: unknown): boolean {
  return (
    typeof formContext === 'object' &&
    formContext !== null &&
    'showRequired' in formContext &&
    formContext.showRequired === true
  );
}

/**
 * What the map widgets (answer types 11 and 12) need from the app: the tile server from the map
 * settings (`GET /map/settings`) and the grid squares of a view (`POST /secured/geom/geojson`). The
 * widgets call no API themselves, so the studio's preview and the stories can pass their own.
 */
export interface MapServices {
  /** The tile URL template; undefined when no tile server is configured (the map says so and still works). */
  tileUrl?: string;
  tileAttribution?: string;
  /** The grid squares of a view, as the server's reply `data` (a GeoJSON string); rejects on failure or abort. */
  gridSquares(view: GeomViewRectangle, signal: AbortSignal): Promise<string>;
  /**
   * Where "Use my location" (type 11) asks for the device's position; defaults to
   * `navigator.geolocation`. Tests and stories pass a stand-in.
   */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
  /** Whether the page may ask for the position at all; defaults to `window.isSecureContext`. */
  secureContext?: boolean;
  /** Positions less accurate than this (metres) are confirmed before use; default 50. */
  locationAccuracyLimit?: number;
  /** How long the device may take to find the position (milliseconds); default 20 000. */
  locationTimeout?: number;
}

function isMapServices(value: unknown): value is MapServices {
  return (
    typeof value === 'object' &&
    value !== null &&
    'gridSquares' in value &&
    typeof value.gridSquares === 'function'
  );
}

/** The map services of the form context, if the app passed them. */
export function mapServicesFrom(formContext: unknown): MapServices | undefined {
  if (typeof formContext !== 'object' || formContext === null || !('map' in formContext)) return undefined;
  return isMapServices(formContext.map) ? formContext.map : undefined;
}
