import { apiContract } from '@schemas/contract/index';
import type { ActivationReply, RegistrationReply } from '@schemas/generated/api/access';
import { contractCall, ignoringReply } from '../shared/api/contractCall';

/**
 * Login, and the first account's registration or a password reset of an active account: a session.
 * `token` is absent when the account may not log in yet (registration of anyone but the first
 * account, inactive reset).
 */
export type AccountWithToken = RegistrationReply['data'];

export type Activation = ActivationReply['data'];

export function loginCall(email: string, password: string) {
  return contractCall(apiContract.login, { body: { email, password } });
}

export interface RegistrationPayload {
  email: string;
  localeDicId: number;
  roleDicId: number;
  password: string;
  /** Institution type and institution, only for roles that belong to one. */
  institution?: { typeId: number; id: number };
}

/** Whether the deployment still waits for its main administrator (the setup token is never sent). */
export function setupStatusCall() {
  return contractCall(apiContract.setupStatus);
}

/** With `setupToken` (from the server log) the registration makes the main administrator. */
export function registerCall(registration: RegistrationPayload, setupToken = '') {
  const form: Record<string, string> = {
    email: registration.email,
    localeDicId: String(registration.localeDicId),
    roleDicId: String(registration.roleDicId),
    password: registration.password,
  };
  if (registration.institution) {
    form.countryId = String(registration.institution.typeId);
    form.institutionDicId = String(registration.institution.id);
  }
  if (setupToken !== '') form.setupToken = setupToken;
  return contractCall(apiContract.register, { body: form });
}

export function emailAvailableCall(email: string) {
  return contractCall(apiContract.emailAvailable, { query: { email } });
}

/** A new activation link for a registration that was never confirmed. */
export function resendActivationCall(email: string) {
  return ignoringReply(contractCall(apiContract.resendActivation, { body: { email } }));
}

export function confirmAccountCall(token: string) {
  return contractCall(apiContract.confirmAccount, { params: { token } });
}

export function forgotPasswordCall(email: string) {
  return ignoringReply(contractCall(apiContract.forgotPassword, { query: { mail: email } }));
}

export function resetPasswordCall(token: string, newPassword: string, locale: string) {
  return contractCall(apiContract.resetPassword, { body: { token, newPassword, locale } });
}

export function changePasswordCall(userId: number, oldPassword: string, newPassword: string) {
  return ignoringReply(
    contractCall(apiContract.changePassword, { body: { userId, oldPassword, newPassword } }),
  );
}

/** Records the data-protection terms as accepted; answers the refreshed account. */
export function acceptTermsCall(userId: number) {
  return contractCall(apiContract.acceptTerms, { params: { id: userId } });
}
