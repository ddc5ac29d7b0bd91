/**
 * Setup of the "ui" vitest project: jest-dom matchers, cleanup, fresh storage, and no global
 * left behind by a test (spies restored, stubbed globals and `URL.createObjectURL` /
 * `URL.revokeObjectURL` put back), so no test depends on the one before it.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// CI machines are shared and busy: `findBy…`/`waitFor` wait up to 45 s for what a person
// would see (they return as soon as it is there; no test measures time). 15 s was seen too
// short for a lazily loaded screen's first render at load average 23 (2 cores).
configure({ asyncUtilTimeout: 45_000 });

/** The URL statics some tests replace to catch downloads (jsdom has none by default). */
const URL_STATICS = ['createObjectURL', 'revokeObjectURL'] as const;
const originalUrlStatics = new Map(URL_STATICS.map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)]));

/** Observers jsdom lacks (embla-carousel watches its slides with them); they never fire here. */
class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
for (const name of ['IntersectionObserver', 'ResizeObserver'] as const) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { configurable: true, writable: true, value: InertObserver });
}

beforeEach(() => {
  window.localStorage.clear();
  document.title = 'Cotador de Planos de Saúde';
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
});

afterEach(() => {
  cleanup();
  // The ui project shares one document per worker (no isolation): what a modal left on the root
  // and <body> (scroll lock, Radix's pointer-events) must not reach the next test.
  for (const element of [document.documentElement, document.body]) element.removeAttribute('style');
  document.documentElement.removeAttribute('data-dialog-open');
  window.localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const [name, descriptor] of originalUrlStatics) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else delete (URL as unknown as Record<string, unknown>)[name];
  }
});
