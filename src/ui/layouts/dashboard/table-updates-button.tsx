/**
 * Top-bar button 'Atualizações de tabelas' with a count badge (hidden on small
 * screens). It opens the updates dialog; the calendar itself is still being built.
 */
import { useId, useState } from 'react';
import { Badge, Button, Dialog, Stack, VisuallyHidden } from '../../design-system';
import { UnderConstructionNotice } from '../../features/under-construction/under-construction-notice';
import * as s from './dashboard.css';

export function TableUpdatesButton({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const countId = useId();
  return (
    <Dialog
      title="Atualizações de tabelas"
      description="Calendário de atualizações das tabelas das operadoras."
      size="md"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" icon="bell" className={s.updatesButton} aria-label="Atualizações de tabelas" aria-describedby={countId}>
          <span className={s.updatesText}>Atualizações de tabelas</span>
          <Badge tone={count > 0 ? 'danger' : 'neutral'} className={s.updatesBadge} aria-hidden="true">
            {count}
          </Badge>
          <VisuallyHidden id={countId}>{count === 1 ? '1 atualização' : `${count} atualizações`}</VisuallyHidden>
        </Button>
      }
    >
      <Stack gap="md">
        <UnderConstructionNotice />
      </Stack>
    </Dialog>
  );
}
