import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
