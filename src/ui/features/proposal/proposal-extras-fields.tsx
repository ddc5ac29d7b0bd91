/**
 * What the broker adds to the proposal: the client's contact, the validity date,
 * the recommended plan, a dental add-on per plan (the operator's options, per life) and
 * notes to the client. Controlled: the screen keeps the values and builds the quotation.
 */
import { useId } from 'react';
import { formatBRL } from '../../../domain/quotation/money';
import { MAX_PROPOSAL_NOTES, type DentalAddOn, type ProposalExtras } from '../../../domain/proposal/proposal-extras';
import { SelectField } from '../../design-system';
import * as s from './proposal.css';

export interface ProposalExtrasFieldsProps {
  extras: ProposalExtras;
  onExtras: (next: ProposalExtras) => void;
  /** The proposal's plans (id and a name to show). */
  plans: readonly { id: number; name: string }[];
  /** The dental add-ons each plan's operator offers, by plan id. */
  dentalOptions: Readonly<Record<number, readonly DentalAddOn[]>>;
  /** The chosen add-on id by plan id (absent = none). */
  dental: Readonly<Record<number, number>>;
  onDental: (planId: number, dentalId: number | null) => void;
}

const NONE = '';

/** 'Hapvida Odonto — R$ 24,90 por vida/mês'. */
export function dentalOptionLabel(option: DentalAddOn): string {
  return `${option.name} — ${formatBRL(option.monthlyCentsPerLife)} por vida/mês${option.illustrative ? ' (ilustrativo)' : ''}`;
}

export function ProposalExtrasFields({ extras, onExtras, plans, dentalOptions, dental, onDental }: ProposalExtrasFieldsProps) {
  const notesId = useId();
  const validId = useId();
  const set = (patch: Partial<ProposalExtras>) => onExtras({ ...extras, ...patch });
  const withDental = plans.filter((plan) => (dentalOptions[plan.id] ?? []).length > 0);
  return (
    <>
      <div className={s.fieldRow}>
        {/* The client's phone and e-mail are the client record's (ClientFields): copied into the extras by the screen. */}
        <div className={s.dateField}>
          <label htmlFor={validId}>Proposta válida até</label>
          <input id={validId} type="date" className={s.nativeInput} value={extras.validUntil ?? ''} onChange={(event) => set({ validUntil: event.target.value === '' ? null : event.target.value })} />
        </div>
      </div>
      <SelectField
        label="Plano recomendado"
        value={extras.recommendedPlanId === null ? NONE : String(extras.recommendedPlanId)}
        options={[{ value: NONE, label: 'Nenhum' }, ...plans.map((plan) => ({ value: String(plan.id), label: plan.name }))]}
        onChange={(event) => set({ recommendedPlanId: event.target.value === NONE ? null : Number(event.target.value) })}
      />
      {withDental.length > 0 ? (
        <fieldset className={s.dental}>
          <legend className={s.sectionTitle}>Odontológico (opcional, por vida)</legend>
          {withDental.map((plan) => (
            <SelectField
              key={plan.id}
              label={`Odontológico — ${plan.name}`}
              value={dental[plan.id] === undefined ? NONE : String(dental[plan.id])}
              options={[{ value: NONE, label: 'Sem odontológico' }, ...(dentalOptions[plan.id] ?? []).map((option) => ({ value: String(option.id), label: dentalOptionLabel(option) }))]}
              onChange={(event) => onDental(plan.id, event.target.value === NONE ? null : Number(event.target.value))}
            />
          ))}
        </fieldset>
      ) : null}
      <div className={s.dateField}>
        <label htmlFor={notesId}>Observações para o cliente</label>
        <textarea
          id={notesId}
          className={s.notes}
          rows={4}
          maxLength={MAX_PROPOSAL_NOTES}
          value={extras.notes}
          onChange={(event) => set({ notes: event.target.value })}
        />
      </div>
    </>
  );
}
