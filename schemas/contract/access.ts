import type {
  ActivationReply,
  EmailAvailability,
  FoundUser,
  LoginReply,
  RegistrationReply,
  SessionRenewal,
  SessionUser,
  SetupStatus,
} from '../generated/api/access';
import { defineEndpoint, ref, replyOf, unreadReply } from './endpoint';
import { ALL_ROLES } from './roles';

const api = 'api/access';
const noQuery = ref('api/dictionaries', 'EmptyQuery');

/** The account calls without a session: registration, activation, login, password reset. */
export const accessEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/user/register',
    roles: 'public',
    body: ref(api, 'RegistrationForm'),
    encoding: 'form',
    reply: replyOf<RegistrationReply['data']>(api, 'RegistrationReply/properties/data'),
  }),
  resendActivation: defineEndpoint({
    method: 'POST',
    path: '/user/confirmation-link',
    roles: 'public',
    body: ref(api, 'ConfirmationLinkRequest'),
    reply: unreadReply,
  }),
  confirmAccount: defineEndpoint({
    method: 'PUT',
    path: '/user/confirm-user/token/:token',
    roles: 'public',
    params: ref(api, 'TokenParams'),
    reply: replyOf<ActivationReply['data']>(api, 'ActivationReply/properties/data'),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/user/login/web',
    roles: 'public',
    body: ref(api, 'LoginForm'),
    encoding: 'form',
    reply: replyOf<LoginReply['data']>(api, 'LoginReply/properties/data'),
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/user/forgot-password',
    roles: 'public',
    query: ref(api, 'ForgotPasswordQuery'),
    reply: unreadReply,
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/user/change-password/token',
    roles: 'public',
    body: ref(api, 'PasswordResetRequest'),
    reply: replyOf<RegistrationReply['data']>(api, 'RegistrationReply/properties/data'),
  }),
  setupStatus: defineEndpoint({
    method: 'GET',
    path: '/setup',
    roles: 'public',
    query: noQuery,
    reply: replyOf<SetupStatus>(api, 'SetupStatus'),
  }),
  emailAvailable: defineEndpoint({
    method: 'GET',
    path: '/user/email-available',
    roles: 'public',
    query: ref(api, 'EmailQuery'),
    reply: replyOf<EmailAvailability>(api, 'EmailAvailability'),
  }),
} as const;

/** The signed-in user's own account calls. */
export const accountEndpoints = {
  acceptTerms: defineEndpoint({
    method: 'GET',
    path: '/secured/user/:id/acceptRodo',
    roles: ALL_ROLES,
    params: ref(api, 'UserIdParams'),
    reply: replyOf<SessionUser>(api, 'SessionUser'),
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/secured/user/change-password',
    roles: ALL_ROLES,
    body: ref(api, 'PasswordChangeRequest'),
    reply: unreadReply,
  }),
  findUser: defineEndpoint({
    method: 'GET',
    path: '/secured/user/get',
    // Experts add units for farmers they find; farmers and observers look nobody up.
    roles: ['administrator', 'coordinator', 'expert'],
    query: ref(api, 'EmailQuery'),
    reply: replyOf<FoundUser>(api, 'FoundUser'),
  }),
  // Issue 18: sessions that end. Both work before the terms are accepted (the terms screen can log out).
  renewSession: defineEndpoint({
    method: 'POST',
    path: '/secured/user/session/renew',
    roles: ALL_ROLES,
    query: noQuery,
    reply: replyOf<SessionRenewal>(api, 'SessionRenewal'),
  }),
  /** Ends the caller's own session (the one its token names), never another. */
  logout: defineEndpoint({
    method: 'POST',
    path: '/secured/user/logout',
    roles: ALL_ROLES,
    query: noQuery,
    reply: unreadReply,
  }),
} as const;
