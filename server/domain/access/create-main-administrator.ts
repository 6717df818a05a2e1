import type { Db } from '../../data/database';
import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import { isUniqueViolation } from '../../data/unique-violation';
import { AppError } from '../app-error';
import { ROLE } from '../../shared/roles';
import { recordSecurityEvent } from '../audit/security-events';

export interface MainAdministrator {
  email: string;
  passwordHash: string;
  localeId: number;
  now: Date;
}

/**
 * Inserts the main administrator, active at once. The database keeps at most one (a unique partial
 * index), so of two racing callers one gets ADMINISTRATOR_EXISTS, never a second main administrator.
 * The registration is logged (the caller's transaction, if any, holds both).
 */
export async function createMainAdministrator(db: Db, account: MainAdministrator): Promise<UserRow> {
  let created: UserRow;
  try {
    created = await userRepository(db).insert({
      email: account.email,
      passwordHash: account.passwordHash,
      localeId: account.localeId,
      roleId: ROLE.administrator,
      isSuperUser: true,
      emailVerified: true,
      confirmed: true,
      isActive: true,
      activatedAt: account.now,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'app_user_one_super_user_idx')) throw new AppError('ADMINISTRATOR_EXISTS');
    if (isUniqueViolation(error, 'app_user_email_idx')) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  await recordSecurityEvent(db, {
    action: 'account.registered',
    actorUserId: created.id,
    subjectUserId: created.id,
    details: { roleDicId: ROLE.administrator },
  });
  return created;
}
