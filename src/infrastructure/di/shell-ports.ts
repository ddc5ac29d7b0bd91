/**
 * The first stage of the composition root (issue 16, "lean first load"): the ports the first
 * page needs — the session (tokens, signal, auth), the consent banner (run-time settings,
 * trackers), the clock and the storages — made by plain functions, without inversify, the
 * features' adapters or zod (the two HTTP adapters here fetch their wire schemas on their first
 * call). main.tsx builds them at start-up; the container (container-core.ts), built with the
 * first screen that needs a feature, binds these same instances, so both stages share one
 * session, one HTTP client (one token refresh at a time) and one tracker loader.
 * docs/architecture.md, "Two stages, one composition root".
 */
import type { KyInstance } from 'ky';
import type { ShellServices } from '../../application/app-services';
import { createHttpAuthGateway } from '../http/auth-gateway.http';
import { createHttpClient } from '../http/client';
import { createHttpPublicSettings } from '../http/public-settings.http';
import { createMemoryKeyValueStore } from '../key-value-store';
import { createSessionSignal } from '../session-signal.memory';
import { createStoredTokenStore } from '../token-store.storage';
import { createRecordingTrackerLoader, createScriptTrackerLoader } from '../tracking/script-trackers';
import type { ContainerOptions, FakeShellPorts } from './container-options';

/** The first stage's ports, plus the API's HTTP client the container's adapters share (http mode; null in fake mode). */
export interface ShellPorts extends ShellServices {
  http: KyInstance | null;
}

/**
 * Makes the first page's ports for one mode.
 * @param fakeShellPorts the fakes of auth and settings, required in fake mode (throws without them).
 */
export function createShellPorts(options: ContainerOptions, fakeShellPorts?: FakeShellPorts): ShellPorts {
  const { mode, clock, storage } = options;
  const tokens = createStoredTokenStore(storage);
  const sessionSignal = createSessionSignal();
  const sessionStore = options.sessionStorage ?? createMemoryKeyValueStore();
  // Real scripts only in a browser page of http mode; fake mode and tests record the request.
  const trackers = mode === 'http' && typeof document !== 'undefined' ? createScriptTrackerLoader(document) : createRecordingTrackerLoader();
  const base = { mode, clock, storage, sessionStore, tokens, sessionSignal, trackers };
  if (mode === 'http') {
    const http = createHttpClient({ apiUrl: options.apiUrl, tokens, signal: sessionSignal, fetch: options.fetch });
    return { ...base, http, auth: createHttpAuthGateway(http, tokens), publicSettings: createHttpPublicSettings(http) };
  }
  if (!fakeShellPorts) throw new Error('Fake mode needs the fake bindings (src/infrastructure/di/fake-bindings.ts).');
  return { ...base, http: null, ...fakeShellPorts({ tokens, clock, signal: sessionSignal }, options) };
}
