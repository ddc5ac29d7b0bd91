/**
 * One adhesion product sold by several administradoras: a single card whose
 * 'Administradora' select picks which plan (administradora, its fees and entities) the card
 * shows and compares. The product's price table is the operator's, the same for every
 * administradora (`groupAdhesionOffers`, src/domain/quotation/plan-extras.ts).
 */
import { memo, useId, useState } from 'react';
import type { BracketCounts } from '../../../domain/quotation/age-buckets';
import type { PlanQuote } from '../../../domain/quotation/catalog';
import { formatBRL } from '../../../domain/quotation/money';
import * as c from '../../shared/catalog/catalog.css';
import { PlanCard } from './plan-card';

export interface OfferCardProps {
  /** The product's name (without administradora). */
  name: string;
  /** The plans of the product, one per administradora. */
  plans: readonly PlanQuote[];
  counts: BracketCounts;
  compared: ReadonlySet<number>;
  /** Today's Brasília day (`YYYY-MM-DD`). */
  today: string;
  onToggleCompare: (planId: number) => void;
  onOpenDetails: (planId: number) => void;
}

/** 'Qualicorp — adesão R$ 150,00/vida, mensal R$ 12,90/vida'. */
function optionLabel(plan: PlanQuote): string {
  const fees = plan.administradoraFees;
  const name = plan.administradora ?? 'Sem administradora';
  if (!fees) return name;
  return `${name} — adesão ${formatBRL(fees.adhesionCentsPerLife)}/vida${fees.monthlyCentsPerLife > 0 ? `, mensal ${formatBRL(fees.monthlyCentsPerLife)}/vida` : ''}`;
}

export const OfferCard = memo(function OfferCard({ name, plans, counts, compared, today, onToggleCompare, onOpenDetails }: OfferCardProps) {
  const selectId = useId();
  const [chosenId, setChosenId] = useState<number>(() => plans.find((plan) => compared.has(plan.id))?.id ?? plans[0]?.id ?? 0);
  const chosen = plans.find((plan) => plan.id === chosenId) ?? plans[0];
  if (!chosen) return null;
  return (
    <PlanCard quote={chosen} title={name} counts={counts} today={today} compared={compared.has(chosen.id)} onToggleCompare={onToggleCompare} onOpenDetails={onOpenDetails}>
      <p className={c.tags}>
        <label htmlFor={selectId}>Administradora ({plans.length} opções): </label>
        <select
          id={selectId}
          value={chosen.id}
          onChange={(event) => {
            const next = Number(event.target.value);
            // The comparison follows the administradora picked on the card.
            if (compared.has(chosen.id) && next !== chosen.id) {
              onToggleCompare(chosen.id);
              if (!compared.has(next)) onToggleCompare(next);
            }
            setChosenId(next);
          }}
        >
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {optionLabel(plan)}
            </option>
          ))}
        </select>
      </p>
    </PlanCard>
  );
});
