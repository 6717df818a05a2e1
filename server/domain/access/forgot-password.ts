import { userRepository } from '../../data/repositories/user-repository';
import type { AccessEnv } from './access-env';
import { sendLink } from './send-link';

/**
 * E-mails a password-reset link when the address belongs to an account with a confirmed e-mail.
 * Answers the same either way (no account enumeration).
 */
export async function forgotPassword(env: AccessEnv, email: string): Promise<void> {
  const user = await userRepository(env.db).findByEmail(email.trim());
  if (user?.emailVerified) await sendLink(env, user, 'reset');
}
