/**
 * New auth pages (spec point 2): a carousel of 3 slides with captions beside the
 * form. The carousel shows from 1024 px; on phones and tablets only the form shows.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, Logo, type IconName } from '../design-system';
import * as s from './layouts.css';

export interface Slide {
  icon: IconName;
  title: string;
  caption: string;
}

export const AUTH_SLIDES: readonly Slide[] = [
  {
    icon: 'calculator',
    title: 'Cote planos de saúde em minutos',
    caption: 'Planos individuais, coletivos por adesão e PME das principais operadoras, com as tabelas sempre atualizadas.',
  },
  {
    icon: 'compare',
    title: 'Compare operadoras lado a lado',
    caption: 'Preços por faixa etária, redes credenciadas, carências e coparticipação em um só comparativo.',
  },
  {
    icon: 'file',
    title: 'Apresente propostas com a sua marca',
    caption: 'Gere propostas em PDF com o seu logo e envie ao cliente em poucos cliques.',
  },
];

const SLIDE_INTERVAL_MS = 6000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The 3-slide carousel: advances every 6 s, pauses on hover/focus and for reduced motion. */
export function AuthCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || prefersReducedMotion()) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % AUTH_SLIDES.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused]);

  const current = AUTH_SLIDES[index] ?? AUTH_SLIDES[0]!;
  return (
    <section
      className={s.carouselPanel}
      aria-roledescription="carrossel"
      aria-label="Conheça o Cotador"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={s.carouselDecoration} aria-hidden="true" />
      <Link href="/home" className={s.logoLink}>
        <Logo tone="inverse" size="lg" />
      </Link>
      <div className={s.slides} aria-live={paused ? 'polite' : 'off'}>
        <div className={s.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} de ${AUTH_SLIDES.length}`}>
          <span className={s.slideIcon}>
            <Icon name={current.icon} size={32} />
          </span>
          <h2 className={s.slideTitle}>{current.title}</h2>
          <p className={s.slideCaption}>{current.caption}</p>
        </div>
      </div>
      <div className={s.dots}>
        {AUTH_SLIDES.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            className={s.dot}
            aria-label={`Mostrar slide ${i + 1}: ${slide.title}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}

export function NewAuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={s.splitPage}>
      <AuthCarousel />
      <div className={s.formPanel}>
        <header className={s.formPanelTopBar}>
          <Link href="/home" className={s.logoLink}>
            <Logo />
          </Link>
        </header>
        <main id="conteudo" className={s.formPanelMain}>
          {children}
        </main>
      </div>
    </div>
  );
}
