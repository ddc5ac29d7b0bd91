/**
 * Which layout and screen each route of APP_ROUTES uses (spec point 2). Typed by
 * route id, so a route added in the domain must get its view here. Replace an
 * `UnderConstructionScreen` with the real screen when it is built (React.lazy is
 * fine: the router renders screens inside <Suspense>).
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { AppRouteId } from '../../domain/app-routes';
import { DashboardHomeScreen } from '../features/dashboard/dashboard-home-screen';
import { HomeScreen } from '../features/home/home-screen';
import { LogoutScreen } from '../features/logout/logout-screen';
import type { ScreenProps } from '../shared/screen';
import { BlockedScreen } from '../features/subscription/blocked-screen';
import { UnderConstructionScreen } from '../features/under-construction/under-construction-screen';
import { AuthLayout } from '../layouts/auth-layout';
import { DashboardLayout } from '../layouts/dashboard/dashboard-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { LifeInsuranceLayout } from '../layouts/life-insurance-layout';
import { NewAuthLayout } from '../layouts/new-auth-layout';
import { PdfLayout } from '../layouts/pdf-layout';

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

const soon = UnderConstructionScreen;

// Feature screens loaded on demand, so the first page stays small.
const QuotationScreen = lazy(() => import('../features/quotation/quotation-screen'));
const InstitutionsScreen = lazy(() => import('../features/institutions/institutions-screen'));
const ComparativeProposalScreen = lazy(() => import('../features/proposal/comparative-proposal-screen'));
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
// Subscription and payment (issue 6).
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
// Life insurance (issue 11).
const LifeQuoteScreen = lazy(() => import('../features/life-insurance/life-quote-screen'));
const LifeFinalizationScreen = lazy(() => import('../features/life-insurance/life-finalization-screen'));
const LifeSharedProposalScreen = lazy(() => import('../features/life-insurance/life-shared-proposal-screen'));
const PaymentReportScreen = lazy(() => import('../features/admin/payment-report-screen').then((m) => ({ default: m.PaymentReportScreen })));

export const ROUTE_VIEWS: Record<AppRouteId, RouteView> = {
  dashboard: { layout: 'dashboard', screen: DashboardHomeScreen },
  home: { layout: 'auth', screen: HomeScreen },
  logout: { layout: 'auth', screen: LogoutScreen },
  register: { layout: 'new-auth', screen: RegisterScreen },
  'register-cvs': { layout: 'new-auth', screen: RegisterScreen },
  'confirm-email': { layout: 'auth', screen: ConfirmEmailScreen },
  'confirm-email-change': { layout: 'auth', screen: ConfirmEmailChangeScreen },
  'forgot-password': { layout: 'auth', screen: ForgotPasswordScreen },
  'reset-password': { layout: 'auth', screen: ResetPasswordScreen },
  start: { layout: 'default', screen: StartScreen },
  'subscription-blocked': { layout: 'default', screen: BlockedScreen },
  'subscription-blocked-management': { layout: 'default', screen: BlockedManagementScreen },
  'register-and-subscribe': { layout: 'new-auth', screen: RegisterAndSubscribeScreen },
  'plan-and-subscriptions': { layout: 'dashboard', screen: PlanAndSubscriptionsScreen },
  'plan-and-subscriptions-old': { layout: 'dashboard', screen: PlanAndSubscriptionsOldScreen },
  'subscription-management': { layout: 'dashboard', screen: SubscriptionManagementScreen },
  'subscription-cancel': { layout: 'dashboard', screen: CancelSubscriptionScreen },
  quotation: { layout: 'dashboard', screen: QuotationScreen },
  'comparative-proposal': { layout: 'dashboard', screen: ComparativeProposalScreen },
  'comparison-pdf': { layout: 'pdf', screen: ComparisonPdfScreen },
  institutions: { layout: 'dashboard', screen: InstitutionsScreen },
  profile: { layout: 'dashboard', screen: ProfileScreen },
  tutorials: { layout: 'dashboard', screen: TutorialsScreen },
  'admin-control-panel': { layout: 'dashboard', screen: soon },
  'admin-payment-report': { layout: 'dashboard', screen: PaymentReportScreen },
  'admin-edit': { layout: 'dashboard', screen: soon },
  'life-insurance': { layout: 'life-insurance', screen: LifeQuoteScreen },
  'life-insurance-finalization': { layout: 'life-insurance', screen: LifeFinalizationScreen },
  'life-insurance-shared-proposal': { layout: 'pdf', screen: LifeSharedProposalScreen },
};
