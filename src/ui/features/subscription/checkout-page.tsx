/**
 * The frame of the pages where an account without access pays (`/comecar`,
 * `/assinatura/gerenciamento`): the intro (eyebrow, title, text), the page's content (the
 * shared checkout, or a notice) and, at the bottom, optional extra links plus 'Sair'.
 */
import type { ReactNode } from 'react';
import { LinkButton } from '../../shared/link-button';
import * as s from './subscription.css';

/** Props of {@link CheckoutPage}. */
export interface CheckoutPageProps {
  /** Id of the page heading (the section is labelled by it). */
  titleId: string;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** Links shown before 'Sair' (e.g. 'Voltar'). */
  links?: ReactNode;
  children: ReactNode;
}

/** The checkout pages' frame (module note). */
export function CheckoutPage({ titleId, eyebrow, title, intro, links, children }: CheckoutPageProps) {
  return (
    <section className={s.page} aria-labelledby={titleId}>
      <div className={s.intro}>
        <span className={s.eyebrow}>{eyebrow}</span>
        <h1 id={titleId} className={s.introTitle}>
          {title}
        </h1>
        <p className={s.introText}>{intro}</p>
      </div>
      {children}
      <div className={s.actionsCenter}>
        {links}
        <LinkButton href="/logout" icon="logout" variant="ghost">Sair</LinkButton>
      </div>
    </section>
  );
}
