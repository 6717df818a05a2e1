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
  /** Upload, thumbnails and discarding for the photo widget (see PhotoServices). */
  photos?: PhotoServices;
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

/** A photo as the server stored it on upload (answer type 17): its name is what the answer names. */
export interface UploadedPhoto {
  fileName: string;
  width: number;
  height: number;
}

/**
 * How an upload ended: the stored photo, or why not — `offline` when no reply came (the widget keeps
 * the photo and sends it again once the device is online), else the server's message, translated.
 */
export type PhotoUploadResult =
  { ok: true; photo: UploadedPhoto } | { ok: false; offline: boolean; message: string };

/**
 * What the photo widget (answer type 17) needs from the app: the upload to the filled question the
 * card shows (its `card.id`), the thumbnail and full photo as bytes (they need the bearer token, so
 * no `<img src>` can fetch them), and the discarding of an upload the user removed. The widget calls
 * no API itself, so the studio's preview and the stories can pass their own (or none).
 */
export interface PhotoServices {
  /** Sends one photo to a filled question; `onProgress` gets the fraction sent (0 to 1). Never rejects. */
  upload(
    filledQuestionId: number,
    photo: Blob,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ): Promise<PhotoUploadResult>;
  /** The photo's thumbnail (JPEG, at most 320 px a side); rejects on failure or abort. */
  thumbnail(fileName: string, signal: AbortSignal): Promise<Blob>;
  /** The photo itself; rejects on failure or abort. */
  photo(fileName: string, signal: AbortSignal): Promise<Blob>;
  /** Drops an uploaded photo the user removed (the server keeps one a saved answer still names). */
  discard(fileName: string): Promise<void>;
  /**
   * Makes a chosen file ready to send; by default the widget downscales it in the browser (at most
   * 2048 px a side, JPEG). Tests in a DOM without canvas pass their own.
   */
  prepare?(file: File): Promise<Blob>;
}

function isPhotoServices(value: unknown): value is PhotoServices {
  return (
    typeof value === 'object' &&
    value !== null &&
    'upload' in value &&
    typeof value.upload === 'function' &&
    'thumbnail' in value &&
    typeof value.thumbnail === 'function'
  );
}

/** The photo services of the form context, if the app passed them. */
export function photoServicesFrom(formContext: unknown): PhotoServices | undefined {
  if (typeof formContext !== 'object' || formContext === null || !('photos' in formContext)) return undefined;
  return isPhotoServices(formContext.photos) ? formContext.photos : undefined;
}
