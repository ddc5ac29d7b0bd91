/**
 * /instituicoes/{instituicao?} — the operators (spec point 2). Without a parameter: one
 * card per operator with its name, ANS registration when known, number of plans and
 * states. With one (slug or id): the operator's page with its similar entities and its
 * plans by state, filtered by state and plan type and paginated by the server (an operator
 * such as Amil has hundreds of plans), the filter in the URL; each plan opens the plan
 * details dialog.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { entityLabel, type InstitutionDetail, type InstitutionListItem } from '../../../domain/quotation/catalog';
import { INSTITUTION_PAGE_SIZE } from '../../../domain/quotation/institution-page';
import { stateByUf } from '../../../domain/quotation/states';
import { coparticipationLabel, PLAN_TYPES, planTypeLabel, roomTypeLabel, type PlanTypeCode } from '../../../domain/quotation/plan-types';
import { Button, Icon, PageHeader, SelectField, Spinner } from '../../design-system';
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

/** The operator page's filter as the URL keeps it: `?uf=SP&tipo=PJ&pagina=2` (a link forwarded shows the same plans). */
export interface OperatorPageFilter {
  uf: string | null;
  type: PlanTypeCode | null;
  page: number;
}

/** Reads the filter from the URL's query; unknown values are dropped, never sent on. */
export function readOperatorPageFilter(search: string): OperatorPageFilter {
  const params = new URLSearchParams(search);
  const uf = params.get('uf')?.toUpperCase() ?? '';
  const type = params.get('tipo')?.toUpperCase() ?? '';
  const page = Number(params.get('pagina'));
  return {
    uf: stateByUf(uf) ? uf : null,
    type: PLAN_TYPES.find((option) => option.code === type)?.code ?? null,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a filter ('' when it is the whole catalog's first page). */
export function operatorPageSearch(filter: OperatorPageFilter): string {
  const params = new URLSearchParams();
  if (filter.uf) params.set('uf', filter.uf);
  if (filter.type) params.set('tipo', filter.type);
  if (filter.page > 1) params.set('pagina', String(filter.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function InstitutionPage({ summary }: { summary: InstitutionListItem }) {
  const quotation = useUseCases('quotation');
  const [location, navigate] = useLocation();
  const filter = readOperatorPageFilter(useSearch());
  const stateId = filter.uf ? stateByUf(filter.uf)?.id : undefined;
  const query = {
    ...(stateId === undefined ? {} : { stateId }),
    ...(filter.type ? { type: filter.type } : {}),
    page: filter.page,
    pageSize: INSTITUTION_PAGE_SIZE,
  };
  const detail = useRemote(`institution:${summary.id}:${operatorPageSearch(filter)}`, () => quotation.institution(summary.id, query));
  const [planId, setPlanId] = useState<number | null>(null);
  // The filter stays on screen while the next page loads (it would jump away under the finger).
  const [facets, setFacets] = useState<InstitutionDetail['facets'] | null>(null);
  useEffect(() => {
    if (detail.value) setFacets(detail.value.facets);
  }, [detail.value]);
  const hrefOf = (next: OperatorPageFilter) => `${location}${operatorPageSearch(next)}`;

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
      {facets ? (
        <section className={s.filters} aria-label="Filtrar planos">
          <SelectField
            label="Estado"
            value={filter.uf ?? ''}
            onChange={(event) => navigate(hrefOf({ ...filter, uf: event.target.value || null, page: 1 }))}
            options={[
              { value: '', label: 'Todos os estados' },
              ...facets.states.map((state) => ({ value: state.uf, label: `${state.name} (${state.uf}) · ${plansText(state.plans)}` })),
            ]}
          />
          <SelectField
            label="Tipo de plano"
            value={filter.type ?? ''}
            onChange={(event) => navigate(hrefOf({ ...filter, type: (event.target.value || null) as PlanTypeCode | null, page: 1 }))}
            options={[
              { value: '', label: 'Todos os tipos' },
              ...facets.types.map((facet) => ({ value: facet.type, label: `${planTypeLabel(facet.type)} · ${plansText(facet.plans)}` })),
            ]}
          />
        </section>
      ) : null}
      {detail.status === 'loading' ? <Loading text="Carregando planos…" /> : null}
      {detail.status === 'failed' ? <RemoteFailure message="Erro ao carregar a operadora" detail={detail.failure.message} onRetry={detail.reload} /> : null}
      {detail.status === 'ok' ? (
        <div className={s.sections}>
          {detail.value.similarEntities.length > 0 ? (
            <section className={s.panel} aria-labelledby="entidades-titulo">
              <h2 id="entidades-titulo" className={c.sectionTitle}>
                Entidades aceitas (adesão)
              </h2>
              {/* A long list of entities would push the plans a phone's length down: folded past a few. */}
              {detail.value.similarEntities.length > ENTITIES_SHOWN ? (
                <details>
                  <summary className={s.summary}>Ver as {detail.value.similarEntities.length} entidades</summary>
                  <EntityList entities={detail.value.similarEntities} />
                </details>
              ) : (
                <EntityList entities={detail.value.similarEntities} />
              )}
            </section>
          ) : null}
          <p className={s.pageStatus} role="status">
            {pageStatusText(detail.value)}
          </p>
          {detail.value.totalPlans === 0 && summary.plans > 0 ? (
            <p className={c.muted}>
              Nenhum plano com este filtro. <Link href={location}>Ver todos os planos</Link>
            </p>
          ) : null}
          {detail.value.totalPlans > 0 && detail.value.plansByState.length === 0 ? (
            <p className={c.muted}>
              Esta página não existe mais. <Link href={hrefOf({ ...filter, page: 1 })}>Ir para a primeira página</Link>
            </p>
          ) : null}
          {summary.plans === 0 ? <p className={c.muted}>Nenhum plano cadastrado para esta operadora.</p> : null}
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
          {detail.value.pageCount > 1 ? (
            <nav className={s.pager} aria-label="Páginas de planos">
              {filter.page > 1 ? (
                <Button asChild variant="secondary" size="md">
                  <Link href={hrefOf({ ...filter, page: Math.min(filter.page - 1, detail.value.pageCount) })}>Anterior</Link>
                </Button>
              ) : null}
              <span className={c.muted}>
                Página {Math.min(filter.page, detail.value.pageCount)} de {detail.value.pageCount}
              </span>
              {filter.page < detail.value.pageCount ? (
                <Button asChild variant="secondary" size="md">
                  <Link href={hrefOf({ ...filter, page: filter.page + 1 })}>Próxima</Link>
                </Button>
              ) : null}
            </nav>
          ) : null}
        </div>
      ) : null}
      <PlanDetailsDialog planId={planId} onClose={() => setPlanId(null)} />
    </>
  );
}

/** Entities listed open; more fold under a summary. */
const ENTITIES_SHOWN = 8;

function EntityList({ entities }: { entities: InstitutionDetail['similarEntities'] }) {
  return (
    <ul className={s.entityList}>
      {entities.map((entity) => (
        <li key={entity.id}>{entityLabel(entity)}</li>
      ))}
    </ul>
  );
}

/** '190 planos · 26 a 50' — how many plans the filter keeps and which this page shows. */
function pageStatusText(detail: InstitutionDetail): string {
  if (detail.totalPlans === 0) return 'Nenhum plano';
  const first = (detail.page - 1) * detail.pageSize + 1;
  const last = Math.min(detail.page * detail.pageSize, detail.totalPlans);
  return first > detail.totalPlans || detail.pageCount === 1 ? plansText(detail.totalPlans) : `${plansText(detail.totalPlans)} · ${first} a ${last}`;
}
