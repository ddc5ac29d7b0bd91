/**
 * The app shell: services context, alerts, router (browser location, or a memory
 * location in tests), the one session actor, and the guarded routes.
 */
import { Router, type BaseLocationHook } from 'wouter';
import type { ShellServices } from '../../application/app-services';
import type { AppUseCases } from '../../application/app-use-cases';
import '../design-system/global-styles';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { ConsentProvider } from '../shared/consent/consent';
import { AlertProvider } from './alert-context';
import { AppRouter } from './app-router';
import { ServicesProvider, type FeatureUseCasesLoader } from './services-context';
import { SessionProvider } from './session-context';

export interface AppProps {
  /** The first stage's ports (main.tsx: shell-ports.ts; tests: every port). */
  services: ShellServices;
  /** Every feature's use cases: built (tests), or the composition root's loader (main.tsx). */
  useCases: AppUseCases | FeatureUseCasesLoader;
  /** Location hook for wouter (tests pass `memoryLocation().hook`); defaults to the browser location. */
  locationHook?: BaseLocationHook;
  /** The path of a render in Node (prerender.tsx: the landing); the browser's location otherwise. */
  ssrPath?: string;
  /** How long an alert stays (AlertProvider's `autoHideMs`; tests: null, until closed). */
  alertAutoHideMs?: number | null;
}

export function App({ services, useCases, locationHook, ssrPath, alertAutoHideMs }: AppProps) {
  return (
    <ServicesProvider services={services} useCases={useCases}>
      <ConsentProvider>
      <AlertProvider autoHideMs={alertAutoHideMs}>
        <Router hook={locationHook} ssrPath={ssrPath}>
          <RouteErrorBoundary resetKey="app">
            <SessionProvider>
              <AppRouter />
            </SessionProvider>
          </RouteErrorBoundary>
        </Router>
      </AlertProvider>
      </ConsentProvider>
    </ServicesProvider>
  );
}
