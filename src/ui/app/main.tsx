/**
 * The composition root (architecture rule 8), in two stages ("lean first load";
 * docs/architecture.md, "Two stages, one composition root"): reads the env, makes the first
 * page's ports (shell-ports.ts: session, login, consent banner) and renders the app; every
 * other port — the inversify container with the features' adapters (REST API, or in-memory
 * fakes imported on demand) — is built once, with the first screen that needs a feature, and
 * each feature's adapters and use cases with that feature's first screen (`loadFeatureUseCases`).
 * The only UI file that imports src/infrastructure.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { systemClock } from '../../application/shared/clock';
import { shouldReloadAfterChunkError } from '../../domain/chunk-reload';
import type { ContainerOptions } from '../../infrastructure/di/container-options';
import type { FeatureLoader } from '../../infrastructure/di/feature-loader';
import { createShellPorts } from '../../infrastructure/di/shell-ports';
import { createWebKeyValueStore } from '../../infrastructure/key-value-store';
import { App } from './app';
import { readEnv } from './env';
import { PRERENDERED_PATH } from './prerender-path';
import type { FeatureUseCasesLoader } from './services-context';

/**
 * Resolves in a later task. The start-up is cut into tasks (Lighthouse's Total
 * Blocking Time): compiling and running the first page's modules; the stored session and the
 * shell's ports; the root's creation; the first render (React's own short slices); the HTTP
 * chunk. In between, the browser may paint and answer input, so a slow phone sees no long task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const env = readEnv();
// The fakes (and the demo catalog) are fetched in fake mode only: the REST build never loads them.
const fakes = env.backend === 'fake' ? (await import('../../infrastructure/di/fake-bindings')).createFakeBackend() : undefined;
const options: ContainerOptions = {
  mode: env.backend,
  apiUrl: env.apiUrl,
  lifeApiUrl: env.lifeApiUrl,
  lifeCableUrl: env.lifeCableUrl,
  storage: createWebKeyValueStore(window.localStorage),
  sessionStorage: createWebKeyValueStore(window.sessionStorage),
  clock: systemClock,
  ...(env.backend === 'fake' ? { fakeLatencyMs: 300, fakeLifeResultDelayMs: 4000 } : {}),
};
await nextTask();
const shell = createShellPorts(options, fakes?.shellPorts);

/**
 * The second stage: the container over the first stage's ports (fetched once), then each
 * feature's adapters and use cases on that feature's first need (feature-loader.ts).
 */
let featureLoader: Promise<FeatureLoader> | null = null;
const loadFeatureUseCases: FeatureUseCasesLoader = (feature, shellUseCases) => {
  featureLoader ??= import('../../infrastructure/di/feature-loader').then((m) => m.createFeatureLoader(options, fakes, shell));
  return featureLoader.then((load) => load(feature, shellUseCases));
};

// Stale chunk after a deploy: reload, at most once per 60 s (spec point 8).
const CHUNK_RELOAD_KEY = 'cotador.chunk-reload-at';
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(shell.storage.get(CHUNK_RELOAD_KEY) ?? Number.NaN);
  const now = systemClock.now().getTime();
  if (!shouldReloadAfterChunkError(Number.isFinite(last) ? last : null, now)) return;
  event.preventDefault();
  shell.storage.set(CHUNK_RELOAD_KEY, String(now));
  window.location.reload();
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Elemento #root não encontrado em index.html.');

const app = (
  <StrictMode>
    <App services={shell} useCases={loadFeatureUseCases} />
  </StrictMode>
);
// The server answers `/home` with the landing prerendered at build time (prerender.tsx): the
// first render here is the same markup when nobody is signed in on this browser, and React
// hydrates it. A stored session (the first render is 'Verificando sua sessão…') or any other
// page starts from an empty root. Either first render runs as a transition: React works in
// short slices and leaves the main thread to the browser in between (fewer long tasks on a slow
// phone).
const hydrate = rootElement.firstElementChild !== null && window.location.pathname === PRERENDERED_PATH && !shell.auth.hasSession();
await nextTask();
startTransition(() => {
  if (hydrate) {
    hydrateRoot(rootElement, app);
  } else {
    rootElement.replaceChildren();
    createRoot(rootElement).render(app);
  }
});

// The API's HTTP client (ky) and the login's and settings' adapters are not part of the first
// page (shell-ports.ts): asked for once the first render is under way, the chunk arrives while
// the landing hydrates, before the settings call or a login needs it (a failure is retried on
// that first need).
await nextTask();
void shell.http?.load().catch(() => undefined);
