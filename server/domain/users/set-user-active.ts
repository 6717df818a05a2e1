import type { UserListItem } from '@schemas/generated/api/lists';
import { userListRepository } from '../../data/repositories/user-list-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import type { AccessEnv } from '../access/access-env';
import { endSessionsOf } from '../access/sessions';
import { findManagedUser } from './managed-user';

/**
 * Activates or deactivates an account (PUT secured/user/{id}/isActive/{flag}) and answers its new
 * list row. Activation is also the administrator's confirmation (roles 1, 2 and 5 wait for it), so
 * it sets `confirmed`; it needs a verified e-mail (409 EMAIL_NOT_VERIFIED). Each change records its
 * date and keeps the other one, so the list shows when the account was last switched either way.
 * A deactivated account loses access at once: its sessions end (reactivating it does not bring them
 * back), and secured calls re-read the account on every request anyway.
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
    const item = await repository.item(user.id, localeId);
    if (!item) throw new Error(`Account ${user.id} vanished during an update`);
    return item;
  });
}
