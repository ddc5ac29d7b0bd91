/** PDF layout: a sheet on a grey desk, print-friendly (the toolbar hides when printing). */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../design-system';
import * as s from './layouts.css';

export function PdfLayout({ children }: { children: ReactNode }) {
  return (
    <div className={s.pdfPage}>
      <header className={s.pdfToolbar}>
        <Link href="/" className={s.logoLink}>
          <Logo size="sm" />
        </Link>
      </header>
      <main id="conteudo" className={s.pdfSheet}>
        {children}
      </main>
    </div>
  );
}
