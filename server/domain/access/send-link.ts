import { translate } from '../../i18n/index';
import { tokenRepository, type TokenPurpose } from '../../data/repositories/token-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { ACTIVATION_HOURS, RESET_HOURS, type AccessEnv } from './access-env';
import { newLinkToken } from './link-tokens';
import { localeCodeOf } from './locale-code';

/**
 * Issues a new single-use link token (retiring the user's older ones of the same purpose) and e-mails
 * the link in the user's language: activation `/user-account-confirmation/{token}/{localeId}/{roleId}`,
 * reset `/user-reset-password/{token}/{localeId}`.
 */
export async function sendLink(env: AccessEnv, user: UserRow, purpose: TokenPurpose): Promise<void> {
  const tokens = tokenRepository(env.db);
  const now = env.now();
  const hours = purpose === 'activation' ? ACTIVATION_HOURS : RESET_HOURS;
  await tokens.retire(user.id, purpose, now);
  const { token, hash } = newLinkToken();
  await tokens.insert(user.id, purpose, hash, new Date(now.getTime() + hours * 3_600_000));
  const path =
    purpose === 'activation'
      ? `/user-account-confirmation/${token}/${user.localeId}/${user.roleId}`
      : `/user-reset-password/${token}/${user.localeId}`;
  const link = new URL(path, env.publicUrl).toString();
  const locale = localeCodeOf(user.localeId);
  await env.mailer.send({
    to: user.email,
    subject: translate(locale, `mail.${purpose}.subject`),
    text: translate(locale, `mail.${purpose}.body`, { link, hours }),
    link,
  });
}
