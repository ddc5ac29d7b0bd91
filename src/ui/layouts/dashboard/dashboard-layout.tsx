/**
 * Dashboard layout (spec point 2): header (menu button, logo, 'Atualizações de
 * tabelas', user button), left navigation (drawer below 1024 px, persistent sidebar
 * from 1024 px), right user drawer, footer and floating support buttons. In fake
 * mode a strip says 'Modo demonstração: dados fictícios'. The first-access welcome
 * (logo, then tutorial offer) runs inside it (FirstAccessProvider; other modals ask
 * `useFirstAccessModalsOpen()` before showing), and so does the expiration alert of spec
 * point 4 (ExpirationAlertModal), which waits for them. Issue 15: the support chat and
 * WhatsApp buttons, the superusers' support inbox (header button), the feedback sheet on the
 * index route and the mobile alert (shell-extras.tsx).
 *
 * The extras that read a feature's use cases (table updates, support, expiration alert, first
 * access) each wait in a <Suspense> of their own, showing nothing until their feature is loaded:
 * the screen never waits for them (issue 16: `/cotacao` renders on the quotation feature alone).
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { firstName } from '../../../domain/user';
import { Drawer, Icon, IconButton, Logo } from '../../design-system';
import { useShellUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import { FirstAccessProvider } from '../../shared/first-access/first-access';
import { ExpirationAlertModal } from '../../features/subscription/expiration-alert-modal';
import { NavMenu } from './nav-menu';
import { SiteFooter } from './site-footer';
import { SupportInboxButton } from '../../features/admin/support-inbox';
import { FeedbackSheet, MobileAlert } from './shell-extras';
import { SupportButtons } from './support-buttons';
import { TableUpdatesButton } from './table-updates-button';
import { UserAvatar } from './user-avatar';
import { UserDrawer } from './user-drawer';
import * as s from './dashboard.css';

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
          <IconButton icon="menu" label="Abrir navegação" className={s.menuButton} onClick={() => setNavOpen(true)} />
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
            <button type="button" className={s.userButton} aria-label="Abrir menu do usuário" title={user.name} onClick={() => setUserOpen(true)}>
              <UserAvatar user={user} />
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

      <Drawer side="left" title="Menu" open={navOpen} onOpenChange={setNavOpen} headerContent={<Logo size="sm" />}>
        <nav aria-label="Menu principal">
          <NavMenu isSuperuser={isSuperuser} onNavigate={() => setNavOpen(false)} />
        </nav>
      </Drawer>

      {user ? <UserDrawer user={user} open={userOpen} onOpenChange={setUserOpen} onLogout={() => navigate('/logout')} /> : null}

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
