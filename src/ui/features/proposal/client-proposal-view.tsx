/**
 * The client's page of a saved proposal (`/comparacao-pdf/{code}`), phone first: the broker
 * (logo when the proposal shows it, name, phone with a WhatsApp link, e-mail), the client and
 * the validity, 'Baixar PDF', then one card per plan — operator, plan, accommodation,
 * coparticipation, coverage, the price of each age bracket in use, the monthly total (with the
 * administradora's fee and dental add-on when there are, the one-off adhesion fee apart), the
 * table's date — and the side-by-side comparison folded under 'Ver comparação detalhada' (its
 * table scrolls inside its own box). Nothing on it is wider than the screen.
 */
import {
  clientLine,
  formatPhoneBR,
  livesText,
  perLifeText,
  promotionText,
  proposalColumns,
  proposalValidityText,
  recommendedPlanOf,
  ADHESION_FEE_LABEL,
  PROPOSAL_DISCLAIMER,
  RECOMMENDED_PLAN_LABEL,
  TOTAL_WITH_EXTRAS_LABEL,
} from '../../../domain/proposal/proposal';
import { proposalOptionsOf, type QuotationData } from '../../../domain/proposal/saved-quotation';
import { whatsappNumber } from '../../../domain/proposal/proposal-sending';
import { totalLives } from '../../../domain/quotation/age-buckets';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { Button } from '../../design-system';
import { ProposalPreview } from './proposal-preview';
import * as s from './client-proposal.css';

export interface ClientProposalViewProps {
  data: QuotationData;
  /** ISO instant the proposal was saved, or null (the broker's current selection). */
  savedAt: string | null;
  busy: boolean;
  onDownload: () => void;
}

export function ClientProposalView({ data, savedAt, busy, onDownload }: ClientProposalViewProps) {
  const columns = proposalColumns({ plans: data.plans, lives: data.lives });
  const recommendedId = recommendedPlanOf(data.extras, data.plans.map((plan) => plan.id));
  const lives = totalLives(data.lives);
  const { broker } = data;
  const brokerWhatsapp = whatsappNumber(broker.phone);
  const showLogo = data.showProposalPhoto && broker.logoUrl;
  return (
    <article className={s.page} aria-labelledby="proposta-titulo">
      <header className={s.broker} aria-label="Corretor">
        {showLogo ? <img className={s.brokerLogo} src={broker.logoUrl ?? ''} alt={`Logo de ${broker.name}`} /> : null}
        <div>
          <p className={s.brokerName}>{broker.name}</p>
          <p className={s.contact}>
            {broker.phone ? (
              <a className={s.contactLink} href={brokerWhatsapp ? `https://wa.me/${brokerWhatsapp}` : `tel:${broker.phone}`} target="_blank" rel="noreferrer">
                {formatPhoneBR(broker.phone)}
              </a>
            ) : null}
            {broker.email ? (
              <a className={s.contactLink} href={`mailto:${broker.email}`}>
                {broker.email}
              </a>
            ) : null}
          </p>
        </div>
      </header>

      <div>
        <h1 id="proposta-titulo" className={s.title}>
          Proposta comparativa{data.clientName.trim() ? ` — ${data.clientName.trim()}` : ''}
        </h1>
        <p className={s.muted}>
          {clientLine(data.clientName.trim() === '' ? '—' : data.clientName)} · {livesText(lives)}
        </p>
        {data.extras?.validUntil ? <p className={s.muted}>{proposalValidityText(data.extras.validUntil)}</p> : null}
        {savedAt ? <p className={s.muted}>Preparada em {formatDateBR(savedAt.slice(0, 10))}</p> : null}
      </div>

      <Button variant="primary" icon="download" className={s.download} onClick={onDownload} disabled={busy}>
        Baixar PDF
      </Button>

      <ul className={s.cards} aria-label="Planos da proposta">
        {columns.map((column) => (
          <li key={column.plan.id} className={s.card} aria-label={`${column.plan.operatorName} ${column.plan.planName}`}>
            {column.plan.id === recommendedId ? <span className={s.recommended}>{RECOMMENDED_PLAN_LABEL}</span> : null}
            <p className={s.operator}>{column.plan.operatorName}</p>
            <h2 className={s.planName}>{column.plan.planName}</h2>
            <ul className={s.tags}>
              <li className={s.tag}>{column.accommodationLabel}</li>
              <li className={s.tag}>Coparticipação: {column.coparticipationLabel}</li>
              <li className={s.tag}>{column.coverageAreaLabel}</li>
            </ul>
            <ul className={s.lines} aria-label="Valores por faixa etária">
              {column.lines.map((line) => (
                <li key={line.index}>
                  {line.bracketText}: {line.text}
                </li>
              ))}
            </ul>
            <p className={s.total}>Total mensal: {column.totalText}</p>
            {column.charges.promotion ? <p className={s.muted}>{promotionText(column.charges.promotion, column.totalCents)}</p> : null}
            {column.charges.monthlyWithExtrasCents !== column.charges.monthlyCents ? (
              <p className={s.muted}>
                {TOTAL_WITH_EXTRAS_LABEL}: <strong>{formatBRL(column.charges.monthlyWithExtrasCents)}</strong>
              </p>
            ) : null}
            {column.charges.adhesionOneOffCents > 0 && column.plan.administradoraFees ? (
              <p className={s.muted}>
                {ADHESION_FEE_LABEL}: {perLifeText(lives, column.plan.administradoraFees.adhesionCentsPerLife)}
              </p>
            ) : null}
            <p className={s.muted}>{column.effectiveDateText}</p>
          </li>
        ))}
      </ul>

      <details className={s.details}>
        <summary className={s.summary}>Ver comparação detalhada</summary>
        <ProposalPreview data={data} options={proposalOptionsOf(data)} />
      </details>
      <p className={s.muted}>{PROPOSAL_DISCLAIMER}</p>
    </article>
  );
}
