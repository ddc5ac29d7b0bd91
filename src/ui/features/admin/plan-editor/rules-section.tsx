/**
 * A plan's refunds, coparticipation rules (percent typed × 100, stored as a fraction) and carências in the plan editor.
 */
import { useState } from 'react';
import { fractionToPercent } from '../../../../domain/plan-admin';
import type { AdminPlan, RuleKind } from '../../../../domain/plan-admin-types';
import { formatBRL } from '../../../../domain/quotation/money';
import { Button, Checkbox, TextField } from '../../../design-system';
import { useAlerts } from '../../../app/alert-context';
import { useUseCases } from '../../../app/services-context';
import * as p from '../../../shared/payments.css';
import * as s from '../admin.css';
import { BRL_MASK, MaskedField } from '../../../shared/forms/masked-fields';
import { ShortfallForm, ShortfallRow } from './shortfalls';
import { coparticipationRuleOf, refundOf } from './plan-form-values';
import { useAddRule } from './use-add-rule';

/** The plan's refunds, coparticipation rules and carências: the lists with removal and the add forms; `onChanged` after each change. */
export function RulesSection({ plan, onChanged }: { plan: AdminPlan; onChanged: () => void }) {
  const planAdmin = useUseCases('planAdmin');
  const alerts = useAlerts();
  const remove = async (kind: RuleKind, id: number) => {
    const result = await planAdmin.deleteRule(kind, id);
    if (!result.ok) alerts.show({ kind: 'error', message: result.error.message });
    else onChanged();
  };
  return (
    <>
      <section aria-label="Reembolsos" className={s.section}>
        <h3 className={p.sectionTitle}>Reembolsos</h3>
        <ul className={s.list}>
          {plan.refunds.map((rule) => (
            <li key={rule.id} className={s.listItem}>
              <span>
                {rule.procedure}: {formatBRL(rule.valueCents)}
              </span>
              <Button variant="ghost" size="sm" icon="trash" aria-label={`Remover reembolso ${rule.procedure}`} onClick={() => void remove('refunds', rule.id)}>
                Remover
              </Button>
            </li>
          ))}
        </ul>
        <RefundForm plan={plan} onAdded={onChanged} />
      </section>
      <section aria-label="Coparticipação" className={s.section}>
        <h3 className={p.sectionTitle}>Regras de coparticipação</h3>
        <ul className={s.list}>
          {plan.coparticipationRules.map((rule) => (
            <li key={rule.id} className={s.listItem}>
              <span>
                {rule.procedure}: {rule.exempt ? 'isento' : [rule.percentage !== null ? `${fractionToPercent(rule.percentage).toLocaleString('pt-BR')} %` : '', rule.fixedCents !== null ? formatBRL(rule.fixedCents) : '', rule.capCents !== null ? `teto ${formatBRL(rule.capCents)}` : ''].filter(Boolean).join(', ')}
              </span>
              <Button variant="ghost" size="sm" icon="trash" aria-label={`Remover coparticipação ${rule.procedure}`} onClick={() => void remove('coparticipation_rules', rule.id)}>
                Remover
              </Button>
            </li>
          ))}
        </ul>
        <CoparticipationForm plan={plan} onAdded={onChanged} />
      </section>
      <section aria-label="Carências" className={s.section}>
        <h3 className={p.sectionTitle}>Carências</h3>
        <ul className={s.list}>
          {plan.shortfalls.map((rule) => (
            <li key={rule.id}>
              <ShortfallRow plan={plan} rule={rule} onChanged={onChanged} onRemove={() => void remove('shortfalls', rule.id)} />
            </li>
          ))}
        </ul>
        <ShortfallForm plan={plan} onAdded={onChanged} />
      </section>
    </>
  );
}

function RefundForm({ plan, onAdded }: { plan: AdminPlan; onAdded: () => void }) {
  const add = useAddRule(onAdded);
  const [procedure, setProcedure] = useState('');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      className={s.row}
      aria-label="Novo reembolso"
      onSubmit={async (event) => {
        event.preventDefault();
        const refund = refundOf(plan.id, { procedure, value });
        if (!refund.ok) return setErrors(refund.errors);
        const outcome = await add('refunds', refund.body);
        if (outcome === null) {
          setProcedure('');
          setValue('');
          setErrors({});
        } else setErrors(typeof outcome === 'string' ? { procedure: outcome } : { procedure: outcome.procedure?.[0] ?? '', value: outcome.valueCents?.[0] ?? '' });
      }}
    >
      <TextField className={s.rowItem} label="Procedimento" value={procedure} error={errors.procedure || null} onChange={(e) => setProcedure(e.target.value)} />
      <MaskedField mask={BRL_MASK} className={s.rowItem} label="Valor (R$)" value={value} error={errors.value || null} onValueChange={setValue} />
      <Button type="submit" variant="secondary" icon="plus">
        Incluir reembolso
      </Button>
    </form>
  );
}

function CoparticipationForm({ plan, onAdded }: { plan: AdminPlan; onAdded: () => void }) {
  const add = useAddRule(onAdded);
  const [procedure, setProcedure] = useState('');
  const [percent, setPercent] = useState('');
  const [cap, setCap] = useState('');
  const [exempt, setExempt] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      className={s.row}
      aria-label="Nova regra de coparticipação"
      onSubmit={async (event) => {
        event.preventDefault();
        const rule = coparticipationRuleOf(plan.id, { procedure, percent, cap, exempt });
        if (!rule.ok) return setErrors(rule.errors);
        const outcome = await add('coparticipation_rules', rule.body);
        if (outcome === null) {
          setProcedure('');
          setPercent('');
          setCap('');
          setExempt(false);
          setErrors({});
        } else setErrors(typeof outcome === 'string' ? { procedure: outcome } : { procedure: outcome.procedure?.[0] ?? '', percentage: outcome.percentage?.[0] ?? '', cap: outcome.capCents?.[0] ?? '' });
      }}
    >
      <TextField className={s.rowItem} label="Procedimento" value={procedure} error={errors.procedure || null} onChange={(e) => setProcedure(e.target.value)} />
      <TextField className={s.rowItem} label="Percentual (%)" inputMode="decimal" hint="Ex.: 30 para 30 %" value={percent} error={errors.percentage || null} onChange={(e) => setPercent(e.target.value)} />
      <MaskedField mask={BRL_MASK} className={s.rowItem} label="Teto (R$)" value={cap} error={errors.cap || null} onValueChange={setCap} />
      <Checkbox label="Isento" checked={exempt} onChange={(e) => setExempt(e.target.checked)} />
      <Button type="submit" variant="secondary" icon="plus">
        Incluir coparticipação
      </Button>
    </form>
  );
}
