/**
 * HTML preview of the proposal's comparison (not the PDF): one column per plan with its
 * operator, plan, labels, a line per bracket in use, the monthly total and the table date
 * (`proposalColumns` of the domain, the same numbers the PDF prints); then, when the
 * proposal holds one, the life quote as quoted ('Seguro de vida': insurer, coverages and
 * capitals, monthly price, validity — the PDF's texts).
 */
import type { ReactNode } from 'react';
import {
  clientLine,
  formatPhoneBR,
  lifeCapitalText,
  lifeMonthlyPriceText,
  lifeQuoteHeadline,
  lifeValidityText,
  LIFE_PROPOSAL_NOTE,
  LIFE_SECTION_TITLE,
  livesText,
  proposalColumns,
  PROPOSAL_DISCLAIMER,
  PROPOSAL_TITLE,
  type ProposalLifeQuote,
  type ProposalOptions,
} from '../../../domain/proposal/proposal';
import type { QuotationData } from '../../../domain/proposal/saved-quotation';
import { totalLives } from '../../../domain/quotation/age-buckets';
import * as s from './proposal.css';
import { SideScrollHint, useSideScroll } from '../../shared/scroll-hint';
import { fadeRight } from '../../shared/scroll-hint.css';

export interface ProposalPreviewProps {
  data: Pick<QuotationData, 'clientName' | 'lives' | 'plans' | 'broker' | 'lifeQuote'>;
  options: ProposalOptions;
}

export function ProposalPreview({ data, options }: ProposalPreviewProps) {
  const columns = proposalColumns({ plans: data.plans, lives: data.lives });
  // Issue 18: on a phone the table scrolls sideways; say so, and which plans are in view.
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
            {row('Tabela', columns.map((column) => `${column.effectiveDateText}${column.illustrative ? ' (valores ilustrativos)' : ''}`))}
            {options.showNetwork ? row('Rede credenciada', columns.map((column) => column.networkText)) : null}
            {options.showCoparticipation
              ? row('Regras de coparticipação', columns.map((column) => `${column.plan.coparticipationRules.length} regra(s)`))
              : null}
            {options.showShortfalls ? row('Carências', columns.map((column) => `${column.plan.shortfalls.length} item(ns)`)) : null}
            {options.showRefunds ? row('Reembolsos', columns.map((column) => `${column.plan.refunds.length} item(ns)`)) : null}
          </tbody>
        </table>
      </div>
      </div>
      {data.lifeQuote ? <LifeQuotePreview quote={data.lifeQuote} /> : null}
      <p className={s.muted}>{PROPOSAL_DISCLAIMER}</p>
    </section>
  );
}

/** The life quote of the proposal, as quoted. */
function LifeQuotePreview({ quote }: { quote: ProposalLifeQuote }) {
  return (
    <section aria-label={LIFE_SECTION_TITLE}>
      <h3 className={s.sectionTitle}>{LIFE_SECTION_TITLE}</h3>
      <p>{lifeQuoteHeadline(quote)}</p>
      <div className={s.tableWrap}>
        <table className={s.table}>
          <thead>
            <tr>
              <th className={s.th} scope="col">
                Cobertura
              </th>
              <th className={s.th} scope="col">
                Capital segurado
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.coverages.map((coverage) => (
              <tr key={coverage.code}>
                <th scope="row" className={s.rowLabel}>
                  {coverage.title}
                </th>
                <td className={s.td}>{lifeCapitalText(coverage)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={s.rowLabel}>
                Mensalidade do seguro de vida
              </th>
              <td className={s.td}>
                <span className={s.total}>{lifeMonthlyPriceText(quote)}</span>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        <strong>{lifeValidityText(quote)}</strong>
      </p>
      <p className={s.muted}>{LIFE_PROPOSAL_NOTE}</p>
    </section>
  );
}
