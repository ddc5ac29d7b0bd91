/**
 * The quoting path as steps: 1 Cotação (`/cotacao`) → 2 Comparação
 * (`/cotacao?comparar=1`) → 3 Proposta (`/proposta/comparativo`). The current step is marked
 * `aria-current="step"`; the others are links, so the broker moves back and forth.
 */
import { Link } from 'wouter';
import * as s from './step-indicator.css';

export type QuoteStep = 'quote' | 'compare' | 'proposal';

const STEPS: readonly { id: QuoteStep; label: string; href: string }[] = [
  { id: 'quote', label: 'Cotação', href: '/cotacao' },
  { id: 'compare', label: 'Comparação', href: '/cotacao?comparar=1' },
  { id: 'proposal', label: 'Proposta', href: '/proposta/comparativo' },
];

export function StepIndicator({ current }: { current: QuoteStep }) {
  const currentIndex = STEPS.findIndex((step) => step.id === current);
  return (
    <nav aria-label="Etapas da cotação">
      <ol className={s.steps}>
        {STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          const content = (
            <>
              <span className={s.number[state]} aria-hidden="true">
                {index + 1}
              </span>
              <span>{step.label}</span>
            </>
          );
          return (
            <li key={step.id} className={s.step}>
              {state === 'current' ? (
                <span className={s.current} aria-current="step">
                  {content}
                </span>
              ) : (
                <Link href={step.href} className={s.link}>
                  {content}
                </Link>
              )}
              {index < STEPS.length - 1 ? <span className={s.separator} aria-hidden="true" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
