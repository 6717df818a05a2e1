import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { appUser, setupToken } from '../schema/index';

const SETUP_ROW = 1;

/** The one-time setup token and whether the main administrator exists. */
export function setupRepository(db: Db) {
  return {
    async hasMainAdministrator(): Promise<boolean> {
      const [found] = await db
        .select({ id: appUser.id })
        .from(appUser)
        .where(eq(appUser.isSuperUser, true))
        .limit(1);
      return found !== undefined;
    },

    /** Stores `candidate` unless a token exists already, and answers the stored one (instances agree). */
    async ensureToken(candidate: string): Promise<string> {
      await db.insert(setupToken).values({ id: SETUP_ROW, token: candidate }).onConflictDoNothing();
      const [stored] = await db.select({ token: setupToken.token }).from(setupToken);
      if (!stored) throw new Error('The setup token vanished while it was written');
      return stored.token;
    },

    async pending(): Promise<boolean> {
      const [stored] = await db.select({ id: setupToken.id }).from(setupToken);
      return stored !== undefined;
    },

    /** Uses the token up: true for exactly one caller presenting the right token, even at once. */
    async claim(token: string): Promise<boolean> {
      const claimed = await db
        .delete(setupToken)
        .where(eq(setupToken.token, token))
        .returning({ id: setupToken.id });
      return claimed.length > 0;
    },

    async discard(): Promise<void> {
      await db.delete(setupToken);
    },
  };
}
