/** What the composition root is built from (both stages: shell-ports.ts and container-core.ts). */
import type { Clock } from '../../application/shared/clock';
import type { KeyValueStore } from '../../application/shared/key-value-store';
import type { Container, ContainerModule } from 'inversify';
import type { AuthGateway } from '../../application/session/auth-gateway';
import type { SessionSignal } from '../../application/session/session-signal';
import type { TokenStore } from '../../application/session/token-store';
import type { PublicSettingsGateway } from '../../application/support/support-gateway';
import type { AppUseCases, FeatureName } from '../../application/app-use-cases';
import type { ShellUseCases } from '../../application/shell-use-cases';

/** 'http': the REST API; 'fake': the in-memory fakes (tests, QA, `npm run dev:fake`). */
export type BackendMode = 'http' | 'fake';

/** The settings both stages of the composition are built from (main.tsx: the env and the browser's storages). */
export interface ContainerOptions {
  mode: BackendMode;
  /** Absolute API root ending in `/api/` (http mode). */
  apiUrl: string;
  storage: KeyValueStore;
  clock: Clock;
  /** Fake mode: simulated latency in ms. */
  fakeLatencyMs?: number;
  /**
   * Fake mode: pending charges (PIX, boleto, the delayed sandbox card) are approved this
   * long after checkout, like the sandbox provider's webhook (default 3000 ms; null: only
   * when a test calls `settlePending()`).
   */
  fakePaymentConfirmMs?: number | null;
  /**
   * Base URL of the life-insurance service (http mode), e.g. `http://localhost:8081`
   * (`VITE_LIFE_API_URL`; default the API's host on its port + 1, see ui/app/env.ts).
   */
  lifeApiUrl?: string;
  /** Its cable: `lifeApiUrl` with ws(s):// and `/cable` (http mode). */
  lifeCableUrl?: string;
  /** Per-tab storage (sessionStorage in the browser) for the chosen life quote; memory by default. */
  sessionStorage?: KeyValueStore;
  /** Fake mode: ms from an accepted life quotation to its result (default 0; null: only on `releaseResults()`). */
  fakeLifeResultDelayMs?: number | null;
  /** Http mode: the fetch the adapters use (the contract suite passes one that calls the server in-process). */
  fetch?: typeof fetch;
}

/** The first stage's fakes (fake-bindings.ts): the ports the first page needs, over the shared tokens, clock and signal. */
export type FakeShellPorts = (base: { tokens: TokenStore; clock: Clock; signal: SessionSignal }, options: ContainerOptions) => {
  auth: AuthGateway;
  publicSettings: PublicSettingsGateway;
};

/**
 * The in-memory back end of fake mode (fake-bindings.ts: `createFakeBackend()`, one per app): the
 * fakes of the first page's ports (made by shell-ports.ts) and the binder of every other port
 * (called by container-core.ts, after the first page's ports were made).
 */
export interface FakeBackend {
  shellPorts: FakeShellPorts;
  bind(container: Container, options: ContainerOptions): void;
}

/**
 * One feature's part of the composition (src/infrastructure/di/features/): its adapters and its
 * use cases, in a chunk of its own, so a screen fetches its feature's code and no other's
 * (docs/architecture.md, "Two stages, one composition root").
 */
export interface FeatureModule<K extends FeatureName> {
  /**
   * The inversify modules binding the ports the feature's use cases read: `local` in both modes
   * (the browser's storages, the PDF tools), `http` in http mode only (in fake mode the fake back
   * end bound every port with the container). Features share some modules (features/shared.ts):
   * a container loads each module once (feature-loader.ts, `loadFeatureModules`).
   */
  modules: { local: readonly ContainerModule[]; http: readonly ContainerModule[] };
  /** Builds the feature's use cases over the container's ports and the first page's use cases. */
  useCases(container: Container, shell: ShellUseCases): AppUseCases[K];
}
