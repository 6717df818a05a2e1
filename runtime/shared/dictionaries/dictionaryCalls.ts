import { apiContract } from '@schemas/contract/index';
import type { RoleItem } from '@schemas/generated/api/dictionaries';
import { contractCall } from '../api/contractCall';

/** A role with its name in every locale (`translations`), `name` being the fallback. */
export type Role = RoleItem;

/** The role's name in the interface language, else its default name. */
export function roleName(role: Role, localeId: number): string {
  return role.translations.find((translation) => translation.localeDicId === localeId)?.text ?? role.name;
}

export function roleListCall() {
  return contractCall(apiContract.roleList);
}

export function localeListCall() {
  return contractCall(apiContract.localeList);
}

/**
 * Institution types ("countries" in the API's words), named in the given locale; with `unitTypeIds`,
 * only those that handle one of these unit types.
 */
export function institutionTypeListCall(localeId: number, unitTypeIds: readonly number[] = []) {
  return unitTypeIds.length === 0
    ? contractCall(apiContract.institutionTypeList, { params: { localeId } })
    : contractCall(apiContract.institutionTypeList, {
        params: { localeId },
        query: { unitTypeIds: unitTypeIds.join(',') },
      });
}

/** The institutions ("regions") of one institution type, named in the request's language. */
export function institutionListCall(institutionTypeId: number) {
  return contractCall(apiContract.institutionList, { params: { id: institutionTypeId } });
}

/** Unit ("farm") types; `text` is the name in the given locale. */
export function unitTypeListCall(localeId: number) {
  return contractCall(apiContract.unitTypeList, { query: { localeDicId: String(localeId) } });
}

/** The answer types the server stores (a backend without this call answers 404: the specification's types). */
export function answerTypeListCall() {
  return contractCall(apiContract.answerTypeList);
}
