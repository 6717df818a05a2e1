import { apiContract } from '@schemas/contract/index';
import type { GeomViewRectangle } from '@schemas/generated/api/geom';
import type { ApiCall } from '../api/apiCall';
import type { ApiClient } from '../api/apiClient';
import { ApiError } from '../api/ApiError';
import { contractCall } from '../api/contractCall';

/** The tile server and grid limit the map widgets need (public; the same for every user). */
export function mapSettingsCall() {
  return contractCall(apiContract.mapSettings);
}

/** The grid squares of a map view; the signal cancels it when the view moves on. */
export function gridSquaresCall(view: GeomViewRectangle, signal: AbortSignal): ApiCall<string> {
  return contractCall(apiContract.gridSquares, { body: { ...view }, signal });
}

/**
 * The grid squares of a view as the reply's GeoJSON string. Rejects on every failure, so the widget
 * clears its grid: with the signal's reason (an AbortError) when cancelled, else with an ApiError
 * carrying the server's translated message (e.g. GRID_AREA_TOO_LARGE).
 */
export async function fetchGridSquares(
  api: ApiClient,
  view: GeomViewRectangle,
  signal: AbortSignal,
): Promise<string> {
  const result = await api.send(gridSquaresCall(view, signal));
  if (signal.aborted) throw abortReason(signal);
  if (!result.ok) throw new ApiError(result);
  return result.data;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The grid squares were no longer needed.', 'AbortError');
}
