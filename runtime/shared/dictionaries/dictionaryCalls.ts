import type { LocaleItem, NamedItem, UnitTypeItem } from '@schemas/generated/api/dictionaries';
import type { ApiCall } from '../api/apiCall';
import { isArrayOf, isNamedItem, isRecord } from '../api/guards';
import { isLanguageCode } from '../i18n/languages';

/** A role with its name in every locale (`translations`), `name` being the fallback. */
export interface Role {
  id: number;
  name: string;
  translations: { localeDicId: number; text: string }[];
}

function isTranslation(value: unknown): value is Role['translations'][number] {
  return isRecord(value) && typeof value.localeDicId === 'number' && typeof value.text === 'string';
}

function isRole(value: unknown): value is Role {
  return (
    isNamedItem(value) &&
    'translations' in value &&
    Array.isArray(value.translations) &&
    value.translations.every(isTranslation)
  );
}

function isUnitTypeItem(value: unknown): value is UnitTypeItem {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.text === 'string'
  );
}

function isLocaleItem(value: unknown): value is LocaleItem {
  return isRecord(value) && typeof value.id === 'number' && isLanguageCode(value.localeName);
}

/** The role's name in the interface language, else its default name. */
export function roleName(role: Role, localeId: number): string {
  return role.translations.find((translation) => translation.localeDicId === localeId)?.text ?? role.name;
}

export function roleListCall(): ApiCall<Role[]> {
  return { method: 'GET', path: '/user/role/list', accepts: isArrayOf(isRole) };
}

export function localeListCall(): ApiCall<LocaleItem[]> {
  return { method: 'GET', path: '/user/locale/list', accepts: isArrayOf(isLocaleItem) };
}

/** Institution types ("countries" in the API's words), named in the given locale. */
export function institutionTypeListCall(localeId: number): ApiCall<NamedItem[]> {
  return { method: 'GET', path: `/country/list/${localeId}`, accepts: isArrayOf(isNamedItem) };
}

/** The institutions ("regions") of one institution type, named in the request's language. */
export function institutionListCall(institutionTypeId: number): ApiCall<NamedItem[]> {
  return { method: 'GET', path: `/region/list/${institutionTypeId}`, accepts: isArrayOf(isNamedItem) };
}

/** Unit ("farm") types; `text` is the name in the given locale. */
export function unitTypeListCall(localeId: number): ApiCall<UnitTypeItem[]> {
  return {
    method: 'GET',
    path: '/farm/farmTypeList',
    query: { localeDicId: String(localeId) },
    accepts: isArrayOf(isUnitTypeItem),
  };
}
