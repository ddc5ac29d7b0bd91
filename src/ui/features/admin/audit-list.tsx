/**
 * The audit trail of plan changes: who, when, which plan, what, and the
 * before → after of each changed field, newest first, 20 a page. Exported on its own so
 * the control panel (/admin/painel-de-controle) mounts it too; the editor shows it under
 * the plans. `refreshKey` reloads it after a change made on the same page.
 */
import { useCallback, useState } from 'react';
import { AUDIT_FIELD_LABELS, fractionToPercent, PLAN_AUDIT_ACTION_LABELS } from '../../../domain/plan-admin';
import type { PlanAuditChange, PlanAuditRecord } from '../../../domain/plan-admin-types';
import { formatBRL } from '../../../domain/quotation/money';
import {
  coparticipationLabel,
  coverageAreaLabel,
  isCoparticipationKind,
  isCoverageArea,
  isPlanTypeCode,
  isPorteCode,
  isRoomType,
  planTypeLabel,
  porteLabel,
  roomTypeLabel,
  segmentationLabel,
} from '../../../domain/quotation/plan-types';
import { stateById } from '../../../domain/quotation/states';
import { isShortfallGroup, shortfallRule } from '../../../domain/quotation/waiting-periods';
import { Card, Pager, Spinner } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import { DataTable, type DataColumn } from '../../shared/data-table';
import { RetryNotice } from '../../shared/remote-failure';
import { useRemote } from '../../shared/use-remote';
import * as p from '../../shared/payments.css';
import * as s from './admin.css';

/** Shown when the audit list cannot be loaded. */
export const AUDIT_ERROR = 'Erro ao carregar o histórico de alterações. Por favor, tente novamente.';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** One stored value as a person reads it (pt-BR names for codes, reais for cents, % for fractions). */
export function auditValueText(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} itens`;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (field === 'accommodation' && isRoomType(value)) return roomTypeLabel(value);
  if (field === 'porte' && isPorteCode(value)) return porteLabel(value);
  if (field === 'coparticipation' && isCoparticipationKind(value)) return coparticipationLabel(value);
  // Codes a person does not read: the carência group, the plan type, the state id, the area.
  if (field === 'group' && isShortfallGroup(value)) return shortfallRule(value).label;
  if (field === 'type' && isPlanTypeCode(value)) return planTypeLabel(value);
  if (field === 'state' && typeof value === 'number') return stateById(value)?.name ?? String(value);
  if (field === 'coverage_area' && isCoverageArea(value)) return coverageAreaLabel(value);
  if (field === 'segmentation' && typeof value === 'string') return segmentationLabel(value);
  if (field === 'percentage' && typeof value === 'number') return `${fractionToPercent(value).toLocaleString('pt-BR')} %`;
  if (field.endsWith('_cents') && typeof value === 'number') return formatBRL(value);
  return String(value);
}

function changeText(change: PlanAuditChange): string {
  const label = AUDIT_FIELD_LABELS[change.field] ?? change.field;
  if (Array.isArray(change.before) && Array.isArray(change.after)) {
    const before = new Set(change.before as number[]);
    const after = new Set(change.after as number[]);
    const added = [...after].filter((id) => !before.has(id)).length;
    const removed = [...before].filter((id) => !after.has(id)).length;
    return `${label}: ${[added ? `+${added}` : '', removed ? `−${removed}` : ''].filter(Boolean).join(' ')} (${auditValueText(change.field, change.before)} → ${auditValueText(change.field, change.after)})`;
  }
  return `${label}: ${auditValueText(change.field, change.before)} → ${auditValueText(change.field, change.after)}`;
}

const AUDIT_COLUMNS: readonly DataColumn<PlanAuditRecord>[] = [
  { header: 'Quando', cell: (record) => dateTime.format(new Date(record.at)), cellClassName: p.nowrap },
  { header: 'Quem', cell: (record) => record.user.username },
  {
    header: 'Plano',
    cell: (record) => (
      <>
        {record.plan.name}
        <span className={p.cellSub}>#{record.plan.id}</span>
      </>
    ),
  },
  { header: 'Ação', cell: (record) => PLAN_AUDIT_ACTION_LABELS[record.action] },
  {
    header: 'Alterações',
    cell: (record) => (
      <ul className={s.changes}>
        {record.changes.map((change) => (
          <li key={change.field}>{changeText(change)}</li>
        ))}
      </ul>
    ),
  },
];

export interface AuditListProps {
  /** Only this plan's records. */
  planId?: number;
  /** Changing it reloads the list (after a change made on the page). */
  refreshKey?: number | string;
  title?: string;
}

/** The audit list (module note). */
export function AuditList({ planId, refreshKey = 0, title = 'Histórico de alterações' }: AuditListProps) {
  const planAdmin = useUseCases('planAdmin');
  const [page, setPage] = useState(1);
  const load = useCallback(() => planAdmin.audit({ ...(planId ? { plan: planId } : {}), page }), [planAdmin, planId, page]);
  const audit = useRemote(`${planId ?? 'all'}#${page}#${refreshKey}`, load);
  return (
    <Card as="section" padding="md" aria-label={title} className={s.section}>
      <h2 className={p.sectionTitle}>{title}</h2>
      {audit.status === 'loading' ? <Spinner /> : null}
      {audit.status === 'failed' ? <RetryNotice message={AUDIT_ERROR} onRetry={audit.reload} /> : null}
      {audit.value && audit.value.records.length === 0 ? <p className={p.empty}>Nenhuma alteração registrada.</p> : null}
      {audit.value && audit.value.records.length > 0 ? (
        <DataTable look={p.tableLook} tableClassName={p.wideTable} columns={AUDIT_COLUMNS} rows={audit.value.records} rowKey={(record) => record.id} />
      ) : null}
      {audit.value ? <Pager label="Páginas do histórico" page={page} hasPrevious={audit.value.hasPrevious} hasNext={audit.value.hasNext} onPage={setPage} /> : null}
    </Card>
  );
}
