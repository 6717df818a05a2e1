import { tokenRepository, type TokenPurpose } from '../../data/repositories/token-repository';
import { AppError } from '../app-error';
import type { AccessEnv } from './access-env';
import { hashLinkToken } from './link-tokens';

/**
 * Spends a link token: it must exist for this purpose (TOKEN_INVALID), be unused (TOKEN_USED) and
 * unexpired (TOKEN_EXPIRED). Returns the user it belongs to. Two requests racing with the same token:
 * only one wins.
 */
export async function useLinkToken(env: AccessEnv, token: string, purpose: TokenPurpose): Promise<number> {
  const tokens = tokenRepository(env.db);
  const row = await tokens.findByHash(hashLinkToken(token));
  if (!row || row.purpose !== purpose) throw new AppError('TOKEN_INVALID');
  if (row.usedAt) throw new AppError('TOKEN_USED');
  const now = env.now();
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('TOKEN_EXPIRED');
  if (!(await tokens.consume(row.id, now))) throw new AppError('TOKEN_USED');
  return row.userId;
}
