/**
 * Signs that a table scrolls sideways.
 *
 * `useSideScroll(columnSelector)` watches a horizontally scrolling box: whether it overflows,
 * whether more lies to the right, and which of the columns matched by `columnSelector`
 * (e.g. the plans' header cells) are fully in view, sticky first column excluded.
 * `<SideScrollHint>` says it in words: "Plano 1 de 3 · deslize para o lado para ver os outros".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import * as s from './scroll-hint.css';

export interface SideScrollState {
  /** The content is wider than the box. */
  readonly overflowing: boolean;
  /** Some content lies to the right of the view. */
  readonly moreRight: boolean;
  /** 0-based first and last columns fully in view, or null without columns. */
  readonly visible: { readonly first: number; readonly last: number } | null;
  /** How many columns there are. */
  readonly columns: number;
}

const NONE: SideScrollState = { overflowing: false, moreRight: false, visible: null, columns: 0 };

/**
 * Measures the scroll box (on scroll and resize); `ref` goes on the element with `overflow-x: auto`.
 * `columnSelector` matches one cell per column (e.g. the header cells); `stickySelector` the
 * sticky cell whose width the columns scroll under (the comparison's row heads). A column
 * counts as in view when at least 60 % of it shows.
 */
export function useSideScroll<T extends HTMLElement>(columnSelector?: string, stickySelector?: string) {
  const [state, setState] = useState<SideScrollState>(NONE);
  const [element, setElement] = useState<T | null>(null);
  const frame = useRef<number | null>(null);

  const measure = useCallback(() => {
    if (!element) return;
    const { scrollLeft, scrollWidth, clientWidth } = element;
    const overflowing = scrollWidth > clientWidth + 1;
    const moreRight = overflowing && scrollLeft + clientWidth < scrollWidth - 1;
    const cells = columnSelector ? [...element.querySelectorAll<HTMLElement>(columnSelector)] : [];
    let visible: SideScrollState['visible'] = null;
    if (cells.length > 0) {
      const box = element.getBoundingClientRect();
      const sticky = stickySelector ? element.querySelector<HTMLElement>(stickySelector) : null;
      const viewLeft = sticky ? Math.max(box.left, sticky.getBoundingClientRect().right) : box.left;
      const inView = cells.map((cell) => {
        const rect = cell.getBoundingClientRect();
        const shown = Math.min(rect.right, box.right) - Math.max(rect.left, viewLeft);
        return rect.width > 0 && shown >= rect.width * 0.6;
      });
      const first = inView.indexOf(true);
      const last = inView.lastIndexOf(true);
      visible = first === -1 ? null : { first, last };
    }
    setState((current) =>
      current.overflowing === overflowing &&
      current.moreRight === moreRight &&
      current.columns === cells.length &&
      current.visible?.first === visible?.first &&
      current.visible?.last === visible?.last
        ? current
        : { overflowing, moreRight, visible, columns: cells.length },
    );
  }, [element, columnSelector, stickySelector]);

  useEffect(() => {
    if (!element) return;
    const onScroll = () => {
      if (frame.current !== null) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = null;
        measure();
      });
    };
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onScroll) : null;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      observer?.disconnect();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    };
  }, [element, measure]);

  return { ref: setElement, state, element };
}

/**
 * The words under a sideways-scrolling table, shown only while it overflows: with columns,
 * 'Plano 1 de 3' (or 'Planos 1–2 de 3') and, while more lies to the right, 'deslize para o
 * lado para ver os outros →'; without, 'Deslize para o lado para ver a tabela inteira →'.
 */
export function SideScrollHint({ state, noun = 'Plano', plural = 'Planos' }: { state: SideScrollState; noun?: string; plural?: string }) {
  if (!state.overflowing) return null;
  const where =
    state.visible && state.columns > 0
      ? state.visible.first === state.visible.last
        ? `${noun} ${state.visible.first + 1} de ${state.columns}`
        : `${plural} ${state.visible.first + 1}–${state.visible.last + 1} de ${state.columns}`
      : null;
  const more = state.moreRight ? (where ? 'deslize para o lado para ver os outros →' : 'Deslize para o lado para ver a tabela inteira →') : null;
  return (
    <p className={s.hint} aria-live="polite">
      {[where, more].filter(Boolean).join(' · ')}
    </p>
  );
}
