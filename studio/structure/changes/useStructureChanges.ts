import type { SWRResponse } from 'swr';
import type { StructureChangesReply } from '@schemas/generated/api/structure-studio';
import type { ApiError } from '@runtime/shared/api/ApiError';
import { useApiQuery } from '@runtime/shared/api/useApiQuery';
import { structureChangesCall, type ChangeFilter } from './structureChangesCall';

/**
 * A page of the type's audit log through SWR. Its address is under /secured/structure/type/, which
 * useReloadStructureLists reads again after every structure change, so a new entry shows at once.
 */
export function useStructureChanges(
  questionnaireDicId: number,
  filter: ChangeFilter,
  page: number,
): SWRResponse<StructureChangesReply, ApiError> {
  return useApiQuery(structureChangesCall(questionnaireDicId, filter, page));
}
