import type { SessionUser } from '@schemas/generated/api/access';
import { userRepository } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
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

/**
 * Logs a user in with e-mail and password. Wrong e-mail and wrong password give the same answer;
 * a correct password then tells whether the account still needs its e-mail activation, an
 * administrator's approval, or was deactivated. Each login is a session of its own (server/domain/access/sessions.ts).
 */
export async function login(
  env: AccessEnv,
  email: string,
  password: string,
): Promise<{ user: SessionUser; token: string }> {
  const user = await userRepository(env.db).findByEmail(email.trim());
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user || !matches) throw new AppError('INVALID_CREDENTIALS');
  if (!user.emailVerified) throw new AppError('NOT_ACTIVATED');
  if (!user.confirmed) throw new AppError('AWAITING_APPROVAL');
  if (!user.isActive) throw new AppError('ACCOUNT_INACTIVE');
  return { user: toSessionUser(user), token: await startSession(env, user) };
}
