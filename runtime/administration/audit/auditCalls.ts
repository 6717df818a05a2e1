import { apiContract } from '@schemas/contract/index';
import { contractCall } from '../../shared/api/contractCall';

/** One page of the security log (start, limit, sort, filter), newest first by default. */
export function auditListCall(query: Record<string, string>) {
  return contractCall(apiContract.auditList, { query });
}
