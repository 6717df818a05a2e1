import { apiContract } from '@schemas/contract/index';
import type { QuestionnaireStructure } from '@schemas/generated/structure';
import type { ApiCall } from '@runtime/shared/api/apiCall';
import { contractCall } from '@runtime/shared/api/contractCall';

/** The type as a structure document, with the database id of each part and whether it has answers. */
export function structureDocumentCall(questionnaireDicId: number) {
  return contractCall(apiContract.structureDocument, { params: { typeId: questionnaireDicId } });
}

/** The download of the type's document: the reply is the bare document, checked against its schema. */
export function exportStructureCall(questionnaireDicId: number): ApiCall<QuestionnaireStructure> {
  const call = contractCall<QuestionnaireStructure>(apiContract.exportStructure, {
    params: { typeId: questionnaireDicId },
  });
  return { ...call, bare: true };
}

/** Where an imported document goes: a new type, or over an existing type's structure. */
export type ImportTarget = { asCopy: true } | { replaceTypeId: number };

export function importStructureCall(document: Record<string, unknown>, target: ImportTarget) {
  const query: Record<string, string> =
    'replaceTypeId' in target ? { replaceTypeId: String(target.replaceTypeId) } : { asCopy: 'true' };
  return contractCall(apiContract.importStructure, { query, body: { ...document } });
}
