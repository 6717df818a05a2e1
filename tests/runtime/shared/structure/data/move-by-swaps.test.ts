import type { ApiResult } from '@runtime/shared/api/envelope';
import { moveBySwaps, movedOrder } from '@runtime/shared/structure/data';

const done: ApiResult<unknown> = { ok: true, data: null };

describe('moveBySwaps', () => {
  it('moves an item down by k places as k adjacent swaps, in order', async () => {
    const swaps: [number, number][] = [];
    const outcome = await moveBySwaps([1, 2, 3, 4], 0, 2, async (a, b) => {
      swaps.push([a, b]);
      return done;
    });

    expect(swaps).toEqual([
      [1, 2],
      [1, 3],
    ]);
    expect(outcome).toEqual({ ok: true, order: [2, 3, 1, 4] });
  });

  it('moves an item up with the neighbours above it', async () => {
    const swaps: [number, number][] = [];
    const outcome = await moveBySwaps([1, 2, 3, 4], 3, 1, async (a, b) => {
      swaps.push([a, b]);
      return done;
    });

    expect(swaps).toEqual([
      [4, 3],
      [4, 2],
    ]);
    expect(outcome).toEqual({ ok: true, order: [1, 4, 2, 3] });
    expect(movedOrder([1, 2, 3, 4], 3, 1)).toEqual([1, 4, 2, 3]);
  });

  it('stops at the first refused swap and says how many were saved', async () => {
    const swaps: [number, number][] = [];
    const outcome = await moveBySwaps([1, 2, 3], 0, 2, async (a, b) => {
      swaps.push([a, b]);
      return swaps.length === 2
        ? { ok: false, status: 409, error: 'NOT_ADJACENT', message: 'Not neighbours' }
        : done;
    });

    expect(swaps).toHaveLength(2);
    expect(outcome).toEqual({
      ok: false,
      swapsDone: 1,
      failure: { ok: false, status: 409, error: 'NOT_ADJACENT', message: 'Not neighbours' },
    });
  });
});
