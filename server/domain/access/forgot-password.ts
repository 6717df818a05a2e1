import { userRepository } from '../../data/repositories/user-repository';
import type { AccessEnv } from './access-env';
import { sendLink } from './send-link';
import { originDetails, recordSecurityEvent, type RequestOrigin } from '../audit/security-events';

/**
 * E-mails a password-reset link when the address belongs to an account with a confirmed e-mail.
 * The lookup and the mail run after the reply, so neither the answer nor its timing tells whether
 * the address has an account (OWASP forgot-password cheat sheet). A link sent is logged with it.
 */
export function forgotPassword(env: AccessEnv, email: string, origin: RequestOrigin = {}): void {
  env.background.run(async () => {
    const user = await userRepository(env.db).findByEmail(email.trim());
    if (!user?.emailVerified) return;
    await env.db.transaction(async (tx) => {
      await sendLink({ ...env, db: tx }, user, 'reset');
      await recordSecurityEvent(tx, {
        action: 'password.reset_requested',
        actorUserId: null,
        subjectUserId: user.id,
        details: originDetails(origin),
      });
    });
  });
}
