import { Router } from 'express';
import { schemaRef } from '@schemas/index';
import type { AccessEnv } from '../domain/access/access-env';
import { confirmAccount } from '../domain/access/confirm-account';
import { emailAvailable } from '../domain/access/find-user';
import { forgotPassword } from '../domain/access/forgot-password';
import { login, loginAccountKey } from '../domain/access/login';
import { register } from '../domain/access/register';
import { resendConfirmation } from '../domain/access/resend-confirmation';
import { resetPassword } from '../domain/access/reset-password';
import { setupRepository } from '../data/repositories/setup-repository';
import { formBody } from '../http/form-body';
import {
  limitFailedLogins,
  limitRequests,
  type LoginLimitSettings,
  type RateLimitSettings,
} from '../http/rate-limit';
import { validate } from '../http/validate';

const api = 'api/access';

/** The unauthenticated account calls: registration, activation, login, password reset. */
export function accessRoutes(
  env: AccessEnv,
  limits: RateLimitSettings,
  loginLimit: LoginLimitSettings,
): Router {
  const router = Router();
  const limited = limitRequests(limits);
  // After validation, which gives the e-mail the per-account count needs.
  const loginLimited = limitFailedLogins(loginLimit, (req) => loginAccountKey(String(req.body.email)));
  // Typing an address checks it after each pause; its own, looser budget keeps corrections from
  // using up the attempts that registration needs.
  const availabilityLimited = limitRequests({ ...limits, limit: limits.limit * 5 });

  router.post(
    '/user/register',
    limited,
    formBody,
    validate({ body: schemaRef(api, 'RegistrationForm') }),
    async (req, res) => {
      res.json({ success: true, data: await register(env, req.body) });
    },
  );

  router.post(
    '/user/confirmation-link',
    limited,
    validate({ body: schemaRef(api, 'ConfirmationLinkRequest') }),
    async (req, res) => {
      await resendConfirmation(env, req.body.email);
      res.json({ success: true, data: null });
    },
  );

  router.put(
    '/user/confirm-user/token/:token',
    validate({ params: schemaRef(api, 'TokenParams') }),
    async (req, res) => {
      res.json({ success: true, data: await confirmAccount(env, String(req.params.token)) });
    },
  );

  router.post(
    '/user/login/web',
    formBody,
    validate({ body: schemaRef(api, 'LoginForm') }),
    ...loginLimited,
    async (req, res) => {
      res.json({ success: true, data: await login(env, req.body.email, req.body.password) });
    },
  );

  router.post(
    '/user/forgot-password',
    limited,
    validate({ query: schemaRef(api, 'ForgotPasswordQuery') }),
    async (req, res) => {
      forgotPassword(env, String(req.query.mail));
      res.json({ success: true, data: null });
    },
  );

  router.put(
    '/user/change-password/token',
    limited,
    validate({ body: schemaRef(api, 'PasswordResetRequest') }),
    async (req, res) => {
      res.json({ success: true, data: await resetPassword(env, req.body.token, req.body.newPassword) });
    },
  );

  // Whether the registration page should ask for the setup token (never the token itself).
  router.get(
    '/setup',
    validate({ query: schemaRef('api/dictionaries', 'EmptyQuery') }),
    async (_req, res) => {
      res.json({ success: true, data: { setupRequired: await setupRepository(env.db).pending() } });
    },
  );

  router.get(
    '/user/email-available',
    availabilityLimited,
    validate({ query: schemaRef(api, 'EmailQuery') }),
    async (req, res) => {
      res.json({ success: true, data: { available: await emailAvailable(env, String(req.query.email)) } });
    },
  );

  return router;
}
