/**
 * Which layout and screen each route of APP_ROUTES uses (spec point 2). Typed by
 * route id, so a route added in the domain must get its view here (React.lazy is
 * fine: the router renders screens inside <Suspense>).
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { FeatureName } from '../../application/app-use-cases';
import type { AppRouteId } from '../../domain/app-routes';
import { HomeScreen } from '../features/home/home-screen';
import type { ScreenProps } from '../shared/screen';
import { AuthLayout } from '../layouts/auth-layout';
import { registerScreenPreloader } from '../shared/screen-preload';

// The first load (`/home`) carries the login and the auth layout only: every other layout
// and screen is a chunk of its own, fetched when its route opens (the router renders layouts
// and screens inside <Suspense>). The budget: scripts/lib/bundle-budget.ts.
const SHELL_CHUNKS = {
  dashboardLayout: () => import('../layouts/dashboard/dashboard-layout'),
  defaultLayout: () => import('../layouts/default-layout'),
  lifeInsuranceLayout: () => import('../layouts/life-insurance-layout'),
  newAuthLayout: () => import('../layouts/new-auth-layout'),
  pdfLayout: () => import('../layouts/pdf-layout'),
  dashboardHome: () => import('../features/dashboard/dashboard-home-screen'),
  logout: () => import('../features/logout/logout-screen'),
  blocked: () => import('../features/subscription/blocked-screen'),
};

/**
 * Loads the lazy layouts and shell screens now (each is fetched once). Tests that render the
 * whole app call it before their first render (tests/ui/harness.tsx), so a busy machine's
 * first module transform is not counted in a `findBy` wait.
 */
export function preloadShellChunks(): Promise<unknown> {
  return Promise.all(Object.values(SHELL_CHUNKS).map((load) => load()));
}

const DashboardLayout = lazy(() => SHELL_CHUNKS.dashboardLayout().then((m) => ({ default: m.DashboardLayout })));
const DefaultLayout = lazy(() => SHELL_CHUNKS.defaultLayout().then((m) => ({ default: m.DefaultLayout })));
const LifeInsuranceLayout = lazy(() => SHELL_CHUNKS.lifeInsuranceLayout().then((m) => ({ default: m.LifeInsuranceLayout })));
const NewAuthLayout = lazy(() => SHELL_CHUNKS.newAuthLayout().then((m) => ({ default: m.NewAuthLayout })));
const PdfLayout = lazy(() => SHELL_CHUNKS.pdfLayout().then((m) => ({ default: m.PdfLayout })));
const DashboardHomeScreen = lazy(() => SHELL_CHUNKS.dashboardHome().then((m) => ({ default: m.DashboardHomeScreen })));
const LogoutScreen = lazy(() => SHELL_CHUNKS.logout().then((m) => ({ default: m.LogoutScreen })));
const BlockedScreen = lazy(() => SHELL_CHUNKS.blocked().then((m) => ({ default: m.BlockedScreen })));

export type LayoutKind = 'auth' | 'new-auth' | 'default' | 'dashboard' | 'life-insurance' | 'pdf';

export interface RouteView {
  layout: LayoutKind;
  screen: ComponentType<ScreenProps>;
}

export const LAYOUTS: Record<LayoutKind, ComponentType<{ children: ReactNode }>> = {
  auth: AuthLayout,
  'new-auth': NewAuthLayout,
  default: DefaultLayout,
  dashboard: DashboardLayout,
  'life-insurance': LifeInsuranceLayout,
  pdf: PdfLayout,
};

// Feature screens loaded on demand, so the first page stays small.
const QuotationScreen = lazy(() => import('../features/quotation/quotation-screen'));
const InstitutionsScreen = lazy(() => import('../features/institutions/institutions-screen'));
const loadComparativeProposal = () => import('../features/proposal/comparative-proposal-screen');
const ComparativeProposalScreen = lazy(loadComparativeProposal);
registerScreenPreloader('comparative-proposal', loadComparativeProposal);
const MyQuotationsScreen = lazy(() => import('../features/my-quotations/my-quotations-screen'));
const ClientsScreen = lazy(() => import('../features/clients/clients-screen'));
const ClientScreen = lazy(() => import('../features/clients/client-screen'));
const ComparisonPdfScreen = lazy(() => import('../features/proposal/comparison-pdf-screen'));
// Accounts and team.
const RegisterScreen = lazy(() => import('../features/accounts/register-screen').then((m) => ({ default: m.RegisterScreen })));
const ConfirmEmailScreen = lazy(() => import('../features/accounts/confirm-email-screen').then((m) => ({ default: m.ConfirmEmailScreen })));
const ForgotPasswordScreen = lazy(() => import('../features/accounts/forgot-password-screen').then((m) => ({ default: m.ForgotPasswordScreen })));
const ResetPasswordScreen = lazy(() => import('../features/accounts/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })));
const ProfileScreen = lazy(() => import('../features/profile/profile-screen').then((m) => ({ default: m.ProfileScreen })));
const ConfirmEmailChangeScreen = lazy(() =>
  import('../features/profile/confirm-email-change-screen').then((m) => ({ default: m.ConfirmEmailChangeScreen })),
);
const TutorialsScreen = lazy(() => import('../features/tutorials/tutorials-screen').then((m) => ({ default: m.TutorialsScreen })));
const PlanAndSubscriptionsScreen = lazy(() =>
  import('../features/subscription/plan-and-subscriptions-screen').then((m) => ({ default: m.PlanAndSubscriptionsScreen })),
);
// Subscription and payment.
const StartScreen = lazy(() => import('../features/subscription/start-screen').then((m) => ({ default: m.StartScreen })));
const BlockedManagementScreen = lazy(() =>
  import('../features/subscription/blocked-management-screen').then((m) => ({ default: m.BlockedManagementScreen })),
);
const RegisterAndSubscribeScreen = lazy(() =>
  import('../features/subscription/register-and-subscribe-screen').then((m) => ({ default: m.RegisterAndSubscribeScreen })),
);
const PlanAndSubscriptionsOldScreen = lazy(() =>
  import('../features/subscription/plan-and-subscriptions-old-screen').then((m) => ({ default: m.PlanAndSubscriptionsOldScreen })),
);
const SubscriptionManagementScreen = lazy(() =>
  import('../features/subscription/management-screen').then((m) => ({ default: m.SubscriptionManagementScreen })),
);
const CancelSubscriptionScreen = lazy(() => import('../features/subscription/cancel-screen').then((m) => ({ default: m.CancelSubscriptionScreen })));
// Life insurance.
const LifeQuoteScreen = lazy(() => import('../features/life-insurance/life-quote-screen'));
const LifeFinalizationScreen = lazy(() => import('../features/life-insurance/life-finalization-screen'));
const LifeSharedProposalScreen = lazy(() => import('../features/life-insurance/life-shared-proposal-screen'));
const ControlPanelScreen = lazy(() => import('../features/admin/control-panel-screen').then((m) => ({ default: m.ControlPanelScreen })));
// Control panel plan editing.
const PlanEditorScreen = lazy(() => import('../features/admin/plan-editor/plan-editor-screen'));
const PaymentReportScreen = lazy(() => import('../features/admin/payment-report-screen').then((m) => ({ default: m.PaymentReportScreen })));

/** The routes of one layout: `{ id: Screen }` → `{ id: { layout, screen } }`. */
function inLayout<Id extends AppRouteId>(layout: LayoutKind, screens: Record<Id, ComponentType<ScreenProps>>): Record<Id, RouteView> {
  return Object.fromEntries(Object.entries(screens).map(([id, screen]) => [id, { layout, screen }])) as Record<Id, RouteView>;
}

export const ROUTE_VIEWS: Record<AppRouteId, RouteView> = {
  ...inLayout('auth', {
    home: HomeScreen,
    logout: LogoutScreen,
    'confirm-email': ConfirmEmailScreen,
    'confirm-email-change': ConfirmEmailChangeScreen,
    'forgot-password': ForgotPasswordScreen,
    'reset-password': ResetPasswordScreen,
  }),
  ...inLayout('new-auth', { register: RegisterScreen, 'register-cvs': RegisterScreen, 'register-and-subscribe': RegisterAndSubscribeScreen }),
  ...inLayout('default', { start: StartScreen, 'subscription-blocked': BlockedScreen, 'subscription-blocked-management': BlockedManagementScreen }),
  ...inLayout('dashboard', {
    dashboard: DashboardHomeScreen,
    'plan-and-subscriptions': PlanAndSubscriptionsScreen,
    'plan-and-subscriptions-old': PlanAndSubscriptionsOldScreen,
    'subscription-management': SubscriptionManagementScreen,
    'subscription-cancel': CancelSubscriptionScreen,
    quotation: QuotationScreen,
    'comparative-proposal': ComparativeProposalScreen,
    'my-quotations': MyQuotationsScreen,
    clients: ClientsScreen,
    client: ClientScreen,
    institutions: InstitutionsScreen,
    profile: ProfileScreen,
    tutorials: TutorialsScreen,
    'admin-control-panel': ControlPanelScreen,
    'admin-payment-report': PaymentReportScreen,
    'admin-edit': PlanEditorScreen,
  }),
  ...inLayout('pdf', { 'comparison-pdf': ComparisonPdfScreen, 'life-insurance-shared-proposal': LifeSharedProposalScreen }),
  ...inLayout('life-insurance', { 'life-insurance': LifeQuoteScreen, 'life-insurance-finalization': LifeFinalizationScreen }),
};

/**
 * The features (their use cases and adapters: services-context.tsx) each route's screen reads,
 * fetched by the router as soon as the route is decided, in parallel with the screen's chunk
 * (a feature not listed is fetched when the screen first reads it). The dashboard layout's own
 * extras (table updates, support, expiration alert, first access) load their features without
 * holding the screen (dashboard-layout.tsx).
 */
export const ROUTE_FEATURES: Partial<Record<AppRouteId, readonly FeatureName[]>> = {
  dashboard: ['tableUpdates'],
  register: ['accounts'],
  'register-cvs': ['accounts'],
  'confirm-email': ['accounts'],
  'confirm-email-change': ['accounts'],
  'forgot-password': ['accounts'],
  'reset-password': ['accounts'],
  start: ['subscription'],
  'subscription-blocked': ['support'],
  'subscription-blocked-management': ['subscription'],
  'register-and-subscribe': ['accounts', 'subscription'],
  'plan-and-subscriptions': ['subscription', 'accounts'],
  'plan-and-subscriptions-old': ['subscription', 'accounts'],
  'subscription-management': ['subscription'],
  'subscription-cancel': ['subscription'],
  quotation: ['quotation'],
  'comparative-proposal': ['proposal'],
  'comparison-pdf': ['proposal'],
  'my-quotations': ['proposal'],
  clients: ['proposal'],
  client: ['proposal'],
  institutions: ['quotation'],
  profile: ['accounts'],
  'admin-control-panel': ['planAdmin', 'tableUpdates', 'quotation'],
  'admin-payment-report': ['subscription'],
  'admin-edit': ['planAdmin'],
  'life-insurance': ['life'],
  'life-insurance-finalization': ['life'],
  'life-insurance-shared-proposal': ['life'],
};
