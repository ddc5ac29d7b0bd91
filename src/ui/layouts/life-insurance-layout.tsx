/**
 * Life-insurance layout: a focused header (logo, product, back to the dashboard), the wizard and
 * the dashboard's floating support buttons (a chunk of their own; the page never waits for them).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../design-system';
import * as s from './layouts.css';
import { LinkButton } from '../shared/link-button';

const SupportButtons = lazy(() => import('./dashboard/support-buttons').then((m) => ({ default: m.SupportButtons })));

export function LifeInsuranceLayout({ children }: { children: ReactNode }) {
  return (
    <div className={s.page}>
      <header className={s.solidTopBar}>
        <div className={s.logoLink}>
          <Link href="/" className={s.logoLink}>
            <Logo />
          </Link>
          <div className={s.lifeHeaderTitle}>
            <span className={s.lifeHeaderName}>Seguro de Vida</span>
            <span className={s.lifeHeaderInsurer}>Porto Seguro</span>
          </div>
        </div>
        <LinkButton href="/" variant="secondary" size="sm">Voltar ao painel</LinkButton>
      </header>
      <main id="conteudo" className={s.lifeMain}>
        {children}
      </main>
      <Suspense fallback={null}>
        <SupportButtons />
      </Suspense>
    </div>
  );
}
