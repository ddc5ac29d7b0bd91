/**
 * The one typed context that hands the application to components (architecture rule 8), in
 * two stages (issue 16, "lean first load"; docs/architecture.md, "Two stages, one composition
 * root"):
 * - `useShellUseCases()`: what the first page calls (login, session texts, run-time settings,
 *   consent), built at start-up over the first stage's ports;
 * - `useUseCases()`: every feature's use cases (src/application/app-use-cases.ts). The
 *   composition root (main.tsx) builds them on first need — their chunk, the container and the
 *   features' adapters are fetched then; until they are ready the calling component suspends
 *   (React `use`), so the nearest <Suspense> shows its fallback: a read before the load waits,
 *   it never fails. Tests pass them ready.
 * `useServices()` (the first stage's ports) is for the app shell in src/ui/app only.
 */
import { createContext, use, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { ShellServices } from '../../application/app-services';
import type { AppUseCases } from '../../application/app-use-cases';
import { createShellUseCases, type ShellUseCases } from '../../application/shell-use-cases';

/** Builds every feature's use cases, sharing the first page's (main.tsx: fetches the container and the use cases' chunk). */
export type FeatureUseCasesLoader = (shell: ShellUseCases) => Promise<AppUseCases>;

/**
 * Every feature's use cases: `ready` when built before the first render (tests), else `load()`,
 * which builds them once, on first need. A failed load stays failed, as a failed `React.lazy`
 * chunk does: the route's error page shows and a page reload tries again (a stale chunk after a
 * deploy reloads by itself: main.tsx), rather than a render loop of new attempts.
 */
interface FeatureUseCases {
  ready: AppUseCases | null;
  load(): Promise<AppUseCases>;
}

function featureUseCases(source: AppUseCases | FeatureUseCasesLoader, shell: ShellUseCases): FeatureUseCases {
  if (typeof source !== 'function') return { ready: source, load: () => Promise.resolve(source) };
  const build = source;
  let loading: (Promise<AppUseCases> & { status?: string; value?: AppUseCases }) | null = null;
  return {
    ready: null,
    load() {
      if (loading) return loading;
      const pending: Promise<AppUseCases> & { status?: string; value?: AppUseCases } = build(shell).then((built) => {
        // React's `use` reads a settled promise's status: components rendered later get the
        // use cases without suspending again.
        pending.status = 'fulfilled';
        pending.value = built;
        return built;
      });
      loading = pending;
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
   * or the composition root's loader, called with the first page's use cases on first need.
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
 * The use cases of every feature (src/application/app-use-cases.ts): what feature screens call.
 * Suspends the calling component until they are loaded (render it inside <Suspense>).
 */
export function useUseCases(): AppUseCases {
  const { features } = useServicesValue('useUseCases');
  // `ready` never changes for a provider, so a component calls `use` on every render or on none.
  return features.ready ?? use(features.load());
}

/**
 * Starts loading every feature's use cases when `needed` (the router: any screen but the
 * landing's), so their chunk comes in parallel with the screen's instead of after it.
 */
export function usePreloadUseCases(needed: boolean): void {
  const { features } = useServicesValue('usePreloadUseCases');
  useEffect(() => {
    // A failure shows where the use cases are read (useUseCases: the route's error page).
    if (needed && !features.ready) features.load().catch(() => undefined);
  }, [needed, features]);
}
