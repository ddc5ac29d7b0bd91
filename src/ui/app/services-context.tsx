/**
 * The one typed context that hands the application to components (architecture rule 8), in
 * two stages (docs/architecture.md, "Two stages, one composition
 * root"):
 * - `useShellUseCases()`: what the first page calls (login, session texts, run-time settings,
 *   consent, `mode`), built at start-up over the first stage's ports;
 * - `useUseCases(feature)`: one feature's use cases (src/application/app-use-cases.ts). The
 *   composition root (main.tsx) builds each feature on its first need — the container and that
 *   feature's adapters and use cases are fetched then, and no other feature's; until they are
 *   ready the calling component suspends (React `use`), so the nearest <Suspense> shows its
 *   fallback: a read before the load waits, it never fails. Tests pass them all ready.
 * `useServices()` (the first stage's ports) is for the app shell in src/ui/app only.
 */
import { createContext, use, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { ShellServices } from '../../application/app-services';
import type { AppUseCases, FeatureName } from '../../application/app-use-cases';
import { createShellUseCases, type ShellUseCases } from '../../application/shell-use-cases';

/**
 * Builds one feature's use cases, sharing the first page's (main.tsx: fetches the container and
 * that feature's chunk). Called at most once per feature and app.
 */
export type FeatureUseCasesLoader = <K extends FeatureName>(feature: K, shell: ShellUseCases) => Promise<AppUseCases[K]>;

type Loading<T> = Promise<T> & { status?: string; value?: T };

/**
 * The features' use cases: `ready` when all were built before the first render (tests), else
 * `load(feature)`, which builds that feature once, on first need. A failed load stays failed, as
 * a failed `React.lazy` chunk does: the route's error page shows and a page reload tries again
 * (a stale chunk after a deploy reloads by itself: main.tsx), rather than a render loop of new
 * attempts.
 */
interface FeatureUseCases {
  ready: AppUseCases | null;
  load<K extends FeatureName>(feature: K): Promise<AppUseCases[K]>;
}

function featureUseCases(source: AppUseCases | FeatureUseCasesLoader, shell: ShellUseCases): FeatureUseCases {
  if (typeof source !== 'function') return { ready: source, load: (feature) => Promise.resolve(source[feature]) };
  const build = source;
  const loads = new Map<FeatureName, Loading<unknown>>();
  return {
    ready: null,
    load<K extends FeatureName>(feature: K) {
      const started = loads.get(feature) as Loading<AppUseCases[K]> | undefined;
      if (started) return started;
      const pending: Loading<AppUseCases[K]> = build(feature, shell).then((built) => {
        // React's `use` reads a settled promise's status: components rendered later get the
        // use cases without suspending again.
        pending.status = 'fulfilled';
        pending.value = built;
        return built;
      });
      loads.set(feature, pending);
      return pending;
    },
  };
}

interface ServicesValue {
  services: ShellServices;
  shell: ShellUseCases;
  features: FeatureUseCases;
}

const ServicesContext = createContext<ServicesValue | null>(null);

export interface ServicesProviderProps {
  /** The first stage's ports (the session's and the consent banner's). */
  services: ShellServices;
  /**
   * Every feature's use cases over every port (which include the first stage's): built (tests),
   * or the composition root's loader, called per feature with the first page's use cases on
   * first need.
   */
  useCases: AppUseCases | FeatureUseCasesLoader;
  children: ReactNode;
}

export function ServicesProvider({ services, useCases, children }: ServicesProviderProps) {
  const value = useMemo<ServicesValue>(() => {
    const shell = typeof useCases === 'function' ? createShellUseCases(services) : useCases;
    return { services, shell, features: featureUseCases(useCases, shell) };
  }, [services, useCases]);
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

function useServicesValue(hook: string): ServicesValue {
  const value = useContext(ServicesContext);
  if (!value) throw new Error(`${hook} must be used inside <ServicesProvider>.`);
  return value;
}

/** The first stage's ports (auth, clock, storage, ...): for the app shell (src/ui/app) only. */
export function useServices(): ShellServices {
  return useServicesValue('useServices').services;
}

/** The use cases the first page calls (src/application/shell-use-cases.ts): always ready. */
export function useShellUseCases(): ShellUseCases {
  return useServicesValue('useShellUseCases').shell;
}

/**
 * One feature's use cases (src/application/app-use-cases.ts): what feature screens call.
 * Suspends the calling component until that feature is loaded (render it inside <Suspense>).
 */
export function useUseCases<K extends FeatureName>(feature: K): AppUseCases[K] {
  const { features } = useServicesValue('useUseCases');
  // `ready` never changes for a provider, so a component calls `use` on every render or on none.
  return features.ready ? features.ready[feature] : use(features.load(feature));
}

/**
 * Starts loading `features` (the router: the route's layout and screen), so their chunks come
 * in parallel with the screen's instead of after it.
 */
export function usePreloadUseCases(features: readonly FeatureName[]): void {
  const { features: loader } = useServicesValue('usePreloadUseCases');
  const key = features.join(',');
  useEffect(() => {
    if (loader.ready || !key) return;
    // A failure shows where the use cases are read (useUseCases: the route's error page).
    for (const feature of key.split(',') as FeatureName[]) loader.load(feature).catch(() => undefined);
  }, [key, loader]);
}
