import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Which cards of a group are mounted: every card before `until`, and the cards in `extra` (those
 * scrolled to, or navigated to, before the slices reached them). A mounted card never unmounts.
 */
export interface MountPlan {
  until: number;
  extra: ReadonlySet<string>;
}

/** Work per slice the mounting aims at (render + commit), so a keystroke never waits for more. */
const SLICE_BUDGET_MS = 8;
const FIRST_SLICE = 4;
const MAX_SLICE = 40;
/** A card's height as the first slice guesses it, to mount a screenful before the first paint. */
const ESTIMATED_CARD_PX = 110;

/**
 * Whether this page can tell which cards are on screen. Without IntersectionObserver (old browsers,
 * jsdom) a placeholder scrolled to would stay a placeholder, so every card mounts at once, as before.
 */
export function canMountIncrementally(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';
}

/** The first screenful of cards, mounted with the group itself. */
function firstScreenful(count: number): number {
  if (!canMountIncrementally()) return count;
  return Math.min(count, Math.ceil(window.innerHeight / ESTIMATED_CARD_PX) + 1);
}

/**
 * Runs `task` when the browser is idle (at the latest after 200 ms, so the slices move on on a busy
 * machine too), with the idle deadline; setTimeout where requestIdleCallback is missing (Safari).
 * Returns the cancel.
 */
function whenIdle(task: (deadline?: IdleDeadline) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const cancelIdle = window.cancelIdleCallback.bind(window);
    const handle = window.requestIdleCallback(task, { timeout: 200 });
    return () => cancelIdle(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

export interface CardMounting {
  plan: MountPlan;
  /** Mounts the cards with these keys now (ahead of the slices), in a transition. */
  mountSoon(keys: readonly string[]): void;
  /**
   * Mounts the card at `index` (and the two after it, when the slices are close) in the next render,
   * not a transition: for focus and navigation. Wrap in flushSync to have it mounted on return.
   */
  mountNow(index: number, key: string): void;
}

/**
 * Mounts a list of `count` cards incrementally: a screenful first, then slices in idle time, each
 * sized so that its render and commit take about {@link SLICE_BUDGET_MS}.
 */
export function useCardMounting(count: number): CardMounting {
  const [plan, setPlan] = useState<MountPlan>(() => ({ until: firstScreenful(count), extra: new Set() }));
  const sliceSize = useRef(FIRST_SLICE);
  const mountedUntil = useRef(plan.until);
  useLayoutEffect(() => {
    mountedUntil.current = plan.until;
  }, [plan.until]);

  // Each idle period mounts slices while it lasts (one at least). A slice is rendered and committed
  // at once (flushSync) and timed, so the next one is as large as the budget allows at that speed;
  // input waits for one slice at most.
  useEffect(() => {
    // Everything mounted with the group (no IntersectionObserver, or a short group): no timer at all.
    if (mountedUntil.current >= count) return undefined;
    let cancel = () => {};
    const mountSlices = (deadline?: IdleDeadline) => {
      do {
        if (mountedUntil.current >= count) return;
        const started = performance.now();
        flushSync(() =>
          setPlan((current) => ({ ...current, until: Math.min(count, current.until + sliceSize.current) })),
        );
        const elapsed = Math.max(performance.now() - started, 0.5);
        const scaled = Math.round((sliceSize.current * SLICE_BUDGET_MS) / elapsed);
        sliceSize.current = Math.min(MAX_SLICE, Math.max(1, scaled));
      } while (deadline !== undefined && deadline.timeRemaining() > SLICE_BUDGET_MS);
      cancel = whenIdle(mountSlices);
    };
    cancel = whenIdle(mountSlices);
    return () => cancel();
  }, [count]);

  const mountSoon = useCallback((keys: readonly string[]) => {
    startTransition(() =>
      setPlan((current) => {
        const missing = keys.filter((key) => !current.extra.has(key));
        return missing.length === 0
          ? current
          : { ...current, extra: new Set([...current.extra, ...missing]) };
      }),
    );
  }, []);

  const mountNow = useCallback(
    (index: number, key: string) => {
      setPlan((current) =>
        current.until > index || current.extra.has(key)
          ? current
          : // The card and the two after it: Tab moves on from it without meeting a placeholder.
            index <= current.until + MAX_SLICE
            ? { ...current, until: Math.min(count, index + 3) }
            : { ...current, extra: new Set([...current.extra, key]) },
      );
    },
    [count],
  );

  return { plan, mountSoon, mountNow };
}

/** Whether the card at `index` with `key` is mounted under `plan`. */
export function isMounted(plan: MountPlan, index: number, key: string): boolean {
  return index < plan.until || plan.extra.has(key);
}
