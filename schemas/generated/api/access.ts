/* Generated from schemas/api/access.schema.json by `npm run gen:types`. Do not edit. */

export type Id = number;
export type LocaleId = number;
/**
 * A database id as it arrives in a path or query string.
 */
export type IdParam = string;
/**
 * Reply of GET secured/user/get: the account with the e-mail address, or null when there is none.
 *
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "FoundUser".
 */
export type FoundUser = null | {
  id: Id;
  email: string;
  roleDicId: 1 | 2 | 3 | 4 | 5;
};

/**
 * Payloads of the account calls: login, registration, activation, passwords, terms. E-mail and password rules (lower case, password structure) are the engine's (engine/access), so their messages are specific.
 */
export interface AccessApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "LoginForm".
 */
export interface LoginForm {
  email: string;
  password: string;
  locale?: string;
}
/**
 * GET /api/setup: whether no main administrator exists yet, so the registration page asks for the setup token.
 *
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "SetupStatus".
 */
export interface SetupStatus {
  setupRequired: boolean;
}
/**
 * Form fields (strings) or JSON (numbers).
 *
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "RegistrationForm".
 */
export interface RegistrationForm {
  email: string;
  localeDicId: string | number;
  roleDicId: string | number;
  password: string;
  /**
   * The one-time token printed in the server log while no main administrator exists; the registration that presents it becomes the main administrator.
   */
  setupToken?: string;
  countryId?: string | number;
  institutionDicId?: string | number;
}
/**
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "ConfirmationLinkRequest".
 */
export interface ConfirmationLinkRequest {
  email: string;
}
/**
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "ForgotPasswordQuery".
 */
export interface ForgotPasswordQuery {
  mail: string;
}
/**
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "PasswordResetRequest".
 */
export interface PasswordResetRequest {
  newPassword: string;
  token: string;
  locale?: string;
}
/**
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "PasswordChangeRequest".
 */
export interface PasswordChangeRequest {
  userId: Id;
  oldPassword: string;
  newPassword: string;
}
/**
 * The logged-in user as login returns it.
 *
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "SessionUser".
 */
export interface SessionUser {
  id: Id;
  email: string;
  localeDicId: LocaleId;
  roleDicId: 1 | 2 | 3 | 4 | 5;
  isSuperUser: boolean;
  acceptedRodo: boolean;
  isActive: boolean;
  confirmed: boolean;
}
/**
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "LoginReply".
 */
export interface LoginReply {
  success: true;
  data: {
    user: SessionUser;
    token: string;
  };
}
/**
 * A new bearer token for the caller's session (POST secured/user/session/renew); the session's absolute lifetime does not move.
 *
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "SessionRenewal".
 */
export interface SessionRenewal {
  token: string;
}
/**
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "SessionRenewalReply".
 */
export interface SessionRenewalReply {
  success: true;
  data: SessionRenewal;
}
/**
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "TokenParams".
 */
export interface TokenParams {
  token: string;
}
/**
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "EmailQuery".
 */
export interface EmailQuery {
  email: string;
}
/**
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "UserIdParams".
 */
export interface UserIdParams {
  id: IdParam;
}
/**
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "RegistrationReply".
 */
export interface RegistrationReply {
  success: true;
  data: {
    user: SessionUser;
    token?: string;
  };
}
/**
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "ActivationReply".
 */
export interface ActivationReply {
  success: true;
  data: {
    roleDicId: number;
    awaitingApproval: boolean;
  };
}
/**
 * Reply of GET user/email-available: whether no account has the address yet.
 *
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "EmailAvailability".
 */
export interface EmailAvailability {
  available: boolean;
}
