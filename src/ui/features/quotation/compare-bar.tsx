/** The sticky bar of the comparison selection: 'Comparar (3)' opens the side-by-side view; 'Limpar' empties it. */
import { MAX_COMPARED_PLANS } from '../../../domain/quotation/catalog';
import { Button } from '../../design-system/button';
import * as s from './quotation.css';

export interface CompareBarProps {
  count: number;
  onOpen: () => void;
  onClear: () => void;
}

export function CompareBar({ count, onOpen, onClear }: CompareBarProps) {
  if (count === 0) return null;
  return (
    <aside className={s.compareBar} aria-label="Planos para comparar">
      <p className={s.compareBarText}>
        {count === 1 ? '1 plano selecionado' : `${count} planos selecionados`} (até {MAX_COMPARED_PLANS})
      </p>
      <div className={s.compareBarActions}>
        <Button variant="ghost" size="sm" className={s.onDarkGhost} onClick={onClear}>
          Limpar
        </Button>
        <Button variant="primary" size="sm" icon="compare" onClick={onOpen}>
          {`Comparar (${count})`}
        </Button>
      </div>
    </aside>
  );
}
