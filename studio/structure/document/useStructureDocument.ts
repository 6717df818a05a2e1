import type { StructureDocumentReply } from '@schemas/generated/api/structure-studio';
import type { SWRResponse } from 'swr';
import type { ApiError } from '@runtime/shared/api/ApiError';
import { useApiQuery } from '@runtime/shared/api/useApiQuery';
import { structureDocumentCall } from './structureDocumentCalls';

/**
 * The questionnaire type as one structure document (GET …/structure/type/:typeId/document), for the
 * studio's checks. It is read again with the structure lists (`useReloadStructureLists` matches its
 * address), so the coverage and the problems follow every saved change.
 */
export function useStructureDocument(
  questionnaireDicId: number,
): SWRResponse<StructureDocumentReply, ApiError> {
  return useApiQuery(structureDocumentCall(questionnaireDicId));
}
