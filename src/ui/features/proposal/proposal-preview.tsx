/**
 * HTML preview of the proposal's comparison (not the PDF, but in its words): the client
 * and their contact, the validity, one column per plan with its operator, plan, labels,
 * the recommended mark, a line per bracket in use, the monthly total, the promotion, the
 * administradora's fees, the dental add-on and the total with them, the table date
 * (`proposalColumns` of the domain, the same numbers the PDF prints), the chosen sections
 * as their rules (not counts); then the life quote as quoted and the broker's notes.
 */
import type { ReactNode } from 'react';
import {
  clientLine,
  formatPhoneBR,
  proposalLifeSection,
  livesText,
  proposalColumns,
  PROPOSAL_DISCLAIMER,
  PROPOSAL_TITLE,
  type ProposalLifeQuote,
  type ProposalOptions,
  type ProposalCoparticipationRule,
  ADHESION_FEE_LABEL,
  ADMINISTRATION_FEE_LABEL,
  BROKER_NOTES_TITLE,
  coparticipationRuleText,
  DENTAL_LABEL,
  NOT_INFORMED,
  perLifeText,
  PROMOTION_LABEL,
  promotionText,
  proposalValidityText,
  recommendedPlanOf,
  RECOMMENDED_PLAN_LABEL,
  shortfallDaysText,
  shortfallLabel,
  TOTAL_WITH_EXTRAS_LABEL,
} from '../../../domain/proposal/proposal';
import { formatBRL } from '../../../domain/quotation/money';
import type { QuotationData } from '../../../domain/proposal/saved-quotation';
import { totalLives } from '../../../domain/quotation/age-buckets';
import * as s from './proposal.css';
import { DataTable, type DataColumn } from '../../shared/data-table';
import { SideScrollHint, useSideScroll } from '../../shared/scroll-hint';
import { fadeRight } from '../../shared/scroll-hint.css';

export interface ProposalPreviewProps {
  data: Pick<QuotationData, 'clientName' | 'lives' | 'plans' | 'broker' | 'lifeQuote' | 'extras'>;
  options: ProposalOptions;
}

/** A plan's rules as short lines, the PDF's words ('Consulta Eletiva: R$ 25,42'), or '—'. */
function ruleLines(lines: readonly string[]): ReactNode {
  if (lines.length === 0) return NOT_INFORMED;
  return (
    <ul className={s.ruleList}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

function coparticipationLine(rule: ProposalCoparticipationRule): string {
  const text = coparticipationRuleText(rule);
  const parts = [text.percentage, text.fixed].filter((part) => part !== NOT_INFORMED);
  const cap = text.cap !== NOT_INFORMED ? ` (limite ${text.cap})` : '';
  return `${text.procedure}: ${parts.join(' + ') || NOT_INFORMED}${cap}`;
}

export function ProposalPreview({ data, options }: ProposalPreviewProps) {
  const columns = proposalColumns({ plans: data.plans, lives: data.lives });
  const recommendedId = recommendedPlanOf(data.extras, data.plans.map((plan) => plan.id));
  const lives = totalLives(data.lives);
  const anyOf = (test: (column: (typeof columns)[number]) => boolean) => columns.some(test);
  const clientContact = [formatPhoneBR(data.extras?.clientPhone ?? ''), data.extras?.clientEmail ?? ''].filter((part) => part !== '').join(' · ');
  const notes = data.extras?.notes.trim() ?? '';
  // On a phone the table scrolls sideways; say so, and which plans are in view.
  const sideScroll = useSideScroll<HTMLDivElement>('thead th[data-testid="proposal-plan"]');
  const row = (label: string, cells: readonly ReactNode[]) => (
    <tr>
      <th scope="row" className={s.rowLabel}>
        {label}
      </th>
      {cells.map((cell, index) => (
        <td key={columns[index]?.plan.id ?? index} className={s.td}>
          {cell}
        </td>
      ))}
    </tr>
  );
  return (
    <section className={s.card} aria-label="Pré-visualização da proposta">
      <h2 className={s.sectionTitle}>{PROPOSAL_TITLE}</h2>
      <p>{clientLine(data.clientName.trim() === '' ? '—' : data.clientName)}</p>
      {clientContact !== '' ? <p className={s.muted}>Contato do cliente: {clientContact}</p> : null}
      {data.extras?.validUntil ? <p><strong>{proposalValidityText(data.extras.validUntil)}</strong></p> : null}
      <p className={s.muted}>
        {data.broker.name}
        {data.broker.phone ? ` · ${formatPhoneBR(data.broker.phone)}` : ''}
        {data.broker.email ? ` · ${data.broker.email}` : ''} · {livesText(totalLives(data.lives))}
      </p>
      <SideScrollHint state={sideScroll.state} />
      <div className={fadeRight} data-more-right={sideScroll.state.moreRight}>
      <div ref={sideScroll.ref} className={s.tableWrap} role="region" aria-label="Tabela da proposta" tabIndex={0}>
        <table className={s.table}>
          <thead>
            <tr>
              <th className={s.th} scope="col">
                <span className={s.muted}>Plano</span>
              </th>
              {columns.map((column) => (
                <th key={column.plan.id} className={s.th} scope="col" data-testid="proposal-plan">
                  {column.plan.id === recommendedId ? (
                    <>
                      <span className={s.recommended}>{RECOMMENDED_PLAN_LABEL}</span>
                      <br />
                    </>
                  ) : null}
                  <span className={s.muted}>{column.plan.operatorName}</span>
                  <br />
                  {column.plan.planName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row('Tipo', columns.map((column) => column.typeLabel))}
            {row('Acomodação', columns.map((column) => column.accommodationLabel))}
            {row('Coparticipação', columns.map((column) => column.coparticipationLabel))}
            {row('Abrangência', columns.map((column) => column.coverageAreaLabel))}
            {row(
              'Valores por faixa',
              columns.map((column) => (
                <ul key={column.plan.id}>
                  {column.lines.map((line) => (
                    <li key={line.index}>
                      {line.bracketText}: {line.text}
                    </li>
                  ))}
                </ul>
              )),
            )}
            {row(
              'Total mensal',
              columns.map((column) => (
                <span key={column.plan.id} className={s.total}>
                  {column.totalText}
                </span>
              )),
            )}
            {anyOf((column) => column.charges.promotion !== null)
              ? row(
                  PROMOTION_LABEL,
                  columns.map((column) => (column.charges.promotion ? promotionText(column.charges.promotion, column.totalCents) : NOT_INFORMED)),
                )
              : null}
            {anyOf((column) => column.charges.administrationMonthlyCents > 0)
              ? row(
                  ADMINISTRATION_FEE_LABEL,
                  columns.map((column) => (column.plan.administradoraFees?.monthlyCentsPerLife ? perLifeText(lives, column.plan.administradoraFees.monthlyCentsPerLife) : NOT_INFORMED)),
                )
              : null}
            {anyOf((column) => column.charges.dentalMonthlyCents > 0)
              ? row(
                  DENTAL_LABEL,
                  columns.map((column) => (column.plan.dental ? `${column.plan.dental.name}: ${perLifeText(lives, column.plan.dental.monthlyCentsPerLife)}` : NOT_INFORMED)),
                )
              : null}
            {anyOf((column) => column.charges.monthlyWithExtrasCents !== column.charges.monthlyCents)
              ? row(
                  TOTAL_WITH_EXTRAS_LABEL,
                  columns.map((column) => (
                    <span key={column.plan.id} className={s.total}>
                      {formatBRL(column.charges.monthlyWithExtrasCents)}
                    </span>
                  )),
                )
              : null}
            {anyOf((column) => column.charges.adhesionOneOffCents > 0)
              ? row(
                  ADHESION_FEE_LABEL,
                  columns.map((column) => (column.plan.administradoraFees?.adhesionCentsPerLife ? perLifeText(lives, column.plan.administradoraFees.adhesionCentsPerLife) : NOT_INFORMED)),
                )
              : null}
            {row('Tabela', columns.map((column) => `${column.effectiveDateText}${column.illustrative ? ' (valores ilustrativos)' : ''}`))}
            {options.showNetwork ? row('Rede credenciada', columns.map((column) => column.networkText)) : null}
            {options.showCoparticipation
              ? row('Coparticipação (regras)', columns.map((column) => ruleLines(column.plan.coparticipationRules.map(coparticipationLine))))
              : null}
            {options.showShortfalls
              ? row('Carências', columns.map((column) => ruleLines(column.plan.shortfalls.map((shortfall) => `${shortfallLabel(shortfall)}: ${shortfallDaysText(shortfall.days)}`))))
              : null}
            {options.showRefunds
              ? row('Reembolso', columns.map((column) => ruleLines(column.plan.refunds.map((refund) => `${refund.procedure}: ${formatBRL(refund.valueCents)}`))))
              : null}
          </tbody>
        </table>
      </div>
      </div>
      {data.lifeQuote ? <LifeQuotePreview quote={data.lifeQuote} /> : null}
      {notes !== '' ? (
        <section aria-label={BROKER_NOTES_TITLE}>
          <h3 className={s.sectionTitle}>{BROKER_NOTES_TITLE}</h3>
          <p className={s.preLine}>{notes}</p>
        </section>
      ) : null}
      <p className={s.muted}>{PROPOSAL_DISCLAIMER}</p>
    </section>
  );
}

/** A line of the life quote's table: a coverage and its capital, then the monthly price (shown as the total). */
interface LifeLine {
  key: string;
  label: string;
  value: ReactNode;
}

/** The life quote of the proposal, as quoted. */
function LifeQuotePreview({ quote }: { quote: ProposalLifeQuote }) {
  const section = proposalLifeSection(quote);
  const [coverageHeader, capitalHeader] = section.headers;
  const columns: readonly DataColumn<LifeLine>[] = [
    { header: coverageHeader, cell: (line) => line.label, rowHeader: true },
    { header: capitalHeader, cell: (line) => line.value },
  ];
  const rows: LifeLine[] = [...section.coverages, { ...section.monthly, value: <span className={s.total}>{section.monthly.value}</span> }];
  return (
    <section aria-label={section.title}>
      <h3 className={s.sectionTitle}>{section.title}</h3>
      <p>{section.headline}</p>
      <DataTable look={s.tableLook} columns={columns} rows={rows} rowKey={(line) => line.key} />
      <p>
        <strong>{section.validity}</strong>
      </p>
      <p className={s.muted}>{section.note}</p>
    </section>
  );
}
