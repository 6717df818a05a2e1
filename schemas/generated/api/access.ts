/* Generated from schemas/api/access.schema.json by `npm run gen:types`. Do not edit. */

/**
 * Lower-case e-mail address of at most 100 characters.
 *
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "Email".
 */
export type Email = string;
/**
 * At least 8 characters with an upper-case and a lower-case letter, a digit and a special character; no whitespace.
 *
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "Password".
 */
export type Password = string;
export type Id = number;
export type LocaleId = number;

/**
 * Payloads of the account calls: login, registration, activation, passwords, terms.
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
 * Form fields arrive as strings.
 *
 * This interface was referenced by `AccessApi`'s JSON-Schema
 * via the `definition` "RegistrationForm".
 */
export interface RegistrationForm {
  email: Email;
  localeDicId: string;
  roleDicId: string;
  password: Password;
  countryId?: string;
  institutionDicId?: string;
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
  newPassword: Password;
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
  newPassword: Password;
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
