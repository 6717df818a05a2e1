import { userRepository } from '../../data/repositories/user-repository';
import type { AccessEnv } from './access-env';
import { sendLink } from './send-link';

/**
 * Sends a new activation link to an account whose e-mail is not confirmed yet. Answers the same for
 * any address, so nobody can learn which addresses have accounts.
 */
export async function resendConfirmation(env: AccessEnv, email: string): Promise<void> {
  const user = await userRepository(env.db).findByEmail(email.trim());
  if (user && !user.emailVerified) await sendLink(env, user, 'activation');
}
