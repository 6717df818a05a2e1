import { userRepository } from '../../data/repositories/user-repository';
import type { AccessEnv } from './access-env';
import { useLinkToken } from './use-link-token';
import { recordSecurityEvent } from '../audit/security-events';

export interface Confirmation {
  roleDicId: number;
  /** Roles 1, 2 and 5 still wait for an administrator after confirming their e-mail. */
  awaitingApproval: boolean;
}

/** Activation by the e-mailed link: the e-mail is confirmed (and logged); farmers and experts become active. */
export async function confirmAccount(env: AccessEnv, token: string): Promise<Confirmation> {
  return env.db.transaction(async (tx) => {
    const txEnv = { ...env, db: tx };
    const userId = await useLinkToken(txEnv, token, 'activation');
    const users = userRepository(tx);
    const user = await users.findById(userId);
    if (!user) throw new Error(`Token of a missing account ${userId}`);
    const updated = await users.update(userId, {
      emailVerified: true,
      ...(user.confirmed ? { isActive: true, activatedAt: env.now(), deactivatedAt: null } : {}),
    });
    await recordSecurityEvent(tx, {
      action: 'account.activated',
      actorUserId: userId,
      subjectUserId: userId,
    });
    return { roleDicId: updated.roleId, awaitingApproval: !updated.confirmed };
  });
}
