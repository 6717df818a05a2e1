import type { UserListItem } from '@schemas/generated/api/lists';
import { userListRepository } from '../../data/repositories/user-list-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import type { AccessEnv } from '../access/access-env';
import { endSessionsOf } from '../access/sessions';
import { findManagedUser } from './managed-user';
import { recordSecurityEvent } from '../audit/security-events';

/** What switching an account to `isActive` is in the security log; undefined when nothing changes. */
function activeChange(
  user: Pick<UserRow, 'confirmed' | 'isActive'>,
  isActive: boolean,
): 'account.approved' | 'account.reactivated' | 'account.deactivated' | undefined {
  if (isActive && !user.confirmed) return 'account.approved';
  if (isActive === user.isActive) return undefined;
  return isActive ? 'account.reactivated' : 'account.deactivated';
}

/**
 * Activates or deactivates an account (PUT secured/user/{id}/isActive/{flag}) and answers its new
 * list row. Activation is also the administrator's confirmation (roles 1, 2 and 5 wait for it), so
 * it sets `confirmed`; it needs a verified e-mail (409 EMAIL_NOT_VERIFIED). Each change records its
 * date and keeps the other one, so the list shows when the account was last switched either way.
 * A deactivated account loses access at once: its sessions end (reactivating it does not bring them
 * back), and secured calls re-read the account on every request anyway.
 * A change is logged as an approval (first activation of an unconfirmed account), a reactivation or a
 * deactivation; repeating the account's current state changes nothing and logs nothing.
 */
export async function setUserActive(
  env: Pick<AccessEnv, 'db' | 'now'>,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  userId: number,
  isActive: boolean,
  localeId: number,
): Promise<UserListItem> {
  return env.db.transaction(async (tx) => {
    const user = await findManagedUser(tx, caller, userId);
    if (isActive && !user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
    const repository = userListRepository(tx);
    await repository.update(
      user.id,
      isActive
        ? { isActive: true, confirmed: true, activatedAt: env.now() }
        : { isActive: false, deactivatedAt: env.now() },
    );
    if (!isActive) await endSessionsOf(tx, user.id, 'deactivated', env.now());
    const action = activeChange(user, isActive);
    if (action) await recordSecurityEvent(tx, { action, actorUserId: caller.id, subjectUserId: user.id });
    const item = await repository.item(user.id, localeId);
    if (!item) throw new Error(`Account ${user.id} vanished during an update`);
    return item;
  });
}
