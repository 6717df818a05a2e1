import { apiContract } from '@schemas/contract/index';
import { contractCall } from '@runtime/shared/api/contractCall';

// One item of the dictionary with its translations, as its edit dialog takes it; named in `localeId`.
const locale = (localeId: number) => ({ localeDicId: String(localeId) });

export function subformDicCall(id: number, localeId: number) {
  return contractCall(apiContract.subformDic, { params: { id }, query: locale(localeId) });
}

export function groupDicCall(id: number, localeId: number) {
  return contractCall(apiContract.groupDic, { params: { id }, query: locale(localeId) });
}

export function questionDicCall(id: number, localeId: number) {
  return contractCall(apiContract.questionDic, { params: { id }, query: locale(localeId) });
}
