import type { Db } from '../../data/database';
import { userRepository, type UserRow } from '../../data/repositories/user-repository';
import { isUniqueViolation } from '../../data/unique-violation';
import { AppError } from '../app-error';
import { ROLE } from '../../shared/roles';

export interface MainAdministrator {
  email: string;
  passwordHash: string;
  localeId: number;
  now: Date;
}

/**
 * Inserts the main administrator, active at once. The database keeps at most one (a unique partial
 * index), so of two racing callers one gets ADMINISTRATOR_EXISTS, never a second main administrator.
 */
export async function createMainAdministrator(db: Db, account: MainAdministrator): Promise<UserRow> {
  try {
    return await userRepository(db).insert({
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
}
