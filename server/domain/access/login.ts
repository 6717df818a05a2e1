import type { SessionUser } from '@schemas/generated/api/access';
import type { LoginFailureReason } from '@schemas/generated/api/audit';
import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import {
  originDetails,
  recordFailedLogin,
  recordSecurityEvent,
  type RequestOrigin,
} from '../audit/security-events';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import type { AccessEnv } from './access-env';
import { toSessionUser } from './session-user';
import { startSession } from './sessions';

/**
 * The account an e-mail names, as login finds it (trimmed, whatever its case): failed logins are
 * counted per this key, so writing the address differently does not buy more guesses.
 */
export function loginAccountKey(email: string): string {
  return email.trim().toLowerCase();
}

// Checked when the e-mail is unknown, so both answers take the same time.
const decoyHash = hashPassword('decoy password that matches nothing');

/** Why a login is refused, checked in this order; undefined when it may go ahead. */
function refusalOf(user: UserRow | undefined, passwordMatches: boolean): LoginFailureReason | undefined {
  if (!user || !passwordMatches) return 'INVALID_CREDENTIALS';
  if (!user.emailVerified) return 'NOT_ACTIVATED';
  if (!user.confirmed) return 'AWAITING_APPROVAL';
  if (!user.isActive) return 'ACCOUNT_INACTIVE';
  return undefined;
}

/**
 * Logs a user in with e-mail and password. Wrong e-mail and wrong password give the same answer;
 * a correct password then tells whether the account still needs its e-mail activation, an
 * administrator's approval, or was deactivated. Every refusal is written to the security log (the
 * typed address, never the password) before it is answered, and so is every success. Each login is a
 * session of its own (server/domain/access/sessions.ts).
 */
export async function login(
  env: AccessEnv,
  email: string,
  password: string,
  origin: RequestOrigin = {},
): Promise<{ user: SessionUser; token: string }> {
  const user = await userRepository(env.db).findByEmail(email.trim());
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  const refusal = refusalOf(user, matches);
  if (refusal !== undefined || !user) {
    const reason = refusal ?? 'INVALID_CREDENTIALS';
    await recordFailedLogin(env.db, { email, userId: user?.id, reason }, origin);
    throw new AppError(reason);
  }
  await recordSecurityEvent(env.db, {
    action: 'login',
    actorUserId: user.id,
    subjectUserId: user.id,
    details: originDetails(origin),
  });
  return { user: toSessionUser(user), token: await startSession(env, user) };
}
