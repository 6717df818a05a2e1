import { useCallback } from 'react';
import { useApi } from '../../api/apiContext';
import type { OrderedLevel } from './structureCalls';
import { swapCall } from './structureCalls';
import type { MoveOutcome } from './moveBySwaps';
import { moveBySwaps, movedOrder } from './moveBySwaps';
import { useStructureRecorder } from './structureRecorder';
import type { StructureList } from './useStructureLists';

/**
 * Moves an item of a loaded list: the list shows the new order at once, the swaps are saved one by
 * one, and a failure reads the list again, so it shows the order the server kept (some swaps may
 * have been saved before the failing one). The outcome carries the server's message. The swaps saved
 * are reported to the studio's undo history as one step (a drag is undone as a whole).
 */
export function useMoveBySwaps<T extends { id: number }>(
  list: StructureList<T>,
  level: OrderedLevel,
): (from: number, to: number) => Promise<MoveOutcome> {
  const api = useApi();
  const recorder = useStructureRecorder();
  const { data, mutate } = list;
  return useCallback(
    async (from: number, to: number): Promise<MoveOutcome> => {
      const items = data ?? [];
      const ids = items.map((item) => item.id);
      if (from === to) return { ok: true, order: ids };
      const byId = new Map(items.map((item) => [item.id, item]));
      const shown = movedOrder(ids, from, to).flatMap((id) => byId.get(id) ?? []);
      await mutate(shown, { revalidate: false });
      const saved: [number, number][] = [];
      const outcome = await moveBySwaps(ids, from, to, async (firstId, secondId) => {
        const result = await api.send(swapCall(level, firstId, secondId));
        if (result.ok) saved.push([firstId, secondId]);
        return result;
      });
      const moved = items[from];
      if (saved.length > 0) recorder?.({ kind: 'move', level, swaps: saved, name: moved && nameOf(moved) });
      // Either way the server's order (and its order keys) is read again: after a failure it puts
      // the item back; after a success it confirms the order.
      await mutate();
      return outcome;
    },
    [data, mutate, api, recorder, level],
  );
}

/** The name an item of any ordered level shows (subforms call it `subformName`). */
function nameOf(item: object): string | undefined {
  if ('subformName' in item && typeof item.subformName === 'string') return item.subformName;
  if ('name' in item && typeof item.name === 'string') return item.name;
  return undefined;
}
