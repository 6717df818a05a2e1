import { useCallback } from 'react';
import type { OrderedLevel } from './structureCalls';
import type { MoveOutcome } from './moveBySwaps';
import { moveBySwaps, movedOrder } from './moveBySwaps';
import type { StructureList } from './useStructureLists';
import { useStructureActions } from './useStructureActions';

/**
 * Moves an item of a loaded list: the list shows the new order at once, the swaps are saved one by
 * one, and a failure reads the list again, so it shows the order the server kept (some swaps may
 * have been saved before the failing one). The outcome carries the server's message.
 */
export function useMoveBySwaps<T extends { id: number }>(
  list: StructureList<T>,
  level: OrderedLevel,
): (from: number, to: number) => Promise<MoveOutcome> {
  const { swap } = useStructureActions();
  const { data, mutate } = list;
  return useCallback(
    async (from: number, to: number): Promise<MoveOutcome> => {
      const items = data ?? [];
      const ids = items.map((item) => item.id);
      if (from === to) return { ok: true, order: ids };
      const byId = new Map(items.map((item) => [item.id, item]));
      const shown = movedOrder(ids, from, to).flatMap((id) => byId.get(id) ?? []);
      await mutate(shown, { revalidate: false });
      const outcome = await moveBySwaps(ids, from, to, (firstId, secondId) => swap(level, firstId, secondId));
      // Either way the server's order (and its order keys) is read again: after a failure it puts
      // the item back; after a success it confirms the order.
      await mutate();
      return outcome;
    },
    [data, mutate, swap, level],
  );
}
