/**
 * "Equipe" (spec points 6, 7 and 8), shown to the account's admin inside Plano e
 * Assinaturas: the account's users (GET related-users, skipped when the plan allows a
 * single user: then only the current user shows), adding a member (name, username,
 * e-mail, CPF, phone, password, role), editing roles, deleting (after a confirmation).
 * Messages: 'Usuário adicionado com sucesso!', 'Usuário editado com sucesso!', 'Erro ao
 * editar usuário! Por favor, tente novamente.', 'Usuário deletado com sucesso!', 'Erro ao
 * deletar usuário! Por favor, tente novamente.', 'Erro ao buscar usuário! Por favor,
 * tente novamente.'. Add-user errors show under the fields the admin typed. The account
 * owner also sees "Histórico da equipe": who added, changed or removed whom, and e-mail
 * changes asked by an admin (GET /api/v1/team/audit/; nobody else may read it).
 */
import { useCallback, useEffect, useState } from 'react';
import {
  TEAM_MESSAGES,
  canAddTeamMember,
  sortRoles,
  teamAuditSentence,
  teamCapacity,
  teamLimitMessage,
  type TeamAuditEntry,
  type TeamMember,
} from '../../../domain/accounts/team';
import { canManageSubscription, roleLabel } from '../../../domain/permissions';
import type { User } from '../../../domain/user';
import { isSingleUserPlan, selfAsMember } from '../../../application/accounts/use-cases';
import { Badge, Button, Card, Notice, Spinner } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { AddMemberDialog } from './add-member-dialog';
import { DeleteMemberDialog } from './delete-member-dialog';
import { EditRolesDialog } from './edit-roles-dialog';
import * as s from './team.css';
import { RetryNotice } from '../remote-failure';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

type Load = { kind: 'loading' } | { kind: 'ready'; members: TeamMember[] } | { kind: 'failed' };

const AUDIT_FAILED = 'Não foi possível carregar o histórico da equipe.';
const auditDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** The owner's "Histórico da equipe", reloaded whenever `version` changes (after each team change). */
function TeamAuditList({ version }: { version: number }) {
  const accounts = useUseCases('accounts');
  const [entries, setEntries] = useState<TeamAuditEntry[] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let current = true;
    void accounts.loadTeamAudit().then((result) => {
      if (current) setEntries(result.ok ? result.value : 'failed');
    });
    return () => {
      current = false;
    };
  }, [accounts, version]);
  return (
    <section aria-labelledby="historico-equipe-titulo">
      <h3 id="historico-equipe-titulo" className={s.subtitle}>
        Histórico da equipe
      </h3>
      {entries === 'loading' ? <Spinner /> : null}
      {entries === 'failed' ? <Notice tone="error">{AUDIT_FAILED}</Notice> : null}
      {Array.isArray(entries) && entries.length === 0 ? <p className={s.memberMeta}>Nenhuma alteração na equipe até agora.</p> : null}
      {Array.isArray(entries) && entries.length > 0 ? (
        <ul aria-label="Histórico da equipe" className={s.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={s.memberMeta}>
              <time dateTime={entry.at}>{auditDate.format(new Date(entry.at))}</time> · {teamAuditSentence(entry)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function TeamSection({ user }: { user: User }) {
  const accounts = useUseCases('accounts');
  const alerts = useAlerts();
  const total = teamCapacity(user.subscription);
  const singleUser = isSingleUserPlan(user);
  const [load, setLoad] = useState<Load>(singleUser ? { kind: 'ready', members: [selfAsMember(user)] } : { kind: 'loading' });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const [changes, setChanges] = useState(0);

  const refresh = useCallback(async () => {
    setChanges((count) => count + 1);
    const result = await accounts.loadTeam(user);
    if (result.ok) setLoad({ kind: 'ready', members: result.value });
    else {
      setLoad({ kind: 'failed' });
      alerts.show({ kind: 'error', message: TEAM_MESSAGES.fetchError });
    }
  }, [accounts, user, alerts]);

  useEffect(() => {
    void refresh();
    // Load once per user; `refresh` is called again after each change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id, user.principalUserId, total]);

  if (!canManageSubscription(user.roles)) return null;

  const members = load.kind === 'ready' ? load.members : [];
  const canAdd = load.kind === 'ready' && canAddTeamMember(members.length, total);
  const principalUsername = members.find((member) => member.isPrincipal)?.username ?? user.username;

  return (
    <Card as="section" padding="lg" aria-labelledby="equipe-titulo">
      <div className={s.header}>
        <div>
          <h2 id="equipe-titulo" className={s.title}>
            Equipe
          </h2>
          <p className={s.subtitle}>
            {load.kind === 'ready'
              ? `${members.length} de ${total} ${total === 1 ? 'usuário' : 'usuários'} do seu plano`
              : 'Usuários da sua conta'}
          </p>
        </div>
        <div className={s.headerActions}>
          <Button icon="plus" onClick={() => setAdding(true)} disabled={!canAdd}>
            Adicionar usuário
          </Button>
          {load.kind === 'ready' && !canAdd ? <span className={s.limitHint}>{teamLimitMessage(total)}</span> : null}
        </div>
      </div>

      {load.kind === 'loading' ? (
        <div role="status" aria-label="Carregando equipe" className={s.empty}>
          <Spinner />
        </div>
      ) : null}
      {load.kind === 'failed' ? (
        <RetryNotice message={TEAM_MESSAGES.fetchError} onRetry={() => void refresh()} />
      ) : null}
      {singleUser ? (
        <Notice tone="info">{`${teamLimitMessage(total)} Para montar sua equipe, escolha um plano com mais usuários.`}</Notice>
      ) : null}

      {load.kind === 'ready' ? (
        <ul className={s.list} aria-label="Usuários da conta">
          {members.map((member) => (
            <li key={member.id} className={s.member} aria-label={member.name}>
              <div className={s.memberMain}>
                <span className={s.avatar} aria-hidden="true">
                  {initials(member.name)}
                </span>
                <div className={s.memberText}>
                  <p className={s.memberName}>
                    {member.name}
                    {member.id === user.id ? ' (você)' : ''}
                  </p>
                  <p className={s.memberMeta}>
                    {member.username} · {member.email}
                  </p>
                </div>
              </div>
              <div className={s.memberBadges}>
                {sortRoles(member.roles).map((role) => (
                  <Badge key={role} tone={role === 'admin' ? 'primary' : 'neutral'}>
                    {roleLabel(role)}
                  </Badge>
                ))}
                {member.isPrincipal ? <Badge tone="success">Principal</Badge> : null}
                {!member.isActive ? <Badge tone="warning">E-mail não confirmado</Badge> : null}
              </div>
              <div className={s.memberActions}>
                {!singleUser ? (
                  <Button variant="secondary" size="sm" icon="pencil" onClick={() => setEditing(member)} aria-label={`Editar papéis de ${member.name}`}>
                    Editar papéis
                  </Button>
                ) : null}
                {!member.isPrincipal && member.id !== user.id ? (
                  <Button variant="ghost" size="sm" icon="trash" onClick={() => setDeleting(member)} aria-label={`Excluir ${member.name}`}>
                    Excluir
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {user.principalUserId === user.id && !singleUser ? <TeamAuditList version={changes} /> : null}

      <AddMemberDialog
        open={adding}
        onOpenChange={setAdding}
        principalUsername={principalUsername}
        onAdded={() => {
          setAdding(false);
          alerts.show({ kind: 'info', message: TEAM_MESSAGES.added });
          void refresh();
        }}
      />
      {editing ? (
        <EditRolesDialog
          member={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            alerts.show({ kind: 'info', message: TEAM_MESSAGES.edited });
            void refresh();
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteMemberDialog
          member={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(ok) => {
            setDeleting(null);
            alerts.show(ok ? { kind: 'info', message: TEAM_MESSAGES.deleted } : { kind: 'error', message: TEAM_MESSAGES.deleteError });
            void refresh();
          }}
        />
      ) : null}
    </Card>
  );
}
