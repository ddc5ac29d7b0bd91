import type { AppRoute } from '../../domain/app-routes';

/** Props every routed screen receives: its route (id, pattern, title) and the path parameters. */
export interface ScreenProps {
  route: AppRoute;
  params: Readonly<Record<string, string | undefined>>;
}
