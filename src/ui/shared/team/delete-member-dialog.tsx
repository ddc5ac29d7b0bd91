/** Confirmation before deleting a member: 'Excluir usuário' / 'Cancelar'. */
import { useState } from 'react';
import type { TeamMember } from '../../../domain/accounts/team';
import { Button, Dialog } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import * as s from './team.css';

export function DeleteMemberDialog({ member, onClose, onDeleted }: { member: TeamMember; onClose: () => void; onDeleted: (ok: boolean) => void }) {
  const accounts = useUseCases('accounts');
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    const result = await accounts.removeMember(member);
    setDeleting(false);
    onDeleted(result.ok);
  };
  return (
    <Dialog title="Excluir usuário?" open onOpenChange={(open) => (open || deleting ? undefined : onClose())} size="sm">
      <p>
        <strong>{member.name}</strong> ({member.username}) perderá o acesso ao Cotador. Esta ação não pode ser desfeita.
      </p>
      <div className={s.dialogActions}>
        <Button variant="ghost" onClick={onClose} disabled={deleting}>
          Cancelar
        </Button>
        <Button variant="danger" icon="trash" onClick={() => void confirm()} loading={deleting} loadingText="Excluindo…">
          Excluir usuário
        </Button>
      </div>
    </Dialog>
  );
}
