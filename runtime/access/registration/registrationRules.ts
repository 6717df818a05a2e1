import { checkEmail } from '@engine/access/check-email';
import { checkPassword, checkRepeatedPassword } from '@engine/access/check-password';
import type { RuleMessage } from '@engine/messages';
import { needsInstitution } from '../../shared/session/roles';
import type { RegistrationPayload } from '../accessCalls';

export interface RegistrationValues {
  email: string;
  localeDicId?: number;
  roleDicId?: number;
  /** Presented as institution type; sent as countryId. */
  institutionTypeId?: number;
  /** Presented as institution; sent as institutionDicId. */
  institutionId?: number;
  password: string;
  repeatedPassword: string;
}

export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, RuleMessage>>;

/**
 * No language of the account chosen yet: the form shows and sends the interface language (the
 * specification's fixed default, Polish, was wrong for everyone reading another language).
 */
export const EMPTY_REGISTRATION: RegistrationValues = {
  email: '',
  password: '',
  repeatedPassword: '',
};

/** The values as shown and sent: an account language not chosen yet is the interface language's. */
export function withInterfaceLocale(
  values: RegistrationValues,
  interfaceLocaleId: number,
): RegistrationValues {
  return values.localeDicId === undefined ? { ...values, localeDicId: interfaceLocaleId } : values;
}

const REQUIRED: RuleMessage = { key: 'FIELD_REQUIRED' };

/** Every rule of the registration form, with the engine's e-mail and password rules. */
export function checkRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {
    email: checkEmail(values.email),
    localeDicId: values.localeDicId === undefined ? REQUIRED : undefined,
    roleDicId: values.roleDicId === undefined ? REQUIRED : undefined,
    password: checkPassword(values.password),
    repeatedPassword: checkRepeatedPassword(values.password, values.repeatedPassword),
  };
  if (values.roleDicId !== undefined && needsInstitution(values.roleDicId)) {
    errors.institutionTypeId = values.institutionTypeId === undefined ? REQUIRED : undefined;
    errors.institutionId = values.institutionId === undefined ? REQUIRED : undefined;
  }
  return errors;
}

export function hasErrors(errors: RegistrationErrors): boolean {
  return Object.values(errors).some((error) => error !== undefined);
}

/** A new role starts the institution fields afresh: the previous choice may not fit it. */
export function chooseRole(values: RegistrationValues, roleDicId: number): RegistrationValues {
  return { ...values, roleDicId, institutionTypeId: undefined, institutionId: undefined };
}

/** Institutions belong to one type, so a new type clears the institution. */
export function chooseInstitutionType(
  values: RegistrationValues,
  institutionTypeId: number,
): RegistrationValues {
  return { ...values, institutionTypeId, institutionId: undefined };
}

/** The call's payload from valid values; undefined while anything is missing. */
export function toRegistrationPayload(values: RegistrationValues): RegistrationPayload | undefined {
  const { localeDicId, roleDicId, institutionTypeId, institutionId } = values;
  if (hasErrors(checkRegistration(values)) || localeDicId === undefined || roleDicId === undefined) {
    return undefined;
  }
  const institution =
    needsInstitution(roleDicId) && institutionTypeId !== undefined && institutionId !== undefined
      ? { typeId: institutionTypeId, id: institutionId }
      : undefined;
  return { email: values.email.trim(), localeDicId, roleDicId, password: values.password, institution };
}
