/**
 * Dashboard layout (spec point 2): header (menu button, logo, 'Atualizações de
 * tabelas', user button), left navigation (drawer below 1024 px, persistent sidebar
 * from 1024 px), right user drawer, footer and floating support buttons. In fake
 * mode a strip says 'Modo demonstração: dados fictícios'. The first-access welcome
 * (logo, then tutorial offer) runs inside it (FirstAccessProvider; other modals ask
 * `useFirstAccessModalsOpen()` before showing), and so does the expiration alert of spec
 * point 4 (ExpirationAlertModal), which waits for them. The support chat and
 * WhatsApp buttons, the superusers' support inbox (header button), the feedback sheet on the
 * index route and the mobile alert (shell-extras.tsx).
 *
 * The extras that read a feature's use cases (table updates, support, expiration alert, first
 * access) are chunks of their own, each waiting in a <Suspense> of its own and showing nothing
 * until its code and its feature are loaded: the screen never waits for them (a lean first
 * load: `/cotacao` renders on the quotation feature alone).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { firstName } from '../../../domain/user';
import { Icon } from '../../design-system/icon';
import { IconButton } from '../../design-system/button';
import { Logo } from '../../design-system/logo';
import { useShellUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import { FirstAccessProvider } from '../../shared/first-access/first-access';
import { NavMenu } from './nav-menu';
import { SiteFooter } from './site-footer';
import { FeedbackSheet } from './shell-extras';
import { UserAvatar } from './user-avatar';
import * as s from './dashboard.css';

// The extras that read a feature come in chunks of their own, with their feature.
const TableUpdatesButton = lazy(() => import('./table-updates-button').then((m) => ({ default: m.TableUpdatesButton })));
const SupportInboxButton = lazy(() => import('../../features/admin/support-inbox').then((m) => ({ default: m.SupportInboxButton })));
const MobileAlert = lazy(() => import('./mobile-alert').then((m) => ({ default: m.MobileAlert })));
const SupportButtons = lazy(() => import('./support-buttons').then((m) => ({ default: m.SupportButtons })));
// The drawers (Radix dialog) are fetched when first opened, and stay mounted after.
const Drawer = lazy(() => import('../../design-system/drawer').then((m) => ({ default: m.Drawer })));
const UserDrawer = lazy(() => import('./user-drawer').then((m) => ({ default: m.UserDrawer })));
const ExpirationAlertModal = lazy(() => import('../../features/subscription/expiration-alert-modal').then((m) => ({ default: m.ExpirationAlertModal })));

export const DEMO_BANNER_TEXT = 'Modo demonstração: dados fictícios';

/** A layout extra that shows nothing until its feature's use cases are loaded (the screen does not wait for it). */
function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function DashboardLayout({ children }: { children: ReactNode }) {
  const { mode } = useShellUseCases();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const [userOpen, setUserOpen] = useState(false);
  // Whether each drawer was ever opened (its chunk is fetched then).
  const [navMounted, setNavMounted] = useState(false);
  const [userMounted, setUserMounted] = useState(false);
  const openNav = () => {
    setNavMounted(true);
    setNavOpen(true);
  };
  const openUser = () => {
    setUserMounted(true);
    setUserOpen(true);
  };

  const isSuperuser = user?.isSuperuser ?? false;

  return (
    <FirstAccessProvider>
    <div className={s.shell}>
      <div className={s.headerWrap}>
        {mode === 'fake' ? (
          <p className={s.demoBanner}>
            <Icon name="info" size={14} />
            {DEMO_BANNER_TEXT}
          </p>
        ) : null}
        <header className={s.header}>
          <IconButton icon="menu" label="Abrir navegação" className={s.menuButton} onClick={openNav} />
          <Link href="/" className={s.brand} aria-label="Cotador: ir para o painel">
            <Logo />
          </Link>
          <span className={s.headerSpacer} />
          <Deferred>
            <TableUpdatesButton />
          </Deferred>
          {isSuperuser ? (
            <Deferred>
              <SupportInboxButton className={s.inboxButton} badgeClassName={s.fabBadge} />
            </Deferred>
          ) : null}
          {user ? (
            // The name carries the visible first name (WCAG 2.5.3 label in name); the avatar is decoration here.
            <button type="button" className={s.userButton} aria-label={`Abrir menu do usuário (${firstName(user)})`} title={user.name} onClick={openUser}>
              <span aria-hidden="true">
                <UserAvatar user={user} />
              </span>
              <span className={s.userButtonName}>{firstName(user)}</span>
              <Icon name="chevronDown" size={16} className={s.userButtonChevron} />
            </button>
          ) : null}
        </header>
      </div>

      <div className={s.body}>
        <nav className={s.sidebar} aria-label="Navegação principal">
          <div className={s.sidebarInner}>
            <span className={s.navTitle}>Menu</span>
            <NavMenu isSuperuser={isSuperuser} />
          </div>
        </nav>

        <div className={s.content}>
          <main id="conteudo" className={s.main}>
            {children}
          </main>
          <SiteFooter />
        </div>
      </div>

      {navMounted ? (
        <Deferred>
          <Drawer side="left" title="Menu" open={navOpen} onOpenChange={setNavOpen} headerContent={<Logo size="sm" />}>
            <nav aria-label="Menu principal">
              <NavMenu isSuperuser={isSuperuser} onNavigate={() => setNavOpen(false)} />
            </nav>
          </Drawer>
        </Deferred>
      ) : null}

      {user && userMounted ? (
        <Deferred>
          <UserDrawer user={user} open={userOpen} onOpenChange={setUserOpen} onLogout={() => navigate('/logout')} />
        </Deferred>
      ) : null}

      <Deferred>
        <SupportButtons />
      </Deferred>
      <FeedbackSheet />
      <Deferred>
        <MobileAlert />
      </Deferred>
      <Deferred>
        <ExpirationAlertModal />
      </Deferred>
    </div>
    </FirstAccessProvider>
  );
}
