import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../database';
import { userToken } from '../schema/index';

export type TokenPurpose = 'activation' | 'reset';
export type TokenRow = typeof userToken.$inferSelect;

/** Single-use tokens of e-mailed links, stored by their hash. */
export function tokenRepository(db: Db) {
  return {
    async insert(userId: number, purpose: TokenPurpose, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(userToken).values({ userId, purpose, tokenHash, expiresAt });
    },

    async findByHash(tokenHash: string): Promise<TokenRow | undefined> {
      const [row] = await db.select().from(userToken).where(eq(userToken.tokenHash, tokenHash));
      return row;
    },

    /** Marks the token used; false when another request used it first. */
    async consume(id: number, at: Date): Promise<boolean> {
      const used = await db
        .update(userToken)
        .set({ usedAt: at })
        .where(and(eq(userToken.id, id), isNull(userToken.usedAt)))
        .returning({ id: userToken.id });
      return used.length === 1;
    },

    /** Retires a user's unused tokens of one purpose, so only the newest link works. */
    async retire(userId: number, purpose: TokenPurpose, at: Date): Promise<void> {
      await db
        .update(userToken)
        .set({ usedAt: at })
        .where(and(eq(userToken.userId, userId), eq(userToken.purpose, purpose), isNull(userToken.usedAt)));
    },
  };
}

export type TokenRepository = ReturnType<typeof tokenRepository>;
