import type { RuleMessage } from '@engine/messages';
import { useState } from 'react';
import { useShownErrors } from '../../shared/forms/useShownErrors';
import type { RegistrationErrors, RegistrationField, RegistrationValues } from './registrationRules';
import {
  EMPTY_REGISTRATION,
  checkRegistration,
  chooseInstitutionType,
  chooseRole,
  hasErrors,
} from './registrationRules';

/** The registration form's values, their rule verdicts and which verdicts to show. */
export function useRegistrationForm() {
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const { shown, touch, attempt } = useShownErrors<RegistrationField>();
  const errors: RegistrationErrors = checkRegistration(values);

  return {
    values,
    isValid: !hasErrors(errors),
    shownError: (field: RegistrationField): RuleMessage | undefined => shown(field, errors[field]),
    touch,
    attempt,
    setText: (field: 'email' | 'password' | 'repeatedPassword', text: string) =>
      setValues((current) => ({ ...current, [field]: text })),
    setLocale: (localeDicId: number) => setValues((current) => ({ ...current, localeDicId })),
    setRole: (roleDicId: number) => setValues((current) => chooseRole(current, roleDicId)),
    setInstitutionType: (typeId: number) => setValues((current) => chooseInstitutionType(current, typeId)),
    setInstitution: (institutionId: number) => setValues((current) => ({ ...current, institutionId })),
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
