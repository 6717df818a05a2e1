import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../shared/api/useApiQuery';
import type { Role } from '../../shared/dictionaries/dictionaryCalls';
import {
  institutionListCall,
  institutionTypeListCall,
  localeListCall,
  roleListCall,
  roleName,
} from '../../shared/dictionaries/dictionaryCalls';
import type { Choice } from '../../shared/forms/ChoiceField';
import { localeCodeToId, nativeNameOf } from '../../shared/i18n/languages';

export interface RegistrationDictionaries {
  locales: Choice[];
  roles: Choice[];
  institutionTypes: Choice[];
  institutions: Choice[];
  /** A list could not be loaded: the form cannot be completed. */
  failed: boolean;
}

const NONE: never[] = [];

/**
 * The lists the registration form chooses from, named in the interface language: locales by their
 * own names, roles from their translations, institution types and the institutions of the chosen type.
 */
export function useRegistrationDictionaries(institutionTypeId: number | undefined): RegistrationDictionaries {
  const { i18n } = useTranslation();
  const localeId = localeCodeToId(i18n.resolvedLanguage);
  const locales = useApiQuery(localeListCall());
  const roles = useApiQuery(roleListCall());
  const institutionTypes = useApiQuery(institutionTypeListCall(localeId));
  const institutions = useApiQuery(
    institutionTypeId === undefined ? null : institutionListCall(institutionTypeId),
  );
  return {
    locales: (locales.data ?? NONE).map((locale) => ({
      id: locale.id,
      name: nativeNameOf(locale.localeName),
      lang: locale.localeName,
    })),
    roles: (roles.data ?? NONE).map((role: Role) => ({ id: role.id, name: roleName(role, localeId) })),
    institutionTypes: institutionTypes.data ?? NONE,
    institutions: institutions.data ?? NONE,
    failed: [locales, roles, institutionTypes, institutions].some((query) => query.error !== undefined),
  };
}
