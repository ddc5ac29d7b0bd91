/** Life-insurance layout: a focused header (logo, product, back to the dashboard) and the wizard. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, Logo } from '../design-system';
import * as s from './layouts.css';

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
        <Button asChild variant="secondary" size="sm">
          <Link href="/">Voltar ao painel</Link>
        </Button>
      </header>
      <main id="conteudo" className={s.lifeMain}>
        {children}
      </main>
    </div>
  );
}
