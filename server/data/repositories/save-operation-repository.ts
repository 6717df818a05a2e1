import { eq, lt } from 'drizzle-orm';
import type { Db } from '../database';
import { saveOperation } from '../schema/index';

export type SaveOperationRow = typeof saveOperation.$inferSelect;

/** The answer saves applied under a client's operation id (`save_operation`). */
export function saveOperationRepository(db: Db) {
  return {
    /** The operation when it was applied before, whoever sent it. */
    async find(operationId: string): Promise<SaveOperationRow | undefined> {
      const [row] = await db.select().from(saveOperation).where(eq(saveOperation.id, operationId));
      return row;
    },

    /** Records an applied operation, in the transaction of its save. */
    async record(operation: SaveOperationRow): Promise<void> {
      await db.insert(saveOperation).values(operation);
    },

    /** Forgets operations applied before `before`; returns how many. */
    async forgetBefore(before: Date): Promise<number> {
      const removed = await db
        .delete(saveOperation)
        .where(lt(saveOperation.appliedAt, before))
        .returning({ id: saveOperation.id });
      return removed.length;
    },
  };
}
