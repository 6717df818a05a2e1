/**
 * What a benchmark page exposes to the driver as `window.uiBench` (tests/bench/ui/pages/harness.ts
 * fills it in, tests/bench/ui/measure.ts reads it). Times are in ms on the page's `performance.now()`
 * clock.
 */
export interface UiBenchState {
  contender: string;
  questions: number;
  /** `performance.now()` when the generated group was in memory (the data had "arrived"). */
  dataReadyAt: number;
  /** Data ready → the task after the first frame that showed the first question. */
  firstCardMs?: number;
  /** Navigation start → the same moment (includes loading and parsing the page's scripts). */
  firstCardSinceNavigationMs?: number;
  /** Data ready → the last (not skipped) question is in the DOM and takes focus. */
  reachableMs?: number;
  /** Set when the page failed to mount. */
  error?: string;
  /** Input-to-next-paint samples by kind ('key', 'click'), in the order of the inputs. */
  samples: Record<string, number[]>;
}

/** The questions the driver types into and clicks, as the page's adapter finds them. */
export interface UiBenchTargets {
  /** The long-text question typed into. */
  textInput: () => HTMLElement | null;
  /** What a user clicks to tick the first option of the checkbox question. */
  checkbox: () => HTMLElement | null;
}

declare global {
  interface Window {
    uiBench?: UiBenchState;
    uiBenchTargets?: UiBenchTargets;
  }
}
