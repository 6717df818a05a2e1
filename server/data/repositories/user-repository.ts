import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { appUser } from '../schema/index';

export type UserRow = typeof appUser.$inferSelect;
export type NewUserRow = typeof appUser.$inferInsert;

/** Accounts: lookups by e-mail (case-insensitive) and id, creation and field updates. */
export function userRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(appUser)
        .where(eq(sql`lower(${appUser.email})`, email.toLowerCase()));
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(appUser).where(eq(appUser.id, id));
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ users: count() }).from(appUser);
      return row?.users ?? 0;
    },

    async insert(user: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(appUser).values(user).returning();
      if (!row) throw new Error('No row returned for a new account');
      return row;
    },

    async update(id: number, changes: Partial<NewUserRow>): Promise<UserRow> {
      const [row] = await db.update(appUser).set(changes).where(eq(appUser.id, id)).returning();
      if (!row) throw new Error(`Account ${id} vanished during an update`);
      return row;
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
