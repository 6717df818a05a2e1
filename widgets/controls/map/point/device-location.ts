import type { MapServices } from '../../../shared/widgets-context';

/** Positions less accurate than this many metres are confirmed before they become the answer. */
export const DEFAULT_ACCURACY_LIMIT = 50;
/** How long the device may take to find the position, in milliseconds. */
export const DEFAULT_LOCATION_TIMEOUT = 20_000;

/** Why a position could not be had: the Geolocation API's error codes 1, 2 and 3. */
export type LocationFailure = 'denied' | 'unavailable' | 'timeout';

/** Where "Use my location" gets the position from, or why it cannot. */
export type LocationSource =
  | {
      available: true;
      geolocation: Pick<Geolocation, 'getCurrentPosition'>;
      options: PositionOptions;
      accuracyLimit: number;
    }
  | { available: false; reason: 'insecure' | 'unsupported' };

function browserGeolocation(): Pick<Geolocation, 'getCurrentPosition'> | undefined {
  if (typeof navigator === 'undefined') return undefined;
  // Typed as always there, but missing in old browsers and in jsdom.
  const geolocation: Geolocation | undefined = navigator.geolocation;
  return geolocation;
}

function browserIsSecure(): boolean {
  // Only an explicit false counts: environments without the flag (jsdom) are not known to be insecure.
  return typeof window === 'undefined' || window.isSecureContext !== false;
}

/**
 * The position's source for the map services: their stand-ins, else the browser's. Browsers give the
 * position only to secure origins (https, localhost); elsewhere `navigator.geolocation` may exist but
 * every call is refused, so an insecure page is said to be unavailable before anything is asked.
 */
export function locationSource(services: MapServices | undefined): LocationSource {
  if (!(services?.secureContext ?? browserIsSecure())) return { available: false, reason: 'insecure' };
  const geolocation = services?.geolocation ?? browserGeolocation();
  if (!geolocation) return { available: false, reason: 'unsupported' };
  return {
    available: true,
    geolocation,
    // A fresh, precise fix: a cached or network-based position would be a poor answer to "where".
    options: {
      enableHighAccuracy: true,
      timeout: services?.locationTimeout ?? DEFAULT_LOCATION_TIMEOUT,
      maximumAge: 0,
    },
    accuracyLimit: services?.locationAccuracyLimit ?? DEFAULT_ACCURACY_LIMIT,
  };
}

/** The failure of a GeolocationPositionError's code (1 denied, 2 unavailable, 3 timeout). */
export function locationFailure(code: number): LocationFailure {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}
