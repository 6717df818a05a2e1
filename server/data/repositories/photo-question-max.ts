import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { question } from '../schema/index';

/** A dictionary question's `max` (a photo question's number of photos; null when not set). */
export async function structureQuestionMax(db: Db, questionId: number): Promise<number | null> {
  const [row] = await db.select({ max: question.max }).from(question).where(eq(question.id, questionId));
  return row?.max ?? null;
}
