import { apiContract } from '@schemas/contract/index';
import { contractCall } from '../shared/api/contractCall';
import { unitListCall } from '../units/unitCalls';

/** The most units one export names (the server's limit of `farmId`, and of one list page). */
export const MOST_UNITS = 1000;

/** The units the user may see (the unit list tab's call, scoped by the server), by name. */
export function exportUnitsCall() {
  return unitListCall({
    start: '0',
    limit: String(MOST_UNITS),
    sort: JSON.stringify([{ property: 'unit_name', direction: 'ASC' }]),
  });
}

/** The form dictionary (`id` = form dictionary id), named in the given locale. */
export function exportFormsCall(localeId: number) {
  return contractCall(apiContract.formDictionary, { query: { localeDicId: String(localeId) } });
}

/** The export itself: the reply is the file (see ApiClient.download). */
export function exportCall(query: Record<string, string>, signal: AbortSignal) {
  return contractCall(apiContract.exportAnswers, { query, signal });
}
