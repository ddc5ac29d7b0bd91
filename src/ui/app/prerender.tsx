/**
 * The build's second composition root (docs/architecture.md,
 * "Two stages, one composition root"): renders the landing (`/home` for a visitor without a
 * stored session: the hero and the login form) to HTML in Node. vite.config.ts builds this
 * module for Node after the SPA and writes the markup into `dist/prerendered/home.html`, which
 * the server answers for `/home`, so the page paints before any JavaScript runs; main.tsx then
 * hydrates it. Never part of the SPA's bundle.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { systemClock } from '../../application/shared/clock';
import { createShellPorts } from '../../infrastructure/di/shell-ports';
import { createMemoryKeyValueStore } from '../../infrastructure/key-value-store';
import { App } from './app';
import { PRERENDERED_PATH } from './prerender-path';


/**
 * The markup of the app's first render at {@link PRERENDERED_PATH} for an anonymous visitor,
 * in http mode: what main.tsx's `hydrateRoot` renders first in the browser (no effect runs
 * here, so no request is made; the run-time settings and the consent banner come after).
 */
export function renderLanding(): string {
  const storage = createMemoryKeyValueStore();
  const shell = createShellPorts({ mode: 'http', apiUrl: 'http://prerender.invalid/api/', storage, sessionStorage: createMemoryKeyValueStore(), clock: systemClock });
  const never = () => new Promise<never>(() => undefined);
  return renderToString(
    <StrictMode>
      <App services={shell} useCases={never} ssrPath={PRERENDERED_PATH} />
    </StrictMode>,
  );
}
