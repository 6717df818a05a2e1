import type { DictionaryRepository } from '../data/repositories/dictionary-repository';

/** Locale ids of the specification: 1 en, 2 pl, 3 de, 4 fi, 5 it, 6 nl; any other id means English. */
export function supportedLocaleId(localeId: number | undefined): number {
  return localeId !== undefined && Number.isInteger(localeId) && localeId >= 1 && localeId <= 6
    ? localeId
    : 1;
}

export const localeIdByCode = { en: 1, pl: 2, de: 3, fi: 4, it: 5, nl: 6 } as const;

/** The dictionary use cases behind the unauthenticated dictionary calls. */
export function dictionaryUseCases(repository: DictionaryRepository) {
  return {
    locales: () => repository.listLocales(),
    roles: () => repository.listRoles(),
    institutionTypes: (localeId: number, unitTypeIds: number[]) =>
      repository.listInstitutionTypes(supportedLocaleId(localeId), unitTypeIds),
    institutions: (institutionTypeId: number, localeId: number) =>
      repository.listInstitutions(institutionTypeId, supportedLocaleId(localeId)),
    unitTypes: (localeId: number | undefined) => repository.listUnitTypes(supportedLocaleId(localeId)),
    answerTypes: () => repository.listAnswerTypes(),
  };
}

export type DictionaryUseCases = ReturnType<typeof dictionaryUseCases>;
