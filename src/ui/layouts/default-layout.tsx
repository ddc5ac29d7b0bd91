/**
 * Default layout (spec point 2): a header with the logo only; clicking the logo
 * logs out and goes to /home (through /logout).
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../design-system';
import * as s from './layouts.css';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={s.page}>
      <header className={s.solidTopBar}>
        <Link href="/logout" className={s.logoLink} aria-label="Cotador: sair e voltar para o início" title="Sair e voltar para o início">
          <Logo />
        </Link>
      </header>
      <main id="conteudo" className={s.centeredMain}>
        {children}
      </main>
    </div>
  );
}
