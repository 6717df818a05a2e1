import type { SetupStatus } from '@schemas/generated/api/access';
import type { ApiCall } from '../shared/api/apiCall';
import { isAnything, isRecord } from '../shared/api/guards';
import type { AccountSummary } from '../shared/session/sessionUser';
import { isAccountSummary } from '../shared/session/sessionUser';

/** Login, and the first account's registration or a password reset of an active account: a session. */
export interface AccountWithToken {
  user: AccountSummary;
  /** Absent when the account may not log in yet (registration of anyone but the first account, inactive reset). */
  token?: string;
}

export interface Activation {
  roleDicId: number;
  awaitingApproval: boolean;
}

function isAccountWithToken(value: unknown): value is AccountWithToken {
  return (
    isRecord(value) &&
    isAccountSummary(value.user) &&
    (value.token === undefined || (typeof value.token === 'string' && value.token !== ''))
  );
}

function isLogin(value: unknown): value is Required<AccountWithToken> {
  return isAccountWithToken(value) && typeof value.token === 'string';
}

function isActivation(value: unknown): value is Activation {
  return (
    isRecord(value) && typeof value.roleDicId === 'number' && typeof value.awaitingApproval === 'boolean'
  );
}

function isAvailability(value: unknown): value is { available: boolean } {
  return isRecord(value) && typeof value.available === 'boolean';
}

export function loginCall(email: string, password: string): ApiCall<Required<AccountWithToken>> {
  return { method: 'POST', path: '/user/login/web', form: { email, password }, accepts: isLogin };
}

export interface RegistrationPayload {
  email: string;
  localeDicId: number;
  roleDicId: number;
  password: string;
  /** Institution type and institution, only for roles that belong to one. */
  institution?: { typeId: number; id: number };
}

function isSetupStatus(value: unknown): value is SetupStatus {
  return isRecord(value) && typeof value.setupRequired === 'boolean';
}

/** Whether the deployment still waits for its main administrator (the setup token is never sent). */
export function setupStatusCall(): ApiCall<SetupStatus> {
  return { method: 'GET', path: '/setup', accepts: isSetupStatus };
}

/** With `setupToken` (from the server log) the registration makes the main administrator. */
export function registerCall(registration: RegistrationPayload, setupToken = ''): ApiCall<AccountWithToken> {
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
  return { method: 'POST', path: '/user/register', form, accepts: isAccountWithToken };
}

export function emailAvailableCall(email: string): ApiCall<{ available: boolean }> {
  return { method: 'GET', path: '/user/email-available', query: { email }, accepts: isAvailability };
}

/** A new activation link for a registration that was never confirmed. */
export function resendActivationCall(email: string): ApiCall<unknown> {
  return { method: 'POST', path: '/user/confirmation-link', json: { email }, accepts: isAnything };
}

export function confirmAccountCall(token: string): ApiCall<Activation> {
  return {
    method: 'PUT',
    path: `/user/confirm-user/token/${encodeURIComponent(token)}`,
    accepts: isActivation,
  };
}

export function forgotPasswordCall(email: string): ApiCall<unknown> {
  return { method: 'POST', path: '/user/forgot-password', query: { mail: email }, accepts: isAnything };
}

export function resetPasswordCall(
  token: string,
  newPassword: string,
  locale: string,
): ApiCall<AccountWithToken> {
  return {
    method: 'PUT',
    path: '/user/change-password/token',
    json: { token, newPassword, locale },
    accepts: isAccountWithToken,
  };
}

export function changePasswordCall(
  userId: number,
  oldPassword: string,
  newPassword: string,
): ApiCall<unknown> {
  return {
    method: 'PUT',
    path: '/secured/user/change-password',
    json: { userId, oldPassword, newPassword },
    secured: true,
    accepts: isAnything,
  };
}

/** Records the data-protection terms as accepted; answers the refreshed account. */
export function acceptTermsCall(userId: number): ApiCall<AccountSummary> {
  return {
    method: 'GET',
    path: `/secured/user/${userId}/acceptRodo`,
    secured: true,
    accepts: isAccountSummary,
  };
}
