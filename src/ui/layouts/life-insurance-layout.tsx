/** Life-insurance layout: a focused header (logo, product, back to the dashboard) and the wizard. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../design-system';
import * as s from './layouts.css';
import { LinkButton } from '../shared/link-button';

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
    </div>
  );
}
