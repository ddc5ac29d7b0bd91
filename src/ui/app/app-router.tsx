/**
 * The routes and the single guard. Every navigation goes through
 * `routeDecision(path, user)` (src/domain/payment-gate.ts): redirect → <Redirect
 * replace/>, forbidden → the 403 error page inside the route's layout, not-found →
 * the 404 error page ('This page could not be found'). While the session is being
 * resumed a full-page loading state shows. Each route sets document.title through
 * pageTitle(route.title).
 */
import { Suspense, useEffect } from 'react';
import type { FeatureName } from '../../application/app-use-cases';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { APP_ROUTES, findRoute, pageTitle, type AppRoute, type AppRouteId } from '../../domain/app-routes';
import { errorPageContent } from '../../domain/error-page';
import { routeDecision, type RouteDecision } from '../../domain/payment-gate';
import { FullPageLoading, Spinner } from '../design-system/spinner';
import { ErrorPage } from '../features/errors/error-page';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { AuthLayout } from '../layouts/auth-layout';
import { screenFallback } from './app.css';
import { LAYOUTS, ROUTE_FEATURES, ROUTE_VIEWS } from './route-views';
import { usePreloadUseCases } from './services-context';
import { useSession } from './session-context';

function titleFor(route: AppRoute | null, decision: RouteDecision | null): string | null {
  if (!decision || decision.kind === 'redirect') return null;
  if (decision.kind === 'not-found' || !route) return errorPageContent(404).title;
  if (decision.kind === 'forbidden') return errorPageContent(403).title;
  return route.title;
}

/** Sets document.title to 'Cotador de Planos de Saúde | %s'. */
export function usePageTitle(part: string | null): void {
  useEffect(() => {
    if (part) document.title = pageTitle(part);
  }, [part]);
}

function ScreenFallback() {
  return (
    <div role="status" aria-label="Carregando" className={screenFallback}>
      <Spinner size="lg" />
    </div>
  );
}

const NO_FEATURES: readonly FeatureName[] = [];

export function AppRouter() {
  const [location] = useLocation();
  const { user, status } = useSession();
  const route = findRoute(location);
  const decision = status === 'checking' ? null : routeDecision(location, user);
  usePageTitle(titleFor(route, decision));
  // Fetch the features the screen reads with the screen's chunk (route-views.tsx).
  const allowed = decision !== null && decision.kind === 'allow' && route !== null;
  usePreloadUseCases((allowed && ROUTE_FEATURES[route.id as AppRouteId]) || NO_FEATURES);

  if (!decision) return <FullPageLoading message="Verificando sua sessão…" />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  if (decision.kind === 'not-found' || !route) {
    return (
      <AuthLayout>
        <ErrorPage status={404} />
      </AuthLayout>
    );
  }

  const Layout = LAYOUTS[ROUTE_VIEWS[route.id as AppRouteId].layout];
  // Layouts other than the auth one are loaded on demand (route-views.tsx).
  // The outer boundary catches what fails before the screen (a layout's chunk, the features' use
  // cases it reads) and, like the screen's, recovers on the next navigation.
  return (
    <RouteErrorBoundary resetKey={location}>
    <Suspense fallback={<FullPageLoading />}>
    <Layout>
      <RouteErrorBoundary resetKey={location}>
        {decision.kind === 'forbidden' ? (
          <ErrorPage status={403} />
        ) : (
          <Suspense fallback={<ScreenFallback />}>
            <Switch>
              {APP_ROUTES.map((appRoute) => {
                const Screen = ROUTE_VIEWS[appRoute.id].screen;
                return (
                  <Route key={appRoute.id} path={appRoute.pattern}>
                    {(params) => <Screen route={appRoute} params={params} />}
                  </Route>
                );
              })}
              <Route>
                <ErrorPage status={404} />
              </Route>
            </Switch>
          </Suspense>
        )}
      </RouteErrorBoundary>
    </Layout>
    </Suspense>
    </RouteErrorBoundary>
  );
}
