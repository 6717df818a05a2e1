import type { Db } from '../../data/database';
import { setupRepository } from '../../data/repositories/setup-repository';
import { userRepository } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { hashPassword } from '../../shared/passwords';
import { assertEmail, assertPassword } from './check-credentials';
import { createMainAdministrator } from './create-main-administrator';

/**
 * `npm run admin:create`: the operator makes the main administrator directly, with the registration's
 * e-mail and password rules; refused once one exists. The setup token is no longer needed then.
 */
export async function addMainAdministrator(
  db: Db,
  input: { email: string; password: string; now: Date },
): Promise<{ id: number; email: string }> {
  const email = input.email.trim();
  assertEmail(email);
  assertPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const setup = setupRepository(tx);
    if (await setup.hasMainAdministrator()) throw new AppError('ADMINISTRATOR_EXISTS');
    if (await userRepository(tx).findByEmail(email)) throw new AppError('EMAIL_TAKEN');
    // English until the administrator picks a language in the app.
    const administrator = await createMainAdministrator(tx, {
      email,
      passwordHash,
      localeId: 1,
      now: input.now,
    });
    await setup.discard();
    return { id: administrator.id, email: administrator.email };
  });
}
