import type { Db } from '../../data/database';
import { siblingOrderRepository, type SiblingKind } from '../../data/repositories/sibling-order-repository';
import { AppError } from '../app-error';

/**
 * The swap-order calls of the structure (subforms, question groups, questions, answer options): two
 * neighbours of one list exchange places in one transaction. Unknown ids: 404; not neighbours of one
 * list (also when another administrator's move came first): 409 NOT_ADJACENT_SIBLINGS, nothing changed.
 */
export async function swapSiblings(
  db: Db,
  kind: SiblingKind,
  firstId: number,
  secondId: number,
): Promise<void> {
  const outcome = await siblingOrderRepository(db).swapAdjacent(kind, firstId, secondId);
  if (outcome === 'not-found') throw new AppError('NOT_FOUND');
  if (outcome === 'not-adjacent') throw new AppError('NOT_ADJACENT_SIBLINGS');
}
