/**
 * Side-by-side comparison of the selected plans (up to 6): facts, price per bracket in
 * use and total for the lives of the selection, network counts, hospitals in common and
 * each plan's exclusive ones, coparticipation rules, carências and refunds. The plans
 * are loaded in full (`quotation.plansInFull`) so the view works after a page reload from the
 * stored selection alone. 'Gerar proposta' leads to the comparative proposal.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AGE_BRACKETS, totalLives } from '../../../domain/quotation/age-buckets';
import { compareNetworks, planTotalCents, type ComparisonSelection, type PlanDetail } from '../../../domain/quotation/catalog';
import { bracketFieldLabel } from '../../../domain/quotation/lives-input';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { coparticipationLabel, coverageAreaLabel, planTypeLabel, roomTypeLabel } from '../../../domain/quotation/plan-types';
import { Button } from '../../design-system/button';
import { Spinner } from '../../design-system/spinner';
import { useAlerts } from '../../app/alert-context';
import { usePreloadUseCases, useUseCases } from '../../app/services-context';
import * as c from '../../shared/catalog/catalog.css';
import { ansText, coparticipationRuleText, livesText, shortfallText } from '../../shared/catalog/labels';
import { OperatorAvatar } from '../../shared/catalog/operator-avatar';
import { preloadScreen } from '../../shared/screen-preload';
import { OperatorQuality, TableAgeTags } from '../../shared/catalog/table-quality';
import { PLAN_FAILURE_MESSAGE, ProviderAttributes } from '../../shared/catalog/plan-details';
import { useRemote } from '../../shared/use-remote';
import { whenIdle } from '../../shared/when-idle';
import { ILLUSTRATIVE_TAG } from './plan-card';
import * as s from './quotation.css';
import { RemoteFailure } from '../../shared/remote-failure';
import { LinkButton } from '../../shared/link-button';
import { SideScrollHint, useSideScroll } from '../../shared/scroll-hint';
import { fadeRight } from '../../shared/scroll-hint.css';

export interface ComparisonViewProps {
  selection: ComparisonSelection | null;
  onBack: () => void;
  onRemove: (planId: number) => void;
  onClear: () => void;
  onOpenDetails: (planId: number) => void;
}

const PROPOSAL_FEATURES = ['proposal'] as const;
const NO_FEATURES = [] as const;

export function ComparisonView({ selection, onBack, onRemove, onClear, onOpenDetails }: ComparisonViewProps) {
  const quotation = useUseCases('quotation');
  const alerts = useAlerts();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const ids = selection?.planIds ?? [];
  const key = ids.length > 0 ? `compare:${ids.join(',')}` : null;
  // The plans are usually kept by the catalog already (fetched when picked): the table is drawn
  // in a transition, after the click's own paint (the header, 'Carregando planos…').
  const remote = useRemote(key, () => quotation.plansInFull(ids), { transition: true });

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  // 'Gerar proposta' opens the comparative proposal: its screen's chunk and use cases are
  // fetched while the broker reads the comparison, not after the click — once the page is
  // idle: adding the preload links in the click that opens the comparison cost it a long task.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  usePreloadUseCases(idle ? PROPOSAL_FEATURES : NO_FEATURES);
  useEffect(() => {
    if (idle) preloadScreen('comparative-proposal');
  }, [idle]);

  useEffect(() => {
    if (remote.status === 'failed') alerts.show({ kind: 'error', message: PLAN_FAILURE_MESSAGE });
  }, [remote.status, alerts]);

  let body: ReactNode;
  if (ids.length === 0 || !selection) {
    body = (
      <div className={s.stateCard}>
        <p className={s.stateTitle}>Nenhum plano selecionado para comparar.</p>
        <p>Marque “Comparar” em até 6 planos dos resultados.</p>
      </div>
    );
  } else if (remote.status === 'loading') {
    body = (
      <div className={c.loadingBox} role="status">
        <Spinner size="md" />
        Carregando planos…
      </div>
    );
  } else if (remote.status === 'failed') {
    body = <RemoteFailure message={PLAN_FAILURE_MESSAGE} detail={remote.failure.message} onRetry={remote.reload} />;
  } else {
    body = <ComparisonTable plans={remote.value} selection={selection} onRemove={onRemove} onOpenDetails={onOpenDetails} />;
  }

  return (
    <section className={s.comparison} aria-labelledby="comparacao-titulo">
      <div className={s.comparisonHeader}>
        <h2 id="comparacao-titulo" ref={titleRef} tabIndex={-1} className={s.comparisonTitle}>
          Comparação de planos
        </h2>
        <div className={s.compareBarActions}>
          <Button variant="ghost" icon="arrowLeft" onClick={onBack}>
            Voltar aos resultados
          </Button>
          {ids.length > 0 ? (
            <>
              <Button variant="secondary" onClick={onClear}>
                Limpar comparação
              </Button>
              <LinkButton href="/proposta/comparativo" icon="file" variant="primary">Gerar proposta</LinkButton>
            </>
          ) : null}
        </div>
      </div>
      {body}
    </section>
  );
}

interface RowProps {
  label: ReactNode;
  cells: readonly ReactNode[];
  total?: boolean;
}

function Row({ label, cells, total = false }: RowProps) {
  return (
    <tr>
      <th scope="row" className={s.compareRowHead}>
        {label}
      </th>
      {cells.map((cell, index) => (
        <td key={index} className={total ? s.compareTotal : s.compareCell}>
          {cell}
        </td>
      ))}
    </tr>
  );
}

function GroupRow({ title, span }: { title: string; span: number }) {
  return (
    <tr>
      <th scope="colgroup" colSpan={span} className={s.compareGroupHead}>
        {title}
      </th>
    </tr>
  );
}

/** Procedures of a kind across plans, in order of first appearance, with each plan's value. */
function unionRows<T extends { procedure: string }>(plans: readonly PlanDetail[], pick: (plan: PlanDetail) => readonly T[], show: (row: T) => string): [string, string[]][] {
  const procedures: string[] = [];
  for (const plan of plans) for (const row of pick(plan)) if (!procedures.includes(row.procedure)) procedures.push(row.procedure);
  return procedures.map((procedure) => [procedure, plans.map((plan) => {
    const row = pick(plan).find((candidate) => candidate.procedure === procedure);
    return row ? show(row) : '—';
  })]);
}

function ComparisonTable({
  plans,
  selection,
  onRemove,
  onOpenDetails,
}: {
  plans: readonly PlanDetail[];
  selection: ComparisonSelection;
  onRemove: (planId: number) => void;
  onOpenDetails: (planId: number) => void;
}) {
  const counts = selection.filter.counts;
  const lives = totalLives(counts);
  const today = useUseCases('quotation').today();
  const network = useMemo(() => compareNetworks(plans), [plans]);
  const span = plans.length + 1;
  const brackets = lives > 0 ? AGE_BRACKETS.filter((bracket) => counts[bracket.index] > 0) : AGE_BRACKETS;
  const copart = unionRows(plans, (plan) => plan.coparticipationRules, coparticipationRuleText);
  const shortfalls = unionRows(plans, (plan) => plan.shortfalls, (row) => shortfallText(row.days));
  const refunds = unionRows(plans, (plan) => plan.refunds, (row) => formatBRL(row.valueCents));
  const sideScroll = useSideScroll<HTMLDivElement>('thead th[scope="col"]', 'thead td');

  return (
    <>
      <p className={c.muted}>
        {plans.length} {plans.length === 1 ? 'plano' : 'planos'} · {lives > 0 ? livesText(lives) : 'sem vidas informadas (preço por vida)'}
      </p>
      <SideScrollHint state={sideScroll.state} />
      <div className={fadeRight} data-more-right={sideScroll.state.moreRight}>
      <div ref={sideScroll.ref} className={s.compareTableWrap} role="region" aria-label="Tabela de comparação" tabIndex={0}>
        <table className={s.compareTable}>
          <caption className={c.hiddenCaption}>Comparação lado a lado dos planos selecionados</caption>
          <thead>
            <tr>
              <td className={s.compareCorner} />
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className={s.comparePlanHead}>
                  <span className={c.operatorLine}>
                    <OperatorAvatar name={plan.institution.name} logoUrl={plan.institution.logoUrl} size="sm" />
                    <span>
                      <span className={c.muted}>{plan.institution.name}</span>
                      <br />
                      {plan.name}
                    </span>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <GroupRow title="Plano" span={span} />
            <Row
              label="Operadora"
              cells={plans.map((plan) => {
                const ans = ansText(plan.institution.ansRegistration);
                return (
                  <>
                    {plan.institution.name}
                    {ans ? (
                      <>
                        <br />
                        <span className={c.muted}>{ans}</span>
                      </>
                    ) : null}
                  </>
                );
              })}
            />
            <Row label="Qualidade (ANS)" cells={plans.map((plan) => <OperatorQuality key={plan.id} profile={plan.institution.ansProfile} className={c.muted} />)} />
            <Row label="Tipo" cells={plans.map((plan) => planTypeLabel(plan.type))} />
            <Row label="Acomodação" cells={plans.map((plan) => roomTypeLabel(plan.accommodation))} />
            <Row label="Coparticipação" cells={plans.map((plan) => coparticipationLabel(plan.coparticipation))} />
            <Row label="Abrangência" cells={plans.map((plan) => coverageAreaLabel(plan.coverageArea))} />
            <Row
              label="Tabela vigente desde"
              cells={plans.map((plan) => (
                <>
                  {formatDateBR(plan.priceTable.effectiveDate)}{' '}
                  <TableAgeTags effectiveDate={plan.priceTable.effectiveDate} today={today} />
                  {plan.priceTable.real ? null : (
                    <>
                      {' '}
                      <span className={c.tagIllustrative}>{ILLUSTRATIVE_TAG}</span>
                    </>
                  )}
                </>
              ))}
            />

            <GroupRow title={lives > 0 ? `Preços (${livesText(lives)})` : 'Preço por vida'} span={span} />
            {brackets.map((bracket) => {
              const n = counts[bracket.index];
              return (
                <Row
                  key={bracket.index}
                  label={lives > 0 ? `${bracketFieldLabel(bracket)} (${n}×)` : bracketFieldLabel(bracket)}
                  cells={plans.map((plan) => {
                    const unit = plan.priceTable.pricesCents[bracket.index];
                    return lives > 0 ? (
                      <>
                        {formatBRL(n * unit)}
                        <br />
                        <span className={c.muted}>{formatBRL(unit)} por vida</span>
                      </>
                    ) : (
                      formatBRL(unit)
                    );
                  })}
                />
              );
            })}
            {lives > 0 ? <Row label="Total mensal" total cells={plans.map((plan) => formatBRL(planTotalCents(plan, counts)))} /> : null}

            <GroupRow title="Rede credenciada" span={span} />
            <Row label="Hospitais" cells={plans.map((plan) => String(plan.hospitals.length))} />
            <Row label="Clínicas e laboratórios" cells={plans.map((plan) => String(plan.clinics.length))} />
            <Row
              label="Hospitais exclusivos"
              cells={plans.map((plan) => {
                const exclusive = network.exclusive.get(plan.id) ?? [];
                return exclusive.length === 0 ? (
                  '—'
                ) : (
                  <ul className={s.compactList}>
                    {exclusive.map((hospital) => (
                      <li key={hospital.id}>
                        {hospital.name} <span className={c.muted}>({hospital.city})</span>
                      </li>
                    ))}
                  </ul>
                );
              })}
            />

            <GroupRow title="Coparticipação" span={span} />
            {copart.length === 0 ? <Row label="Regras" cells={plans.map(() => 'Sem coparticipação')} /> : null}
            {copart.map(([procedure, cells]) => (
              <Row key={procedure} label={procedure} cells={cells} />
            ))}

            <GroupRow title="Carências" span={span} />
            {shortfalls.map(([procedure, cells]) => (
              <Row key={procedure} label={procedure} cells={cells} />
            ))}

            <GroupRow title="Reembolso" span={span} />
            {refunds.length === 0 ? <Row label="Reembolso" cells={plans.map(() => 'Não prevê')} /> : null}
            {refunds.map(([procedure, cells]) => (
              <Row key={procedure} label={procedure} cells={cells} />
            ))}

            <Row
              label={<span className={c.hiddenCaption}>Ações</span>}
              cells={plans.map((plan) => (
                <span className={s.compareBarActions}>
                  <Button variant="secondary" size="sm" onClick={() => onOpenDetails(plan.id)} aria-label={`Ver detalhes de ${plan.name}`}>
                    Detalhes
                  </Button>
                  <Button variant="ghost" size="sm" icon="close" onClick={() => onRemove(plan.id)} aria-label={`Remover ${plan.name} da comparação`}>
                    Remover
                  </Button>
                </span>
              ))}
            />
          </tbody>
        </table>
      </div>
      </div>

      <section className={s.commonBox} aria-labelledby="hospitais-em-comum">
        <h3 id="hospitais-em-comum" className={c.sectionTitle}>
          Hospitais em comum ({network.common.length})
        </h3>
        {plans.length < 2 ? (
          <p className={c.muted}>Selecione ao menos dois planos para ver os hospitais em comum.</p>
        ) : network.common.length === 0 ? (
          <p className={c.muted}>Nenhum hospital em comum entre os planos selecionados.</p>
        ) : (
          <ul className={c.providerList}>
            {network.common.map((hospital) => (
              <li key={hospital.id} className={c.providerItem}>
                <span>
                  {hospital.name} <span className={c.muted}>— {hospital.city}</span>
                </span>
                <ProviderAttributes provider={hospital} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
