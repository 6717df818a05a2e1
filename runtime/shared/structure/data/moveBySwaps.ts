import type { ApiFailure, ApiResult } from '../../api/envelope';

export type SwapFn = (firstId: number, secondId: number) => Promise<ApiResult<unknown>>;

export type MoveOutcome =
  | { ok: true; order: number[] }
  /** `swapsDone` swaps were saved before the failing one: the caller reloads the list. */
  | { ok: false; failure: ApiFailure; swapsDone: number };

/** The ids with the item at `from` moved to `to`, the others keeping their relative order. */
export function movedOrder(ids: readonly number[], from: number, to: number): number[] {
  const order = [...ids];
  const [moved] = order.splice(from, 1);
  if (moved === undefined) return order;
  order.splice(to, 0, moved);
  return order;
}

/**
 * Moves the item at `from` to `to` as the server orders siblings: by adjacent swaps only, so a move
 * by k places is k swap calls, sent one after the other (each waits for the one before: the server
 * refuses a pair that is not adjacent at the time it arrives). Stops at the first failure.
 */
export async function moveBySwaps(
  ids: readonly number[],
  from: number,
  to: number,
  swap: SwapFn,
): Promise<MoveOutcome> {
  const moving = ids[from];
  if (moving === undefined || to < 0 || to >= ids.length) return { ok: true, order: [...ids] };
  const order = [...ids];
  const step = to > from ? 1 : -1;
  let swapsDone = 0;
  for (let at = from; at !== to; at += step) {
    const neighbour = order[at + step];
    if (neighbour === undefined) break;
    const result = await swap(moving, neighbour);
    if (!result.ok) return { ok: false, failure: result, swapsDone };
    order[at] = neighbour;
    order[at + step] = moving;
    swapsDone += 1;
  }
  return { ok: true, order };
}
