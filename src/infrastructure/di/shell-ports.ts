/**
 * The first stage of the composition root: the ports the first
 * page needs — the session (tokens, signal, auth), the consent banner (run-time settings,
 * trackers), the clock and the storages — made by plain functions, without inversify, the
 * features' adapters, zod or ky: the API's HTTP client and the two HTTP adapters here (auth,
 * settings) are in shell-http.ts, fetched on first need (main.tsx asks for it at start-up, while
 * the landing hydrates), and fetch their wire schemas on their first call. main.tsx builds
 * them at start-up; the container (container-core.ts), built with the first screen that needs a
 * feature, binds these same instances, so both stages share one session, one HTTP client (one
 * token refresh at a time) and one tracker loader.
 * docs/architecture.md, "Two stages, one composition root".
 */
import type { ShellServices } from '../../application/app-services';
import type { AuthGateway } from '../../application/session/auth-gateway';
import type { TokenStore } from '../../application/session/token-store';
import { err } from '../../application/shared/result';
import type { PublicSettingsGateway } from '../../application/support/support-gateway';
import { UNAVAILABLE_MESSAGE } from '../http/messages';
import { createMemoryKeyValueStore } from '../key-value-store';
import { createSessionSignal } from '../session-signal.memory';
import { createStoredTokenStore } from '../token-store.storage';
import { createRecordingTrackerLoader, createScriptTrackerLoader } from '../tracking/script-trackers';
import type { ContainerOptions, FakeShellPorts } from './container-options';
import type { ShellHttp, ShellHttpOptions } from './shell-http';

/**
 * The first stage's HTTP part (shell-http.ts: the API's ky client and the auth and settings
 * adapters), fetched on first need so the first page does not carry ky.
 */
export interface DeferredShellHttp {
  /** Fetches and makes it once (a failed fetch is tried again on the next call). */
  load(): Promise<ShellHttp>;
  /** The one made so far, or null before the first load ends. */
  current(): ShellHttp | null;
}

/** The first stage's ports, plus the API's HTTP part the container's adapters share (http mode; null in fake mode). */
export interface ShellPorts extends ShellServices {
  http: DeferredShellHttp | null;
}

/** shell-http.ts, or what stands for it (the tests' container passes it to make the HTTP part at once). */
export type ShellHttpModule = { createShellHttp(options: ShellHttpOptions): ShellHttp };

/**
 * Makes the first page's ports for one mode.
 * @param fakeShellPorts the fakes of auth and settings, required in fake mode (throws without them).
 * @param httpModule http mode: the module the HTTP part is made from — by default shell-http.ts,
 *   fetched on first need; given as a module, the part is made at once (the container of the tests
 *   and the contract suite, container.ts); given as a loader, it is called on first need (tests).
 */
export function createShellPorts(
  options: ContainerOptions,
  fakeShellPorts?: FakeShellPorts,
  httpModule: ShellHttpModule | (() => Promise<ShellHttpModule>) = () => import('./shell-http'),
): ShellPorts {
  const { mode, clock, storage } = options;
  const tokens = createStoredTokenStore(storage);
  const sessionSignal = createSessionSignal();
  const sessionStore = options.sessionStorage ?? createMemoryKeyValueStore();
  // Real scripts only in a browser page of http mode; fake mode and tests record the request.
  const trackers = mode === 'http' && typeof document !== 'undefined' ? createScriptTrackerLoader(document) : createRecordingTrackerLoader();
  const base = { mode, clock, storage, sessionStore, tokens, sessionSignal, trackers };
  if (mode === 'http') {
    const http = deferShellHttp({ apiUrl: options.apiUrl, tokens, signal: sessionSignal, fetch: options.fetch }, httpModule);
    return { ...base, http, auth: deferredAuthGateway(http, tokens), publicSettings: deferredPublicSettings(http) };
  }
  if (!fakeShellPorts) throw new Error('Fake mode needs the fake bindings (src/infrastructure/di/fake-bindings.ts).');
  return { ...base, http: null, ...fakeShellPorts({ tokens, clock, signal: sessionSignal }, options) };
}

/** The HTTP part, made at once from a module, or from a loader's module on the first `load`. */
function deferShellHttp(options: ShellHttpOptions, module: ShellHttpModule | (() => Promise<ShellHttpModule>)): DeferredShellHttp {
  const loadModule = typeof module === 'function' ? module : () => Promise.resolve(module);
  let made: ShellHttp | null = typeof module === 'function' ? null : module.createShellHttp(options);
  let loading: Promise<ShellHttp> | null = null;
  return {
    current: () => made,
    load() {
      if (made) return Promise.resolve(made);
      loading ??= loadModule().then(
        (loaded) => (made ??= loaded.createShellHttp(options)),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** The HTTP part could not be fetched (offline, server down): the same failure as a call that could not reach the server. */
const UNREACHABLE = { kind: 'unavailable', message: UNAVAILABLE_MESSAGE } as const;

/** The AuthGateway of shell-http.ts, reached through its first load; `hasSession` reads the stored tokens at once. */
function deferredAuthGateway(http: DeferredShellHttp, tokens: TokenStore): AuthGateway {
  return {
    async login(credentials) {
      const loaded = await http.load().catch(() => null);
      return loaded ? loaded.auth.login(credentials) : err(UNREACHABLE);
    },
    async currentUser() {
      const loaded = await http.load().catch(() => null);
      return loaded ? loaded.auth.currentUser() : err(UNREACHABLE);
    },
    async logout() {
      const loaded = await http.load().catch(() => null);
      // The local session is forgotten even when the server (or the client's code) cannot be reached.
      if (loaded) await loaded.auth.logout();
      else tokens.clear();
    },
    hasSession: () => tokens.read() !== null,
  };
}

/** The PublicSettingsGateway of shell-http.ts, reached through its first load. */
function deferredPublicSettings(http: DeferredShellHttp): PublicSettingsGateway {
  return {
    async settings() {
      const loaded = await http.load().catch(() => null);
      return loaded ? loaded.publicSettings.settings() : err(UNREACHABLE);
    },
  };
}
