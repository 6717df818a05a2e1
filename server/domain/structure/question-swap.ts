import type { Db } from '../../data/database';
import { swapSiblings } from './swap-siblings';

/**
 * Exchanges the places of two neighbouring questions of one group (PUT question/dic/swap-order), in one
 * transaction that holds the group's order: unknown ids 404, questions of two groups or no longer
 * neighbours (another administrator moved one) 409.
 */
export async function swapQuestions(
  db: Db,
  firstId: number,
  secondId: number,
): Promise<{ firstId: number; secondId: number }> {
  await swapSiblings(db, 'question', firstId, secondId);
  return { firstId, secondId };
}
