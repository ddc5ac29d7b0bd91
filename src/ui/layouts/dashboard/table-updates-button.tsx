/**
 * Top-bar button 'Atualizações de tabelas' with a count badge (hidden on small screens,
 * spec point 2): the number of calendar lines (updates and forecasts) created or changed
 * since the user last opened the calendar, kept per user on the server so that it is the
 * same on every device. It opens the calendar dialog (at most 1155 px wide) on
 * the state the user last chose there.
 */
import { useCallback, useId, useState } from 'react';
import { Badge, VisuallyHidden } from '../../design-system/primitives';
import { Button } from '../../design-system/button';
import { Dialog } from '../../design-system/dialog';
import { useUseCases } from '../../app/services-context';
import { useRemote } from '../../shared/use-remote';
import { TableUpdatesCalendar } from './table-updates-calendar';
import * as s from './dashboard.css';

/** The badge's text: the count, '99+' above 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function TableUpdatesButton() {
  const tableUpdates = useUseCases('tableUpdates');
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState<{ count: number; stateId: number | null } | null>(null);
  const countId = useId();
  const loadBadge = useCallback(() => tableUpdates.badge(), [tableUpdates]);
  const badge = useRemote('badge', loadBadge);
  const count = seen?.count ?? badge.value?.count ?? 0;
  const stateId = seen ? seen.stateId : (badge.value?.stateId ?? null);
  const onSeen = useCallback((value: number, chosen: number | null) => setSeen({ count: value, stateId: chosen }), []);
  // The unseen count describes the button from outside it: inside, it would be text the
  // button's name does not contain (WCAG 2.5.3 label in name).
  return (
    <>
    <VisuallyHidden id={countId}>{count === 1 ? '1 atualização não vista' : `${count} atualizações não vistas`}</VisuallyHidden>
    <Dialog
      title="Atualizações de tabelas"
      description="Calendário de atualizações das tabelas das operadoras."
      size="lg"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" icon="bell" className={s.updatesButton} aria-label="Atualizações de tabelas" aria-describedby={countId}>
          <span className={s.updatesText}>Atualizações de tabelas</span>
          <Badge tone={count > 0 ? 'danger' : 'neutral'} className={s.updatesBadge} aria-hidden="true" data-testid="table-updates-badge">
            {badgeText(count)}
          </Badge>
        </Button>
      }
    >
      {open && badge.status !== 'loading' ? <TableUpdatesCalendar initialStateId={stateId} onSeen={onSeen} /> : null}
    </Dialog>
    </>
  );
}
