import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { filledForm } from '../schema/index';

/** Changes filled forms: their submission. */
export function fillWriteFormRepository(db: Db) {
  return {
    /** Marks a form in edition submitted; answers the time, or undefined when it already was. */
    async submit(filledFormId: number): Promise<Date | undefined> {
      const [row] = await db
        .update(filledForm)
        .set({ status: true, submittedAt: sql`now()` })
        .where(and(eq(filledForm.id, filledFormId), eq(filledForm.status, false)))
        .returning({ submittedAt: filledForm.submittedAt });
      return row?.submittedAt ?? undefined;
    },
  };
}
