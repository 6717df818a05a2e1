import { Router } from 'express';
import { apiContract } from '@schemas/contract/index';
import type { AccessEnv } from '../domain/access/access-env';
import { confirmAccount } from '../domain/access/confirm-account';
import { emailAvailable } from '../domain/access/find-user';
import { forgotPassword } from '../domain/access/forgot-password';
import { login, loginAccountKey } from '../domain/access/login';
import { register } from '../domain/access/register';
import { resendConfirmation } from '../domain/access/resend-confirmation';
import { resetPassword } from '../domain/access/reset-password';
import { setupRepository } from '../data/repositories/setup-repository';
import {
  limitFailedLogins,
  limitRequests,
  type LoginLimitSettings,
  type RateLimitSettings,
} from '../http/rate-limit';
import type { RateLimitStores } from '../http/shared-rate-limits';
import { registerEndpoint } from '../http/register-endpoint';

/** The unauthenticated account calls: registration, activation, login, password reset. */
export function accessRoutes(
  env: AccessEnv,
  limits: RateLimitSettings,
  loginLimit: LoginLimitSettings,
  stores?: RateLimitStores,
): Router {
  const router = Router();
  const limited = limitRequests({ ...limits, name: 'account-mail' }, stores);
  // After validation, which gives the e-mail the per-account count needs.
  const loginLimited = limitFailedLogins(
    loginLimit,
    (req) => loginAccountKey(String(req.body.email)),
    stores,
  );
  // Typing an address checks it after each pause; its own, looser budget keeps corrections from
  // using up the attempts that registration needs.
  const availabilityLimited = limitRequests(
    { ...limits, limit: limits.limit * 5, name: 'email-available' },
    stores,
  );

  registerEndpoint(
    router,
    apiContract.register,
    async (req, res) => {
      res.json({ success: true, data: await register(env, req.body) });
    },
    { before: [limited] },
  );

  registerEndpoint(
    router,
    apiContract.resendActivation,
    async (req, res) => {
      await resendConfirmation(env, req.body.email);
      res.json({ success: true, data: null });
    },
    { before: [limited] },
  );

  registerEndpoint(router, apiContract.confirmAccount, async (req, res) => {
    res.json({ success: true, data: await confirmAccount(env, String(req.params.token)) });
  });

  registerEndpoint(
    router,
    apiContract.login,
    async (req, res) => {
      res.json({
        success: true,
        data: await login(env, req.body.email, req.body.password, { clientAddress: req.ip }),
      });
    },
    { afterValidation: loginLimited },
  );

  registerEndpoint(
    router,
    apiContract.forgotPassword,
    async (req, res) => {
      forgotPassword(env, String(req.query.mail), { clientAddress: req.ip });
      res.json({ success: true, data: null });
    },
    { before: [limited] },
  );

  registerEndpoint(
    router,
    apiContract.resetPassword,
    async (req, res) => {
      res.json({
        success: true,
        data: await resetPassword(env, req.body.token, req.body.newPassword, {
          clientAddress: req.ip,
        }),
      });
    },
    { before: [limited] },
  );

  // Whether the registration page should ask for the setup token (never the token itself).
  registerEndpoint(router, apiContract.setupStatus, async (_req, res) => {
    res.json({ success: true, data: { setupRequired: await setupRepository(env.db).pending() } });
  });

  registerEndpoint(
    router,
    apiContract.emailAvailable,
    async (req, res) => {
      res.json({ success: true, data: { available: await emailAvailable(env, String(req.query.email)) } });
    },
    { before: [availabilityLimited] },
  );

  return router;
}
