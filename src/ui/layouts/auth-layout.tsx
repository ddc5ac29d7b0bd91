/** Auth pages (spec point 2 "Auth pages: plain"): the logo on top, the page, a small footer. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../design-system/logo';
import { useShellUseCases } from '../app/services-context';
import * as s from './layouts.css';

export function AuthLayout({ children }: { children: ReactNode }) {
  const { currentYear } = useShellUseCases().session;
  return (
    <div className={s.authPage}>
      <header className={s.alignedTopBar}>
        <Link href="/home" className={s.logoLink}>
          <Logo />
        </Link>
      </header>
      <main id="conteudo" className={s.authMain}>
        {children}
      </main>
      <footer className={s.plainFooter}>
        © {currentYear()} Cotador · Cotação de planos de saúde e seguros de vida para corretores
      </footer>
    </div>
  );
}
