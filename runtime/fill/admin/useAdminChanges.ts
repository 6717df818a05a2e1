import { useState } from 'react';
import type { ApiCall } from '../../shared/api/apiCall';
import { useApi } from '../../shared/api/apiContext';
import { swapSubformsCall } from './data/adminStructureCalls';

export interface AdminChanges {
  /** The item whose change is being saved (`kind:id`), for its switch to wait. */
  busy: string | undefined;
  /** The message of the last failed change, until it is read. */
  failure: string | undefined;
  clearFailure: () => void;
  /** Sends one change, then reloads what shows it (also after a failure: the screen shows the server's state). */
  run: (busy: string, call: ApiCall<unknown>, reload: () => Promise<unknown>) => Promise<void>;
  /**
   * Moves the item at `from` to `to` in `ids` as swaps of neighbours, in order (the server swaps
   * adjacent items only); stops at the first refusal. The list is reloaded either way.
   */
  move: (ids: readonly number[], from: number, to: number, reload: () => Promise<unknown>) => Promise<void>;
  /** The order shown while a move is being saved. */
  movingOrder: readonly number[] | undefined;
}

/** Admin mode's changes from the fill screen: switches and moves, each followed by a reload. */
export function useAdminChanges(): AdminChanges {
  const api = useApi();
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [movingOrder, setMovingOrder] = useState<readonly number[]>();

  async function run(key: string, call: ApiCall<unknown>, reload: () => Promise<unknown>) {
    setBusy(key);
    const result = await api.send(call);
    if (!result.ok) setFailure(result.message);
    await reload().catch(() => undefined);
    setBusy(undefined);
  }

  async function move(ids: readonly number[], from: number, to: number, reload: () => Promise<unknown>) {
    const order = [...ids];
    const step = to > from ? 1 : -1;
    setMovingOrder(moved(order, from, to));
    for (let at = from; at !== to; at += step) {
      const first = order[at];
      const second = order[at + step];
      if (first === undefined || second === undefined) break;
      const result = await api.send(swapSubformsCall(first, second));
      if (!result.ok) {
        setFailure(result.message);
        break;
      }
      order[at] = second;
      order[at + step] = first;
    }
    await reload().catch(() => undefined);
    setMovingOrder(undefined);
  }

  return { busy, failure, clearFailure: () => setFailure(undefined), run, move, movingOrder };
}

/** `ids` with the item at `from` moved to `to`. */
function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
