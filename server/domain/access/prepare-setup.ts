import { randomBytes } from 'node:crypto';
import type { Db } from '../../data/database';
import { setupRepository } from '../../data/repositories/setup-repository';

/**
 * The setup token of a database without a main administrator (created once, kept across restarts and
 * shared by instances), or undefined when the main administrator exists. The first registration
 * that presents it becomes the main administrator: nobody else can, however fast.
 */
export async function prepareSetup(db: Db): Promise<string | undefined> {
  const setup = setupRepository(db);
  if (await setup.hasMainAdministrator()) {
    await setup.discard();
    return undefined;
  }
  return setup.ensureToken(randomBytes(24).toString('base64url'));
}
