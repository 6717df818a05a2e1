import type { Db } from '../../data/database';
import { userListRepository } from '../../data/repositories/user-list-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { ROLE } from '../../shared/roles';
import { findManagedUser } from './managed-user';
import { recordSecurityEvent } from '../audit/security-events';

/**
 * Deletes an account (DELETE secured/user/{id}) when it has left no work behind: a farmer without
 * questionnaires, or an account never confirmed or never activated; otherwise 409 USER_NOT_DELETABLE
 * (deactivate it instead). Units the account owned wait for a new owner; its questionnaires stay.
 * The deletion is logged with the account's address, which the log can no longer read from the account.
 */
export async function deleteUser(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findManagedUser(tx, caller, userId);
    const repository = userListRepository(tx);
    const deletable =
      !user.confirmed ||
      user.activatedAt === null ||
      (user.roleId === ROLE.farmer && (await repository.questionnaireCount(user.id)) === 0);
    if (!deletable) throw new AppError('USER_NOT_DELETABLE');
    await repository.remove(user.id);
    await recordSecurityEvent(tx, {
      action: 'account.deleted',
      actorUserId: caller.id,
      subjectUserId: user.id,
      details: { email: user.email, roleDicId: user.roleId },
    });
  });
}
