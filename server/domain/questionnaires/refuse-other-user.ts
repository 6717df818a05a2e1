import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';

/**
 * The specification's calls send the caller's own user id along; the server acts for the session's
 * account only, so an id of anyone else is refused rather than ignored.
 */
export function refuseOtherUser(caller: Pick<UserRow, 'id'>, userId: string | number | undefined): void {
  if (userId !== undefined && Number(userId) !== caller.id) throw new AppError('FORBIDDEN');
}
