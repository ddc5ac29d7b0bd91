/**
 * New auth pages (spec point 2): a carousel of 3 slides with captions beside the
 * form (embla-carousel). The carousel shows from 1024 px; on phones and tablets only the form shows.
 */
import { useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
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

/** Time each slide stays before the next, in milliseconds. */
export const SLIDE_INTERVAL_MS = 6000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The 3-slide carousel on embla-carousel: previous/next and one button per slide,
 * arrow keys on the carousel, a pause/play button; it advances every 6 s while playing and
 * pauses on hover or focus inside. With `prefers-reduced-motion: reduce` it starts paused
 * and moves without animation.
 */
export function AuthCarousel() {
  const reduced = prefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: reduced ? 0 : 25 });
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reduced);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    onSelect();
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!playing || hovered || !embla) return undefined;
    const timer = setInterval(() => embla.scrollNext(reduced), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, hovered, embla, reduced]);

  const go = (target: number) => {
    if (embla) embla.scrollTo(target, reduced);
    else setIndex(target);
  };
  const step = (delta: number) => go((index + delta + AUTH_SLIDES.length) % AUTH_SLIDES.length);

  return (
    <section
      className={s.carouselPanel}
      aria-roledescription="carrossel"
      aria-label="Conheça o Cotador"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        else if (event.key === 'ArrowLeft') step(-1);
        else return;
        event.preventDefault();
      }}
    >
      <span className={s.carouselDecoration} aria-hidden="true" />
      <Link href="/home" className={s.logoLink}>
        <Logo tone="inverse" size="lg" />
      </Link>
      <div className={s.emblaViewport} ref={viewportRef} aria-live={playing && !hovered ? 'off' : 'polite'}>
        <div className={s.emblaContainer}>
          {AUTH_SLIDES.map((slide, i) => (
            <div
              key={slide.title}
              className={s.emblaSlide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} de ${AUTH_SLIDES.length}`}
              aria-hidden={i === index ? undefined : true}
            >
              <div className={s.slide}>
                <span className={s.slideIcon}>
                  <Icon name={slide.icon} size={32} />
                </span>
                <h2 className={s.slideTitle}>{slide.title}</h2>
                <p className={s.slideCaption}>{slide.caption}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={s.carouselControls}>
        <button type="button" className={s.carouselButton} aria-label="Slide anterior" onClick={() => step(-1)}>
          <Icon name="chevronLeft" size={18} />
        </button>
        <div className={s.dots}>
          {AUTH_SLIDES.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              className={s.dot}
              aria-label={`Mostrar slide ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className={s.carouselButton} aria-label="Próximo slide" onClick={() => step(1)}>
          <Icon name="chevronRight" size={18} />
        </button>
        <button type="button" className={s.carouselButton} aria-label={playing ? 'Pausar carrossel' : 'Reproduzir carrossel'} aria-pressed={!playing} onClick={() => setPlaying((value) => !value)}>
          {playing ? '❚❚' : '▶'}
        </button>
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
