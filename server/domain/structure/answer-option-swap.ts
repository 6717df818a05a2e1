import type { Db } from '../../data/database';
import { swapSiblings } from './swap-siblings';

/**
 * Exchanges the places of two neighbouring answer options of one question
 * (PUT question/answer/dic/swap-order), in one transaction that holds the question's order: unknown
 * ids 404, options of two questions or no longer neighbours 409.
 */
export async function swapAnswerOptions(
  db: Db,
  firstId: number,
  secondId: number,
): Promise<{ firstId: number; secondId: number }> {
  await swapSiblings(db, 'answerOption', firstId, secondId);
  return { firstId, secondId };
}
