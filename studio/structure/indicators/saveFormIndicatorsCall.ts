import { apiContract } from '@schemas/contract/index';
import type { StructureIndicator } from '@schemas/generated/structure';
import { contractCall } from '@runtime/shared/api/contractCall';

/** PUT …/form/:formKey/indicators: the form's whole edited tree replaces the stored one. */
export function saveFormIndicatorsCall(typeId: number, formKey: string, indicators: StructureIndicator[]) {
  return contractCall(apiContract.saveFormIndicators, { params: { typeId, formKey }, body: { indicators } });
}
