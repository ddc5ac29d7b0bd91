/**
 * The app shell: services context, alerts, router (browser location, or a memory
 * location in tests), the one session actor, and the guarded routes.
 */
import { Router, type BaseLocationHook } from 'wouter';
import type { AppServices } from '../../application/app-services';
import '../design-system';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { ConsentProvider } from '../shared/consent/consent';
import { AlertProvider } from './alert-context';
import { AppRouter } from './app-router';
import { ServicesProvider } from './services-context';
import { SessionProvider } from './session-context';

export interface AppProps {
  services: AppServices;
  /** Location hook for wouter (tests pass `memoryLocation().hook`); defaults to the browser location. */
  locationHook?: BaseLocationHook;
}

export function App({ services, locationHook }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <ConsentProvider>
      <AlertProvider>
        <Router hook={locationHook}>
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
