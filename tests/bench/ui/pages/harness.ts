import type { UiBenchState, UiBenchTargets } from '../benchState';
import { benchGroup, questionsFromUrl, type BenchGroup } from './benchGroup';

/** How a page finds its questions in the DOM (each contender renders them its own way). */
export interface ContenderAdapter extends UiBenchTargets {
  name: string;
  /** The first question's element, once rendered. */
  firstCard: () => Element | null;
  /** A focusable element of question `questionId` (its input), once rendered. */
  focusable: (questionId: number) => HTMLElement | null;
}

const REACHABLE_TIMEOUT_MS = 280_000;

/** Runs `then` in the task after the next frame: the frame's style, layout and paint are done. */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => then();
    channel.port2.postMessage(undefined);
  });
}

/** Whether a user could tab to the element: rendered, not disabled, not inert, in the tab order. */
function isFocusable(element: HTMLElement): boolean {
  return (
    element.isConnected &&
    element.tabIndex >= 0 &&
    !element.matches(':disabled') &&
    element.closest('[inert]') === null &&
    element.getClientRects().length > 0
  );
}

/**
 * Input → next paint: a capture listener on the window takes the event's timestamp (so time the event
 * waited behind a busy main thread counts), and the sample ends in the task after the next animation
 * frame. A label's click re-dispatches a click on its input in the same task: one sample per task.
 */
function recordInputs(state: UiBenchState): void {
  const listen = (type: 'keydown' | 'click', kind: string): void => {
    let pending = false;
    const samples: number[] = [];
    state.samples[kind] = samples;
    window.addEventListener(
      type,
      (event) => {
        if (pending) return;
        pending = true;
        const start = event.timeStamp;
        afterNextPaint(() => {
          pending = false;
          samples.push(performance.now() - start);
        });
      },
      { capture: true },
    );
  };
  listen('keydown', 'key');
  listen('click', 'click');
}

/** Watches every frame until the first question shows and the last one can take focus. */
function watchFrames(state: UiBenchState, adapter: ContenderAdapter, lastQuestionId: number): void {
  const check = (): void => {
    if (state.firstCardMs === undefined && adapter.firstCard()) {
      afterNextPaint(() => {
        const now = performance.now();
        state.firstCardMs = now - state.dataReadyAt;
        state.firstCardSinceNavigationMs = now;
      });
    }
    const last = adapter.focusable(lastQuestionId);
    if (last && isFocusable(last)) {
      afterNextPaint(() => {
        state.reachableMs = performance.now() - state.dataReadyAt;
      });
      return;
    }
    if (performance.now() - state.dataReadyAt > REACHABLE_TIMEOUT_MS) {
      state.error = `question ${lastQuestionId} not reachable after ${REACHABLE_TIMEOUT_MS} ms`;
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Starts a benchmark page: generates the group of `?questions=N` (the data arriving), then mounts the
 * contender with `mount` and records when its first question is painted and its last one reachable.
 */
export function startBench(adapter: ContenderAdapter, mount: (data: BenchGroup) => void): void {
  const data = benchGroup(questionsFromUrl());
  const state: UiBenchState = {
    contender: adapter.name,
    questions: data.questions,
    dataReadyAt: performance.now(),
    samples: {},
  };
  window.uiBench = state;
  window.uiBenchTargets = { textInput: adapter.textInput, checkbox: adapter.checkbox };
  recordInputs(state);
  try {
    mount(data);
  } catch (error) {
    state.error = error instanceof Error ? error.message : String(error);
    return;
  }
  watchFrames(state, adapter, data.lastQuestionId);
}

/** The element with `id` in the page's one root element. */
export function rootElement(id = 'root'): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the page has no #${id}`);
  return element;
}
