/**
 * The composition root (architecture rule 8): reads the env, builds the container
 * for the chosen backend (REST API, or in-memory fakes imported on demand), resolves the
 * services and renders the app. The only UI file that imports src/infrastructure.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { systemClock } from '../../application/shared/clock';
import { shouldReloadAfterChunkError } from '../../domain/chunk-reload';
import { createContainerCore, resolveServices } from '../../infrastructure/di/container-core';
import { createWebKeyValueStore } from '../../infrastructure/key-value-store';
import { App } from './app';
import { readEnv } from './env';

const env = readEnv();
// The fakes (and the demo catalog) are fetched in fake mode only: the REST build never loads them.
const bindFakes = env.backend === 'fake' ? (await import('../../infrastructure/di/fake-bindings')).bindFakes : undefined;
const container = createContainerCore({
  mode: env.backend,
  apiUrl: env.apiUrl,
  lifeApiUrl: env.lifeApiUrl,
  lifeCableUrl: env.lifeCableUrl,
  storage: createWebKeyValueStore(window.localStorage),
  sessionStorage: createWebKeyValueStore(window.sessionStorage),
  clock: systemClock,
  ...(env.backend === 'fake' ? { fakeLatencyMs: 300, fakeLifeResultDelayMs: 4000 } : {}),
}, bindFakes);
const services = resolveServices(container, env.backend);

// Stale chunk after a deploy: reload, at most once per 60 s (spec point 8).
const CHUNK_RELOAD_KEY = 'cotador.chunk-reload-at';
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(services.storage.get(CHUNK_RELOAD_KEY) ?? Number.NaN);
  const now = systemClock.now().getTime();
  if (!shouldReloadAfterChunkError(Number.isFinite(last) ? last : null, now)) return;
  event.preventDefault();
  services.storage.set(CHUNK_RELOAD_KEY, String(now));
  window.location.reload();
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Elemento #root não encontrado em index.html.');

createRoot(rootElement).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
