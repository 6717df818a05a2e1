import type { ApiResult } from '../../shared/api/envelope';
import { NETWORK_ERROR } from '../../shared/api/envelope';

/**
 * The server could not be asked, or could not answer for now (no network, or a gateway or database
 * outage: 502, 503, 504): the operation is kept and sent again. Any other reply is the server's word.
 */
export function unreachable(result: ApiResult<unknown>): boolean {
  if (result.ok) return false;
  return (result.status === 0 && result.error === NETWORK_ERROR) || [502, 503, 504].includes(result.status);
}
