/**
 * The second stage of the composition root (docs/architecture.md, "Two stages, one
 * composition root"): main.tsx fetches this module (the container, inversify) with the first
 * screen that needs a feature; each feature's adapters and use cases are then fetched, bound and
 * built on that feature's first need — `/cotacao` carries the quotation feature's code, not the
 * life wizard's or the control panel's. The list below is the one place that maps a feature to
 * its module; the bundle budget (scripts/lib/bundle-budget.ts) names the modules a route waits for.
 */
import type { Container, ContainerModule } from 'inversify';
import type { AppUseCases, FeatureName } from '../../application/app-use-cases';
import type { ShellUseCases } from '../../application/shell-use-cases';
import { createContainerCore } from './container-core';
import type { ContainerOptions, FakeBackend, FeatureModule } from './container-options';
import type { ShellPorts } from './shell-ports';

/** Each feature's module (features/), fetched on demand. */
export const FEATURE_MODULES: { [K in FeatureName]: () => Promise<FeatureModule<K>> } = {
  quotation: () => import('./features/quotation').then((m) => m.quotationFeature),
  proposal: () => import('./features/proposal').then((m) => m.proposalFeature),
  accounts: () => import('./features/accounts').then((m) => m.accountsFeature),
  subscription: () => import('./features/subscription').then((m) => m.subscriptionFeature),
  tableUpdates: () => import('./features/table-updates').then((m) => m.tableUpdatesFeature),
  support: () => import('./features/support').then((m) => m.supportFeature),
  life: () => import('./features/life').then((m) => m.lifeFeature),
  planAdmin: () => import('./features/plan-admin').then((m) => m.planAdminFeature),
};

/**
 * Loads a feature's inversify modules into `container`: the local ones in both modes, the HTTP
 * ones in http mode; a module already in `loaded` (a shared one another feature brought) is not
 * loaded again. `loaded` belongs to the container.
 */
export function loadFeatureModules(container: Container, options: ContainerOptions, feature: FeatureModule<FeatureName>, loaded: Set<ContainerModule>): void {
  const modules = options.mode === 'http' ? [...feature.modules.local, ...feature.modules.http] : feature.modules.local;
  for (const module of modules) {
    if (loaded.has(module)) continue;
    container.load(module);
    loaded.add(module);
  }
}

/** Builds one feature's use cases (at most once per feature: the caller, services-context.tsx, keeps them). */
export type FeatureLoader = <K extends FeatureName>(feature: K, shell: ShellUseCases) => Promise<AppUseCases[K]>;

/** The app's one container over the first stage's ports, and a loader of each feature over it. */
export function createFeatureLoader(options: ContainerOptions, fakes: FakeBackend | undefined, shell: ShellPorts): FeatureLoader {
  // The container binds the first stage's HTTP client (http mode): made once its module is loaded (shell-ports.ts).
  const container: Promise<Container> = (shell.http ? shell.http.load() : Promise.resolve(null)).then(() => createContainerCore(options, fakes, shell));
  const loaded = new Set<ContainerModule>();
  return async (feature, shellUseCases) => {
    const [core, module] = await Promise.all([container, FEATURE_MODULES[feature]()]);
    loadFeatureModules(core, options, module, loaded);
    return module.useCases(core, shellUseCases);
  };
}
