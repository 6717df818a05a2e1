import { useState } from 'react';
import type { ApiResult } from '../../shared/api/envelope';
import type { MoveOutcome } from '../../shared/structure/data';

export interface AdminChanges {
  /** The item whose change is being saved (`kind:id`), for its switch to wait. */
  busy: string | undefined;
  /** A move is being saved: nothing more can be moved until it is. */
  moving: boolean;
  /** The message of the last failed change, until it is read. */
  failure: string | undefined;
  clearFailure: () => void;
  /**
   * Sends one change, then reloads what shows it (after a failure too: the screen then shows what
   * the server kept).
   */
  run: (
    busy: string,
    change: () => Promise<ApiResult<unknown>>,
    reload: () => Promise<unknown>,
  ) => Promise<void>;
  /** Waits for a move (the shared moveBySwaps, which reloads the list itself) and reports its failure. */
  move: (moved: Promise<MoveOutcome>) => Promise<void>;
}

/** Admin mode's changes from the fill screen: switches and moves, each followed by a reload. */
export function useAdminChanges(): AdminChanges {
  const [busy, setBusy] = useState<string>();
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function run(key: string, change: () => Promise<ApiResult<unknown>>, reload: () => Promise<unknown>) {
    setBusy(key);
    const result = await change();
    if (!result.ok) setFailure(result.message);
    await reload().catch(() => undefined);
    setBusy(undefined);
  }

  async function move(moved: Promise<MoveOutcome>) {
    setMoving(true);
    const outcome = await moved;
    if (!outcome.ok) setFailure(outcome.failure.message);
    setMoving(false);
  }

  return { busy, moving, failure, clearFailure: () => setFailure(undefined), run, move };
}
