/**
 * What every fake method does around its body, once for all fakes: the simulated latency, the
 * call log, the failure controls (one failure for the next call, or for the next call of one
 * name — `failNextWith`; every call unreachable until `goOnline` — `goOffline`) and the access
 * check of the route the method stands for, by the one access table the server enforces
 * (src/contract/route-access.ts, through the FakeAuthGateway's `guard`). A fake writes only its
 * bodies and hands them to {@link FakePort.wrap}; `createFaultSwitch` is the switch alone, for a
 * fake that asks it itself.
 */
import { err, type RemoteFailure } from '../../application/shared/result';
import type { ApiRoute } from '../../contract/route-access';

/** What an unreachable server answers, in every fake. */
export const FAKE_OFFLINE_FAILURE: RemoteFailure = {
  kind: 'unavailable',
  message: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
};

/** The test controls a fake exposes; `F` is the failure its port answers (RemoteFailure by default). */
export interface FakeFaultControls<F = RemoteFailure> {
  /** The next call answers this failure; with `call` (a name in `calls`), the next call of that name only. */
  failNextWith(failure: F, call?: string): void;
  /** Every call fails as if the server were unreachable, until `goOnline`. */
  goOffline(): void;
  goOnline(): void;
}

/** The controls plus what the fake reads of them. */
export interface FaultSwitch<F = RemoteFailure> {
  readonly controls: FakeFaultControls<F>;
  isOffline(): boolean;
  /** The pending one-shot failure for `call` (any call when none was named), or null; it is cleared. */
  takeNextFailure(call?: string): F | null;
}

/** Creates a switch: online, no failure pending. */
export function createFaultSwitch<F = RemoteFailure>(): FaultSwitch<F> {
  let nextFailure: F | null = null;
  let failingCall: string | undefined;
  let offline = false;
  return {
    controls: {
      failNextWith(failure, call) {
        nextFailure = failure;
        failingCall = call;
      },
      goOffline: () => void (offline = true),
      goOnline: () => void (offline = false),
    },
    isOffline: () => offline,
    takeNextFailure(call) {
      if (failingCall !== undefined && failingCall !== call) return null;
      const failure = nextFailure;
      nextFailure = null;
      failingCall = undefined;
      return failure;
    },
  };
}

/** Options of {@link createFakePort}. */
export interface FakePortOptions<F> {
  /** Simulated latency of every call, in ms (the fake mode in the browser uses a little; tests 0). */
  latencyMs?: number;
  /**
   * The access check of a route (the FakeAuthGateway's `guard`): null when the session may call
   * it, else the 401/402/403 as the HTTP client sees it. Needed when `wrap` is given routes.
   */
  guard?: (route: ApiRoute) => RemoteFailure | null;
  /** How an injected failure reads on the call it hits (e.g. a read-only call cannot answer `declined`); as it is by default. */
  injected?: (failure: F, call: string) => F;
}

/** The controls of a fake port: the switch's and the log of the calls seen, oldest first. */
export interface FakePortControls<F = RemoteFailure> extends FakeFaultControls<F> {
  readonly calls: string[];
}

/**
 * The route each method of `T` stands for: a route, or — for a method whose route depends on
 * its arguments (a dry run or a confirm, by `commit`) — the route of those arguments.
 */
export type FakeRoutes<T> = { readonly [K in keyof T]?: ApiRoute | (T[K] extends (...args: infer A) => unknown ? (...args: A) => ApiRoute : never) };

/** One fake port's plumbing: its controls, and the wrapper of its methods. */
export interface FakePort<F = RemoteFailure> {
  readonly controls: FakePortControls<F>;
  /**
   * `methods` with each async method `name` made to: wait the latency, log `name` in `calls`,
   * answer `err(FAKE_OFFLINE_FAILURE)` when offline, `err(failure)` for a pending one-shot
   * failure, then — when `routes[name]` is given — the guard's refusal of that route (the one
   * of the call's arguments, when it is a function; the access level is the table's, as the
   * server's `onRequest` hook checks it before the body); else it runs the body. Every method
   * must answer a `Result`.
   */
  wrap<T extends object>(methods: T, routes?: FakeRoutes<T>): T;
}

/** Creates a port's plumbing: online, no failure pending, no call seen. */
export function createFakePort<F = RemoteFailure>(options: FakePortOptions<F> = {}): FakePort<F> {
  const faults = createFaultSwitch<F>();
  const calls: string[] = [];
  const refusal = (name: string, route: ApiRoute | undefined): RemoteFailure | F | null => {
    if (faults.isOffline()) return FAKE_OFFLINE_FAILURE;
    const failure = faults.takeNextFailure(name);
    if (failure) return options.injected ? options.injected(failure, name) : failure;
    return route && options.guard ? options.guard(route) : null;
  };
  return {
    controls: { ...faults.controls, calls },
    wrap<T extends object>(methods: T, routes: FakeRoutes<T> = {}): T {
      const wrapped = { ...methods } as Record<string, unknown>;
      for (const [name, body] of Object.entries(methods) as Array<[string, unknown]>) {
        if (typeof body !== 'function') continue;
        wrapped[name] = async (...args: unknown[]) => {
          await new Promise((resolve) => setTimeout(resolve, options.latencyMs ?? 0));
          calls.push(name);
          const route = (routes as Record<string, ApiRoute | ((...a: unknown[]) => ApiRoute) | undefined>)[name];
          const failure = refusal(name, typeof route === 'function' ? route(...args) : route);
          return failure ? err(failure) : (body as (...a: unknown[]) => unknown)(...args);
        };
      }
      return wrapped as T;
    },
  };
}
