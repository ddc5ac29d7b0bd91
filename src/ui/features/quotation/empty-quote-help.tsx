/**
 * The empty answer of a quote, explained: 'Nenhum resultado encontrado.', which rule or
 * filter left the state's plans out (with how many plans each) and the changes that bring
 * plans back — a button for those the form can make at once (another plan type, a filter
 * dropped), the words for the lives the broker must type. The reasons come from the server's
 * answer (src/domain/quotation/empty-quote.ts, the one eligibility rule).
 */
import { useId } from 'react';
import type { FilterPatch } from '../../../application/quotation/quotation.machine';
import type { PlanFilter } from '../../../domain/quotation/catalog';
import { changeText, emptyQuoteHeadline, removalText, type EmptyQuoteExplanation, type QuoteChange } from '../../../domain/quotation/empty-quote';
import { totalLives } from '../../../domain/quotation/age-buckets';
import { stateById } from '../../../domain/quotation/states';
import { Button } from '../../design-system/button';
import { Icon } from '../../design-system/icon';
import * as s from './quotation.css';

export interface EmptyQuoteHelpProps {
  /** 'Nenhum resultado encontrado.' */
  title: string;
  /** The filter the empty answer was for. */
  quoted: PlanFilter;
  /** The server's explanation; null when it sent none (the generic hint then). */
  explanation: EmptyQuoteExplanation | null;
  /** Applies a filter change (the screen quotes again). */
  onChange: (patch: FilterPatch) => void;
}

/** The patch the form applies for a change, or null when the broker must do it (lives). */
export function patchOfChange(change: QuoteChange, quoted: PlanFilter): FilterPatch | null {
  if (change.change === 'type') return { type: change.type, isPme: change.type === 'PJ' };
  if (change.change !== 'drop') return null;
  switch (change.filter) {
    case 'city':
      return { city: undefined };
    case 'coverage':
      return { coverageAreas: [] };
    case 'porte':
      return { porte: undefined };
    case 'entity':
      return { entity: undefined };
    case 'occupation':
      return { occupation: undefined, entity: undefined };
    case 'hospitals':
      return { accreditedNetworks: [] };
    case 'stale-table':
      return { hideStaleTables: false };
    case 'contribution':
      return { isOptional: !quoted.isOptional };
    case 'mei':
      return { isMei: !quoted.isMei };
  }
}

export function EmptyQuoteHelp({ title, quoted, explanation, onChange }: EmptyQuoteHelpProps) {
  const changesId = useId();
  if (!explanation) {
    return (
      <div className={s.stateCard} role="status">
        <Icon name="info" size={28} />
        <p className={s.stateTitle}>{title}</p>
        <p>Tente outro estado, cidade, tipo de plano ou menos filtros.</p>
      </div>
    );
  }
  const context = { lives: totalLives(quoted.counts), porte: quoted.porte, uf: stateById(quoted.stateId)?.uf ?? '', type: quoted.type };
  return (
    <div className={s.stateCard} role="status" data-testid="empty-quote-help">
      <Icon name="info" size={28} />
      <p className={s.stateTitle}>{title}</p>
      <p>{emptyQuoteHeadline(explanation, context)}</p>
      {explanation.removed.length > 0 ? (
        <ul aria-label="Por que não há planos">
          {explanation.removed.map((removal) => (
            <li key={removal.rule}>{removalText(removal, context)}</li>
          ))}
        </ul>
      ) : null}
      {explanation.changes.length > 0 ? (
        <>
          <p id={changesId}>Para ver planos:</p>
          <ul aria-labelledby={changesId}>
            {explanation.changes.map((change) => {
              const patch = patchOfChange(change, quoted);
              const text = changeText(change);
              return (
                <li key={text}>
                  {patch ? (
                    <Button variant="secondary" size="sm" onClick={() => onChange(patch)}>
                      {text}
                    </Button>
                  ) : (
                    `${text}: informe as idades de mais vidas no formulário.`
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}
