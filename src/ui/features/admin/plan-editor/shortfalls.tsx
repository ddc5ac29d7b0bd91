/**
 * A plan's carências in the plan editor, refused at the field above the Lei 9.656/98 maximum.
 */
import { useState } from 'react';
import type { AdminPlan } from '../../../../domain/plan-admin-types';
import { SHORTFALL_RULES } from '../../../../domain/quotation/waiting-periods';
import { Button, SelectField, TextField } from '../../../design-system';
import { useUseCases } from '../../../app/services-context';
import * as p from '../../../shared/payments.css';
import * as s from '../admin.css';
import { useAddRule } from './use-add-rule';

const GROUP_OPTIONS = SHORTFALL_RULES.map((rule) => ({ value: rule.group, label: `${rule.label} (máx. ${rule.group === 'urgency_emergency' ? '24 horas' : `${rule.maxDays} dias`})` }));

/** One carência of the plan: its group, days (editable) and removal. */
export function ShortfallRow({ plan, rule, onChanged, onRemove }: { plan: AdminPlan; rule: AdminPlan['shortfalls'][number]; onChanged: () => void; onRemove: () => void }) {
  const planAdmin = useUseCases('planAdmin');
  const [days, setDays] = useState(String(rule.days));
  const [error, setError] = useState<string | null>(null);
  const check = (text: string) => (text.trim() === '' || !/^\d+$/.test(text.trim()) ? 'Informe um número inteiro de dias.' : planAdmin.shortfallDaysError(rule.group, Number(text)));
  return (
    <form
      className={s.row}
      aria-label={`Carência ${rule.procedure}`}
      onSubmit={async (event) => {
        event.preventDefault();
        const problem = check(days);
        setError(problem);
        if (problem) return;
        const result = await planAdmin.updateRule('shortfalls', rule.id, { planId: plan.id, group: rule.group, procedure: rule.procedure, days: Number(days), note: rule.note ?? null });
        if (result.ok) onChanged();
        else setError(result.error.kind === 'rejected' ? (result.error.fields?.days?.[0] ?? result.error.message) : result.error.message);
      }}
    >
      <span className={s.rowItem}>
        {rule.procedure} <span className={p.cellSub}>{SHORTFALL_RULES.find((r) => r.group === rule.group)?.label ?? rule.group}</span>
      </span>
      <TextField
        className={s.rowItem}
        label={`Dias — ${rule.procedure}`}
        inputMode="numeric"
        value={days}
        error={error}
        onChange={(e) => {
          setDays(e.target.value);
          setError(check(e.target.value));
        }}
      />
      <Button type="submit" variant="secondary" size="sm">
        Salvar carência
      </Button>
      <Button variant="ghost" size="sm" icon="trash" aria-label={`Remover carência ${rule.procedure}`} onClick={onRemove}>
        Remover
      </Button>
    </form>
  );
}

/** 'Nova carência': group and days, refused at the field above the group's legal maximum (Lei 9.656/98, art. 12, V). */
export function ShortfallForm({ plan, onAdded }: { plan: AdminPlan; onAdded: () => void }) {
  const planAdmin = useUseCases('planAdmin');
  const add = useAddRule(onAdded);
  const [group, setGroup] = useState<string>('other');
  const [procedure, setProcedure] = useState('');
  const [days, setDays] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const daysError = (text: string, g = group) => (text.trim() === '' ? null : !/^\d+$/.test(text.trim()) ? 'Informe um número inteiro de dias.' : planAdmin.shortfallDaysError(g, Number(text)));
  return (
    <form
      className={s.row}
      aria-label="Nova carência"
      onSubmit={async (event) => {
        event.preventDefault();
        const problem = days.trim() === '' ? 'Informe a carência em dias.' : daysError(days);
        if (problem) return setErrors({ days: problem });
        const outcome = await add('shortfalls', { planId: plan.id, group, procedure, days: Number(days), note: null });
        if (outcome === null) {
          setProcedure('');
          setDays('');
          setErrors({});
        } else setErrors(typeof outcome === 'string' ? { procedure: outcome } : { procedure: outcome.procedure?.[0] ?? '', days: outcome.days?.[0] ?? '' });
      }}
    >
      <SelectField
        className={s.rowItem}
        label="Grupo"
        options={GROUP_OPTIONS}
        value={group}
        onChange={(e) => {
          setGroup(e.target.value);
          setErrors({ days: daysError(days, e.target.value) ?? '' });
        }}
      />
      <TextField className={s.rowItem} label="Procedimento" value={procedure} error={errors.procedure || null} onChange={(e) => setProcedure(e.target.value)} />
      <TextField
        className={s.rowItem}
        label="Carência (dias)"
        inputMode="numeric"
        value={days}
        error={errors.days || null}
        onChange={(e) => {
          setDays(e.target.value);
          setErrors({ ...errors, days: daysError(e.target.value) ?? '' });
        }}
      />
      <Button type="submit" variant="secondary" icon="plus">
        Incluir carência
      </Button>
    </form>
  );
}
