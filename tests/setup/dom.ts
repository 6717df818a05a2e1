import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: on a loaded 2-core CI host a lazily
// loaded screen (its chunk imported and transformed on first use) took longer than 1 s to appear. A
// passing test waits no longer than it needs.
configure({ asyncUtilTimeout: 5_000 });

// Fluent UI asks for media queries (reduced motion, high contrast); jsdom has no matchMedia.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => {
    const list: MediaQueryList = {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  };
}

// Fluent's MessageBar and positioned popups watch sizes; jsdom lays nothing out, so nothing ever changes.
if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// Tabster (Fluent's focus manager) finds nothing focusable without layout: it reads <body>'s size and
// each element's offsetParent, which jsdom leaves at 0 and null. Dialogs would then focus their
// surface instead of their first button, and tabster would hide that "inactive" modal from assistive
// technology. A window-sized body and an offsetParent for elements not hidden give it a layout.
document.body.getBoundingClientRect = () => new DOMRect(0, 0, 1024, 768);
function isHidden(element: HTMLElement): boolean {
  for (let current: HTMLElement | null = element; current; current = current.parentElement) {
    if (current.hidden || current.style.display === 'none') return true;
  }
  return false;
}
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement): Element | null {
    return this === document.body || isHidden(this) ? null : this.parentElement;
  },
});

/** Expires every cookie the test set, so a consent given in one test is not seen by the next. */
function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// In the 'dom' project (vitest.config.ts) the test files of a worker share one jsdom: the next file
// finds the address, language and title a fresh page would have, not those this file's screens left.
const firstAddress = window.location.href;
afterAll(() => {
  window.history.replaceState(null, '', firstAddress);
  document.documentElement.removeAttribute('lang');
  document.title = '';
});
