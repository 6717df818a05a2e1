import { userRepository } from '../../data/repositories/user-repository';
import type { AccessEnv } from './access-env';
import { sendLink } from './send-link';

/**
 * E-mails a password-reset link when the address belongs to an account with a confirmed e-mail.
 * The lookup and the mail run after the reply, so neither the answer nor its timing tells whether
 * the address has an account (OWASP forgot-password cheat sheet).
 */
export function forgotPassword(env: AccessEnv, email: string): void {
  env.background.run(async () => {
    const user = await userRepository(env.db).findByEmail(email.trim());
    if (user?.emailVerified) await sendLink(env, user, 'reset');
  });
}
