import type { RuleMessage } from '@engine/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState } from '../../shared/forms/useFormState';
import { localeCodeToId } from '../../shared/i18n/languages';
import type { RegistrationErrors, RegistrationField, RegistrationValues } from './registrationRules';
import {
  EMPTY_REGISTRATION,
  checkRegistration,
  chooseInstitutionType,
  chooseRole,
  hasErrors,
  withInterfaceLocale,
} from './registrationRules';

/** The registration form's values, their rule verdicts, which verdicts to show and its submit. */
export function useRegistrationForm() {
  const { i18n } = useTranslation();
  const [chosen, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  // Until the user picks a language of the account, it follows the interface language.
  const values = withInterfaceLocale(chosen, localeCodeToId(i18n.resolvedLanguage));
  const { shown, touch, submit } = useFormState<RegistrationField>();
  const errors: RegistrationErrors = checkRegistration(values);

  return {
    values,
    isValid: !hasErrors(errors),
    shownError: (field: RegistrationField): RuleMessage | undefined => shown(field, errors[field]),
    touch,
    submit,
    setText: (field: 'email' | 'password' | 'repeatedPassword', text: string) =>
      setValues((current) => ({ ...current, [field]: text })),
    setLocale: (localeDicId: number) => setValues((current) => ({ ...current, localeDicId })),
    setRole: (roleDicId: number) => setValues((current) => chooseRole(current, roleDicId)),
    setInstitutionType: (typeId: number) => setValues((current) => chooseInstitutionType(current, typeId)),
    setInstitution: (institutionId: number) => setValues((current) => ({ ...current, institutionId })),
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
