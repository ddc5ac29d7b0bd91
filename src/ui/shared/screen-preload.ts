/**
 * Screens a feature may ask to fetch ahead of the click that opens them (their code chunk), by
 * name. A feature never imports another feature's files (dependency-cruiser), and the routes
 * (src/ui/app/route-views.tsx) import the features, so the app registers each loader here at
 * start and a feature calls {@link preloadScreen} with the name alone.
 */

/** The screens that can be fetched ahead. */
export type PreloadableScreen = 'comparative-proposal';

const loaders = new Map<PreloadableScreen, () => Promise<unknown>>();

/** Registers the loader of `screen` (the same `import()` its route's `lazy` uses). */
export function registerScreenPreloader(screen: PreloadableScreen, load: () => Promise<unknown>): void {
  loaders.set(screen, load);
}

/** Fetches `screen`'s code when a loader is registered; a failure is left to the route's own load. */
export function preloadScreen(screen: PreloadableScreen): void {
  loaders
    .get(screen)?.()
    .catch(() => undefined);
}
