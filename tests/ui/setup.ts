/** Setup of the "ui" vitest project: jest-dom matchers, cleanup, fresh storage. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// CI machines are shared and busy: `findBy…`/`waitFor` wait up to 15 s for what a person
// would see (they return as soon as it is there; no test measures time).
configure({ asyncUtilTimeout: 15_000 });

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
  window.localStorage.clear();
  vi.useRealTimers();
});
