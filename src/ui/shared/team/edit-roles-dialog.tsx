/**
 * 'Editar papéis' of a member: Administrador, Gestor, Corretor (at least one). The
 * principal user keeps Administrador (its box is locked). Sends the username, the e-mail
 * and the roles (PUT /api/v1/user/). A failure shows 'Erro ao editar usuário! Por favor,
 * tente novamente.' and, when the server says why, the reason in the dialog.
 */
import { useState, type FormEvent } from 'react';
import { TEAM_MESSAGES, type TeamMember } from '../../../domain/accounts/team';
import { ROLES, roleLabel } from '../../../domain/permissions';
import { Button, Checkbox, Dialog, Fieldset, Notice } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { orderedRoles } from '../../../application/accounts/use-cases';
import * as s from './team.css';

const ROLE_HINTS: Record<string, string> = {
  admin: 'gerencia o plano, a assinatura e a equipe',
  manager: 'acompanha a equipe',
  user: 'cota e envia propostas',
};

export function EditRolesDialog({ member, onClose, onSaved }: { member: TeamMember; onClose: () => void; onSaved: () => void }) {
  const accounts = useUseCases('accounts');
  const alerts = useAlerts();
  const [roles, setRoles] = useState<string[]>(member.roles);
  const [error, setError] = useState<string | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const toggle = (role: string, checked: boolean) => {
    setError(null);
    setRoles((current) => (checked ? [...current.filter((r) => r !== role), role] : current.filter((r) => r !== role)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (orderedRoles(roles).length === 0) return setError(TEAM_MESSAGES.rolesRequired);
    setSaving(true);
    setServerMessage(null);
    const result = await accounts.changeRoles(member, roles);
    setSaving(false);
    if (result.ok) return onSaved();
    alerts.show({ kind: 'error', message: TEAM_MESSAGES.editError });
    if (result.error.kind === 'rejected') setServerMessage(result.error.fields?.roles?.[0] ?? result.error.message);
  };

  return (
    <Dialog title={`Editar papéis de ${member.name}`} description={`${member.username} · ${member.email}`} open onOpenChange={(open) => (open ? undefined : onClose())}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving}>
        <Fieldset legend="Papéis" error={error}>
          {ROLES.map((role) => (
            <Checkbox
              key={role}
              label={roleLabel(role)}
              hint={`— ${ROLE_HINTS[role] ?? ''}${member.isPrincipal && role === 'admin' ? ' (o usuário principal é sempre administrador)' : ''}`}
              checked={roles.includes(role)}
              disabled={saving || (member.isPrincipal && role === 'admin')}
              onChange={(event) => toggle(role, event.target.checked)}
            />
          ))}
        </Fieldset>
        {serverMessage ? (
          <div className={s.dialogNotice}>
            <Notice tone="error">{serverMessage}</Notice>
          </div>
        ) : null}
        <div className={s.dialogActions}>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving} loadingText="Salvando…">
            Salvar papéis
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
