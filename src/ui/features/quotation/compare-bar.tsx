/**
 * The sticky bar of the plans chosen on the results: 'Comparar (3)' opens the side-by-side
 * view; 'Enviar ao cliente' (when offered) sends them as a proposal PDF; 'Limpar' empties it.
 */
import { MAX_COMPARED_PLANS } from '../../../domain/quotation/catalog';
import { Button } from '../../design-system/button';
import * as s from './quotation.css';

export interface CompareBarProps {
  count: number;
  onOpen: () => void;
  onClear: () => void;
  /** Opens the 'Enviar ao cliente' dialog. */
  onSend?: () => void;
}

export function CompareBar({ count, onOpen, onClear, onSend }: CompareBarProps) {
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
        <Button variant={onSend ? 'secondary' : 'primary'} size="sm" icon="compare" onClick={onOpen}>
          {`Comparar (${count})`}
        </Button>
        {onSend ? (
          <Button variant="primary" size="sm" icon="whatsapp" onClick={onSend}>
            Enviar ao cliente
          </Button>
        ) : null}
      </div>
    </aside>
  );
}
