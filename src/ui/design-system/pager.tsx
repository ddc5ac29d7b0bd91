/**
 * Pages of a list the server answers page by page (a port's page says whether a previous and
 * a next page exist, and may say how many there are): 'Anterior', the page ('Página 2', or
 * 'Página 2 de 5' when the count of pages is known, then `summary`), and 'Próxima', in a
 * `<nav>` named `label`. Drawn only when there is another page, or a summary to show.
 */
import type { ReactNode } from 'react';
import { Button } from './button';
import { Icon } from './icon';
import * as s from './pager.css';

/** Props of {@link Pager}; pages count from 1. */
export interface PagerProps {
  /** The navigation's accessible name (default 'Páginas'). */
  label?: string;
  page: number;
  /** How many pages there are, when the answer says it. */
  pageCount?: number;
  /** Said after the page, e.g. '· 12 pagamentos'. */
  summary?: ReactNode;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Called with the page asked for (page − 1 or page + 1). */
  onPage: (page: number) => void;
}

/** Previous / page / next buttons of a paged list. */
export function Pager({ label = 'Páginas', page, pageCount, summary, hasPrevious, hasNext, onPage }: PagerProps) {
  if (!hasPrevious && !hasNext && summary === undefined) return null;
  return (
    <nav className={s.pager} aria-label={label}>
      <Button variant="secondary" size="sm" icon="chevronLeft" disabled={!hasPrevious} onClick={() => onPage(Math.max(1, page - 1))}>
        Anterior
      </Button>
      <span className={s.where}>
        Página {page}
        {pageCount === undefined ? null : ` de ${pageCount}`}
        {summary === undefined ? null : <> {summary}</>}
      </span>
      <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Próxima
        <Icon name="chevronRight" size={18} />
      </Button>
    </nav>
  );
}
