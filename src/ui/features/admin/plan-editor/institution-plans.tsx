/**
 * An operator's plans in the plan editor, filtered by state, type and porte; the chosen one opens in the editor.
 */
import { useCallback, useState } from 'react';
import type { AdminPlanListItem } from '../../../../domain/plan-admin-types';
import { PJ_PORTE_OPTIONS, PLAN_TYPES, porteLabel, isPlanTypeCode, isPorteCode, planTypeLabel, roomTypeLabel, isRoomType } from '../../../../domain/quotation/plan-types';
import { Badge, Button, Card, SelectField, Spinner } from '../../../design-system';
import { useUseCases } from '../../../app/services-context';
import { DataTable, type DataColumn } from '../../../shared/data-table';
import { RetryNotice } from '../../../shared/remote-failure';
import { useRemote } from '../../../shared/use-remote';
import * as p from '../../../shared/payments.css';
import * as s from '../admin.css';
import { PLANS_FILTER_ERROR, STATE_OPTIONS } from './plan-form-values';
import { PlanEditor } from './plan-editor';

/** The plans of operator `institutionId` with the filters and the editor of the chosen one; `onChanged` after any save (the audit list reloads). */
export function InstitutionPlans({ institutionId, onChanged }: { institutionId: number; onChanged: () => void }) {
  const planAdmin = useUseCases('planAdmin');
  const [filter, setFilter] = useState({ state: '', type: '', porte: '' });
  const [selected, setSelected] = useState<number | null>(null);
  const [listKey, setListKey] = useState(0);
  const load = useCallback(
    () =>
      planAdmin.plans({
        institutionId,
        ...(filter.state ? { stateId: Number(filter.state) } : {}),
        ...(isPlanTypeCode(filter.type) ? { type: filter.type } : {}),
        ...(filter.porte && isPorteCode(filter.porte) ? { porte: filter.porte } : {}),
      }),
    [planAdmin, institutionId, filter],
  );
  const plans = useRemote(`${institutionId}#${JSON.stringify(filter)}#${listKey}`, load);
  const changed = (planId?: number) => {
    setListKey((key) => key + 1);
    if (planId) setSelected(planId);
    onChanged();
  };
  const columns: readonly DataColumn<AdminPlanListItem>[] = [
    {
      header: 'Plano',
      cell: (plan) => (
        <>
          <Button variant={plan.id === selected ? 'primary' : 'ghost'} size="sm" className={s.planButton} onClick={() => setSelected(plan.id)}>
            {plan.name}
          </Button>
          {plan.draft ? <Badge tone="warning">Rascunho</Badge> : null}
        </>
      ),
    },
    { header: 'UF', cell: (plan) => plan.state.uf },
    { header: 'Tipo', cell: (plan) => planTypeLabel(plan.type) },
    { header: 'Porte', cell: (plan) => (plan.porte ? porteLabel(plan.porte) : '—') },
    { header: 'Acomodação', cell: (plan) => (isRoomType(plan.accommodation) ? roomTypeLabel(plan.accommodation) : plan.accommodation) },
    { header: 'Área', cell: (plan) => plan.commercializationArea },
  ];
  return (
    <>
      <Card as="section" padding="md" aria-label="Planos" className={s.section}>
        <h2 className={p.sectionTitle}>Planos</h2>
        <div className={p.filters}>
          <SelectField label="Estado" options={[{ value: '', label: 'Todos' }, ...STATE_OPTIONS]} value={filter.state} onChange={(e) => setFilter({ ...filter, state: e.target.value })} />
          <SelectField
            label="Tipo"
            options={[{ value: '', label: 'Todos' }, ...PLAN_TYPES.map((type) => ({ value: type.code, label: type.label }))]}
            value={filter.type}
            onChange={(e) => setFilter({ ...filter, type: e.target.value })}
          />
          <SelectField
            label="Porte"
            options={[{ value: '', label: 'Todos' }, ...PJ_PORTE_OPTIONS.map((option) => ({ value: option.code, label: option.label }))]}
            value={filter.porte}
            onChange={(e) => setFilter({ ...filter, porte: e.target.value })}
          />
        </div>
        {plans.status === 'loading' ? <Spinner /> : null}
        {plans.status === 'failed' ? <RetryNotice message={PLANS_FILTER_ERROR} onRetry={plans.reload} className={p.noticeSpacing} /> : null}
        {plans.value && plans.value.length === 0 ? <p className={p.empty}>Nenhum resultado encontrado.</p> : null}
        {plans.value && plans.value.length > 0 ? (
          <DataTable
            look={p.tableLook}
            tableClassName={p.wideTable}
            columns={columns}
            rows={plans.value}
            rowKey={(plan) => plan.id}
            rowProps={(plan) => ({ 'aria-selected': plan.id === selected })}
          />
        ) : null}
      </Card>
      {selected !== null ? <PlanEditor key={selected} planId={selected} onChanged={changed} /> : null}
    </>
  );
}
