/**
 * /instituicoes/{instituicao?} — the operators (spec point 2). Without a parameter: one
 * card per operator with its name, ANS registration when known, number of plans and
 * states. With one (slug or id): the operator's page with its similar entities and its
 * plans by state; each plan opens the plan details dialog.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { entityLabel, type InstitutionListItem } from '../../../domain/quotation/catalog';
import { coparticipationLabel, planTypeLabel, roomTypeLabel } from '../../../domain/quotation/plan-types';
import { Button, Icon, PageHeader, Spinner } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import * as c from '../../shared/catalog/catalog.css';
import { ansText, plansText } from '../../shared/catalog/labels';
import { OperatorQuality, QualityLegend } from '../../shared/catalog/table-quality';
import { formatCnpj } from '../../../domain/quotation/operator-profile';
import { OperatorAvatar } from '../../shared/catalog/operator-avatar';
import { PlanDetailsDialog } from '../../shared/catalog/plan-details';
import { useRemote } from '../../shared/use-remote';
import type { ScreenProps } from '../../shared/screen';
import * as s from './institutions.css';
import { RemoteFailure } from '../../shared/remote-failure';

/** Shown when the operators cannot be loaded. */
export const INSTITUTIONS_FAILURE_MESSAGE = 'Erro ao carregar operadoras';

export default function InstitutionsScreen({ route, params }: ScreenProps) {
  const param = params.instituicao;
  const quotation = useUseCases('quotation');
  const list = useRemote('institutions', () => quotation.institutions());

  if (list.status === 'loading') return <Loading text="Carregando operadoras…" />;
  if (list.status === 'failed') return <RemoteFailure message={INSTITUTIONS_FAILURE_MESSAGE} detail={list.failure.message} onRetry={list.reload} />;

  if (!param) return <InstitutionList title={route.title} institutions={list.value} />;
  const decoded = decodeURIComponent(param);
  const found = list.value.find((institution) => institution.slug === decoded || String(institution.id) === decoded);
  if (!found) {
    return (
      <>
        <PageHeader eyebrow="Operadoras" title="Operadora não encontrada" description={`Não encontramos a operadora “${decoded}”.`} />
        <BackLink />
      </>
    );
  }
  return <InstitutionPage key={found.id} summary={found} />;
}

function Loading({ text }: { text: string }) {
  return (
    <div className={c.loadingBox} role="status">
      <Spinner size="md" />
      {text}
    </div>
  );
}


function BackLink() {
  return (
    <Link href="/instituicoes" className={s.backLink}>
      <Icon name="arrowLeft" size={16} />
      Todas as operadoras
    </Link>
  );
}

function InstitutionList({ title, institutions }: { title: string; institutions: readonly InstitutionListItem[] }) {
  return (
    <>
      <PageHeader eyebrow="Catálogo" title={title} description="Operadoras com planos no Cotador: registro ANS, número de planos e estados onde vendem." />
      <ul className={s.grid} aria-label="Operadoras">
        {institutions.map((institution) => (
          <li key={institution.id} className={s.card}>
            <OperatorAvatar name={institution.name} logoUrl={institution.logoUrl} size="lg" />
            <div className={s.cardBody}>
              <h2 className={s.cardTitle}>
                <Link href={`/instituicoes/${institution.slug}`} className={s.cardLink}>
                  {institution.name}
                </Link>
              </h2>
              <p className={c.muted}>{ansText(institution.ansRegistration) ?? 'Registro ANS não informado'}</p>
              <p className={s.cardStats}>
                <span>{institution.plans === 0 ? 'Nenhum plano cadastrado' : plansText(institution.plans)}</span>
                {institution.states.length > 0 ? (
                  <span>
                    {institution.states.length === 1 ? '1 estado' : `${institution.states.length} estados`}: {institution.states.join(', ')}
                  </span>
                ) : null}
              </p>
            </div>
            <Icon name="chevronRight" size={20} className={s.cardChevron} />
          </li>
        ))}
      </ul>
    </>
  );
}

function InstitutionPage({ summary }: { summary: InstitutionListItem }) {
  const quotation = useUseCases('quotation');
  const detail = useRemote(`institution:${summary.id}`, () => quotation.institution(summary.id));
  const [planId, setPlanId] = useState<number | null>(null);

  return (
    <>
      <BackLink />
      <div className={s.operatorHeader}>
        <OperatorAvatar name={summary.name} logoUrl={summary.logoUrl} size="lg" />
        <PageHeader
          eyebrow="Operadora"
          title={summary.name}
          description={[ansText(summary.ansRegistration) ?? 'Registro ANS não informado', plansText(summary.plans), summary.states.join(', ')].filter(Boolean).join(' · ')}
        />
      </div>
      <section className={s.panel} aria-labelledby="ans-titulo">
        <h2 id="ans-titulo" className={c.sectionTitle}>
          Registro e qualidade na ANS
        </h2>
        {summary.ansProfile ? (
          <p className={c.muted}>
            {summary.ansProfile.legalName} · CNPJ {formatCnpj(summary.ansProfile.cnpj)} · {summary.ansProfile.modality}
          </p>
        ) : null}
        <OperatorQuality profile={summary.ansProfile} />
        <QualityLegend />
      </section>
      {detail.status === 'loading' ? <Loading text="Carregando planos…" /> : null}
      {detail.status === 'failed' ? <RemoteFailure message="Erro ao carregar a operadora" detail={detail.failure.message} onRetry={detail.reload} /> : null}
      {detail.status === 'ok' ? (
        <div className={s.sections}>
          {detail.value.similarEntities.length > 0 ? (
            <section className={s.panel} aria-labelledby="entidades-titulo">
              <h2 id="entidades-titulo" className={c.sectionTitle}>
                Entidades aceitas (adesão)
              </h2>
              <ul className={s.entityList}>
                {detail.value.similarEntities.map((entity) => (
                  <li key={entity.id}>{entityLabel(entity)}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {detail.value.plansByState.length === 0 ? <p className={c.muted}>Nenhum plano cadastrado para esta operadora.</p> : null}
          {detail.value.plansByState.map((group) => (
            <section key={group.state.id} className={s.panel} aria-labelledby={`estado-${group.state.uf}`}>
              <h2 id={`estado-${group.state.uf}`} className={c.sectionTitle}>
                {group.state.name} ({group.state.uf})
                <span className={c.tag}>{plansText(group.plans.length)}</span>
              </h2>
              <div className={c.tableScroll}>
                <table className={c.table}>
                  <caption className={c.hiddenCaption}>Planos em {group.state.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={c.th}>
                        Plano
                      </th>
                      <th scope="col" className={c.th}>
                        Tipo
                      </th>
                      <th scope="col" className={c.th}>
                        Acomodação
                      </th>
                      <th scope="col" className={c.th}>
                        Coparticipação
                      </th>
                      <th scope="col" className={c.th}>
                        <span className={c.hiddenCaption}>Ações</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.plans.map((plan) => (
                      <tr key={plan.id}>
                        <th scope="row" className={c.rowHeader}>
                          {plan.name}
                        </th>
                        <td className={c.td}>{planTypeLabel(plan.type)}</td>
                        <td className={c.td}>{roomTypeLabel(plan.accommodation)}</td>
                        <td className={c.td}>{coparticipationLabel(plan.coparticipation)}</td>
                        <td className={`${c.td} ${c.num}`}>
                          <Button variant="ghost" size="sm" onClick={() => setPlanId(plan.id)} aria-label={`Ver detalhes de ${plan.name}`}>
                            Detalhes
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
        </div>
      ) : null}
      <PlanDetailsDialog planId={planId} onClose={() => setPlanId(null)} />
    </>
  );
}
