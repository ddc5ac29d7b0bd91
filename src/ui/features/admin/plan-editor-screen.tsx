/**
 * /admin/editar/{instituicao?} (superusers; spec point 2). Without a parameter:
 * the operators with their plan counts (pick one). With an operator (slug or id): its
 * plans filtered by state, type and porte; the chosen plan's fields (react-hook-form,
 * checked with the contract's schema and cross-field rules), its hospitals and clinics
 * (search, add, remove), refunds, coparticipation rules (percent typed × 100, stored as a
 * fraction) and carências (refused at the field above the Lei 9.656/98 maximum); the clone
 * dialog with spec point 8's progress and error texts; and the audit list.
 *
 * Every save sends the plan's `version`: a plan saved by someone else since it was opened
 * answers the server's sentence (409) and the editor offers to reload it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { PlanAdminListItem } from '../../../application/plan-admin/plan-admin-gateway';
import { planFieldIssues, SEGMENTATIONS, type PlanAdminWire, type PlanCloneWire, type RuleKind } from '../../../contract/plan-admin';
import { CLONE_DONE, fractionToPercent, percentToFraction } from '../../../domain/plan-admin';
import { formatBRL, parseMoneyText } from '../../../domain/quotation/money';
import {
  COPARTICIPATION_KINDS,
  COVERAGE_AREAS,
  PJ_PORTE_OPTIONS,
  PLAN_TYPES,
  porteLabel,
  isPorteCode,
  planTypeLabel,
  ROOM_TYPES,
  roomTypeLabel,
  isRoomType,
} from '../../../domain/quotation/plan-types';
import { BRAZILIAN_STATES } from '../../../domain/quotation/states';
import { SHORTFALL_RULES } from '../../../domain/quotation/waiting-periods';
import { Badge, Button, Card, Checkbox, Dialog, Notice, PageHeader, SelectField, Spinner, TextField } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { DataTable, type DataColumn } from '../../shared/data-table';
import { RetryNotice } from '../../shared/remote-failure';
import type { ScreenProps } from '../../shared/screen';
import { useRemote } from '../../shared/use-remote';
import * as p from '../../shared/payments.css';
import * as s from './admin.css';
import { BRL_MASK, MaskedField } from '../../shared/forms/masked-fields';
import { AuditList } from './audit-list';
import { InstitutionsSummary } from './institutions-summary';

/** Spec point 8's "Erro ao buscar plano" and "Erro ao filtrar planos". */
export const PLAN_LOAD_ERROR = 'Erro ao buscar plano';
export const PLANS_FILTER_ERROR = 'Erro ao filtrar planos';
/** Shown after a save. */
export const PLAN_SAVED = 'Plano salvo com sucesso!';

const COVERAGE_AREA_OPTIONS = COVERAGE_AREAS.map((area) => ({ value: area.code, label: area.label }));
const STATE_OPTIONS = BRAZILIAN_STATES.map((state) => ({ value: String(state.id), label: `${state.uf} — ${state.name}` }));

/** The form's values: text as typed, converted to the wire's body on submit. */
interface FieldValues {
  name: string;
  type: string;
  porte: string;
  state: string;
  commercialization_area: string;
  segmentation: string;
  coverage_area: string;
  accommodation: string;
  coparticipation: string;
  is_optional: string;
  is_mei: boolean;
  min_lives: string;
  max_lives: string;
}

function valuesOf(plan: PlanAdminWire): FieldValues {
  return {
    name: plan.name,
    type: plan.type,
    porte: plan.porte ?? '',
    state: String(plan.state.id),
    commercialization_area: String(plan.commercialization_area.id),
    segmentation: plan.segmentation,
    coverage_area: plan.coverage_area,
    accommodation: plan.accommodation,
    coparticipation: plan.coparticipation,
    is_optional: plan.is_optional === null ? '' : String(plan.is_optional),
    is_mei: plan.is_mei,
    min_lives: String(plan.min_lives),
    max_lives: plan.max_lives === null ? '' : String(plan.max_lives),
  };
}

const integerOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The wire fields of the form's values (the plan's lists kept as they are). */
function bodyOf(values: FieldValues, plan: PlanAdminWire): PlanCloneWire {
  return {
    name: values.name,
    type: values.type as PlanCloneWire['type'],
    porte: (values.porte || null) as PlanCloneWire['porte'],
    institution: plan.institution.id,
    state: Number(values.state),
    commercialization_area: Number(values.commercialization_area),
    segmentation: values.segmentation,
    coverage_area: values.coverage_area as PlanCloneWire['coverage_area'],
    accommodation: values.accommodation,
    coparticipation: values.coparticipation as PlanCloneWire['coparticipation'],
    is_optional: values.is_optional === '' ? null : values.is_optional === 'true',
    is_mei: values.is_mei,
    min_lives: integerOrNull(values.min_lives) ?? Number.NaN,
    max_lives: integerOrNull(values.max_lives),
    entities: plan.type === 'PF' && values.type !== 'PF' ? [] : plan.entities.map((entity) => entity.id),
    hospitals: plan.hospitals.map((provider) => provider.id),
    clinics: plan.clinics.map((provider) => provider.id),
  };
}

/** The screen (module note). */
export default function PlanEditorScreen({ params }: ScreenProps) {
  const param = params.instituicao;
  const planAdmin = useUseCases('planAdmin');
  const [auditKey, setAuditKey] = useState(0);
  const loadInstitutions = useCallback(() => planAdmin.institutions(), [planAdmin]);
  const institutions = useRemote(param ? 'institutions' : null, loadInstitutions);
  const institution = param ? institutions.value?.find((candidate) => candidate.slug === param || String(candidate.id) === param) : undefined;

  if (!param) {
    return (
      <>
        <PageHeader eyebrow="Administração" title="Editar operadora" description="Escolha a operadora cujos planos você quer editar." />
        <InstitutionsSummary />
        <AuditList refreshKey={auditKey} />
      </>
    );
  }
  return (
    <>
      <PageHeader eyebrow="Administração" title={institution ? `Editar ${institution.name}` : 'Editar operadora'} description="Planos, redes, regras e clonagem." />
      {institutions.status === 'loading' ? <Spinner /> : null}
      {institutions.status === 'failed' ? <RetryNotice message={institutions.failure.message} onRetry={institutions.reload} /> : null}
      {institutions.value && !institution ? <Notice tone="error">Operadora não encontrada.</Notice> : null}
      {institution ? <InstitutionPlans institutionId={institution.id} onChanged={() => setAuditKey((key) => key + 1)} /> : null}
      <AuditList refreshKey={auditKey} />
    </>
  );
}

function InstitutionPlans({ institutionId, onChanged }: { institutionId: number; onChanged: () => void }) {
  const planAdmin = useUseCases('planAdmin');
  const [filter, setFilter] = useState({ state: '', type: '', porte: '' });
  const [selected, setSelected] = useState<number | null>(null);
  const [listKey, setListKey] = useState(0);
  const load = useCallback(
    () =>
      planAdmin.plans({
        institution: institutionId,
        ...(filter.state ? { state: Number(filter.state) } : {}),
        ...(filter.type ? { type: filter.type as 'CP' | 'PF' | 'PJ' } : {}),
        ...(filter.porte && isPorteCode(filter.porte) ? { porte: filter.porte } : {}),
      }),
    [planAdmin, institutionId, filter],
  );
  const plans = useRemote(`${institutionId}#${JSON.stringify(filter)}#${listKey}`, load);
  const changed = (planId?: number) => {
    setListKey((key) => key + 1);
    if (planId) setSelected(planId);
    onChanged();
  };
  const columns: readonly DataColumn<PlanAdminListItem>[] = [
    {
      header: 'Plano',
      cell: (plan) => (
        <>
          <Button variant={plan.id === selected ? 'primary' : 'ghost'} size="sm" className={s.planButton} onClick={() => setSelected(plan.id)}>
            {plan.name}
          </Button>
          {plan.draft ? <Badge tone="warning">Rascunho</Badge> : null}
        </>
      ),
    },
    { header: 'UF', cell: (plan) => plan.state.uf },
    { header: 'Tipo', cell: (plan) => planTypeLabel(plan.type) },
    { header: 'Porte', cell: (plan) => (plan.porte && isPorteCode(plan.porte) ? porteLabel(plan.porte) : '—') },
    { header: 'Acomodação', cell: (plan) => (isRoomType(plan.accommodation) ? roomTypeLabel(plan.accommodation) : plan.accommodation) },
    { header: 'Área', cell: (plan) => plan.commercialization_area },
  ];
  return (
    <>
      <Card as="section" padding="md" aria-label="Planos" className={s.section}>
        <h2 className={p.sectionTitle}>Planos</h2>
        <div className={p.filters}>
          <SelectField label="Estado" options={[{ value: '', label: 'Todos' }, ...STATE_OPTIONS]} value={filter.state} onChange={(e) => setFilter({ ...filter, state: e.target.value })} />
          <SelectField
            label="Tipo"
            options={[{ value: '', label: 'Todos' }, ...PLAN_TYPES.map((type) => ({ value: type.code, label: type.label }))]}
            value={filter.type}
            onChange={(e) => setFilter({ ...filter, type: e.target.value })}
          />
          <SelectField
            label="Porte"
            options={[{ value: '', label: 'Todos' }, ...PJ_PORTE_OPTIONS.map((option) => ({ value: option.code, label: option.label }))]}
            value={filter.porte}
            onChange={(e) => setFilter({ ...filter, porte: e.target.value })}
          />
        </div>
        {plans.status === 'loading' ? <Spinner /> : null}
        {plans.status === 'failed' ? <RetryNotice message={PLANS_FILTER_ERROR} onRetry={plans.reload} className={p.noticeSpacing} /> : null}
        {plans.value && plans.value.length === 0 ? <p className={p.empty}>Nenhum resultado encontrado.</p> : null}
        {plans.value && plans.value.length > 0 ? (
          <DataTable
            look={p.tableLook}
            tableClassName={p.wideTable}
            columns={columns}
            rows={plans.value}
            rowKey={(plan) => plan.id}
            rowProps={(plan) => ({ 'aria-selected': plan.id === selected })}
          />
        ) : null}
      </Card>
      {selected !== null ? <PlanEditor key={selected} planId={selected} onChanged={changed} /> : null}
    </>
  );
}

function PlanEditor({ planId, onChanged }: { planId: number; onChanged: (newPlanId?: number) => void }) {
  const planAdmin = useUseCases('planAdmin');
  const [reloadKey, setReloadKey] = useState(0);
  const load = useCallback(() => planAdmin.plan(planId), [planAdmin, planId]);
  const remote = useRemote(`${planId}#${reloadKey}`, load);
  const [plan, setPlan] = useState<PlanAdminWire | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  useEffect(() => {
    if (remote.value) {
      setPlan(remote.value);
      setStale(null);
    }
  }, [remote.value]);
  const reload = () => setReloadKey((key) => key + 1);
  const saved = (next: PlanAdminWire) => {
    setPlan(next);
    onChanged();
  };

  if (remote.status === 'failed') return <RetryNotice message={PLAN_LOAD_ERROR} onRetry={remote.reload} className={p.noticeSpacing} />;
  if (!plan) return <Spinner />;
  return (
    <Card as="section" padding="md" aria-label={`Editar ${plan.name}`} className={s.section}>
      <div className={p.actions}>
        <h2 className={p.sectionTitle}>
          {plan.name} <span className={p.muted}>#{plan.id}</span>
        </h2>
        {plan.draft ? <Badge tone="warning">Rascunho (invisível para corretores)</Badge> : null}
        <CloneDialog plan={plan} onCloned={(copy) => onChanged(copy.id)} />
      </div>
      {stale ? (
        <Notice tone="error" className={p.noticeSpacing}>
          {stale}{' '}
          <Button variant="secondary" size="sm" onClick={reload}>
            Recarregar plano
          </Button>
        </Notice>
      ) : null}
      <PlanFieldsForm key={`${plan.id}#${plan.version}`} plan={plan} onSaved={saved} onStale={setStale} />
      <ProviderSection plan={plan} kind="hospital" onSaved={saved} onStale={setStale} />
      <ProviderSection plan={plan} kind="clinic" onSaved={saved} onStale={setStale} />
      <RulesSection plan={plan} onChanged={() => { reload(); onChanged(); }} />
    </Card>
  );
}

type SaveOutcome = { onSaved: (plan: PlanAdminWire) => void; onStale: (message: string) => void };

function useSavePlan({ onSaved, onStale }: SaveOutcome) {
  const planAdmin = useUseCases('planAdmin');
  const alerts = useAlerts();
  return async (plan: PlanAdminWire, changes: Partial<PlanCloneWire>): Promise<Record<string, string[]> | null> => {
    const result = await planAdmin.editPlan(plan.id, { ...changes, version: plan.version });
    if (result.ok) {
      alerts.show({ kind: 'info', message: PLAN_SAVED });
      onSaved(result.value);
      return null;
    }
    if (result.error.kind === 'stale') {
      onStale(result.error.message);
      return null;
    }
    const fields = result.error.kind === 'rejected' ? result.error.fields : undefined;
    if (!fields) alerts.show({ kind: 'error', message: result.error.message });
    return fields ?? null;
  };
}

function PlanFieldsForm({ plan, ...outcome }: { plan: PlanAdminWire } & SaveOutcome) {
  const planAdmin = useUseCases('planAdmin');
  const save = useSavePlan(outcome);
  // The contract's checks (field schemas, then the cross-field rules), at the fields.
  const resolver = useMemo<Resolver<FieldValues>>(
    () => async (values) => {
      const body = bodyOf(values, plan);
      const messages = planAdmin.cloneFieldErrors(body);
      for (const issue of planFieldIssues(body)) messages[issue.path] ??= issue.message;
      if (Object.keys(messages).length === 0) return { values, errors: {} };
      const errors: FieldErrors<FieldValues> = {};
      for (const [field, message] of Object.entries(messages)) (errors as Record<string, unknown>)[field] = { type: 'validate', message };
      return { values: {}, errors };
    },
    [planAdmin, plan],
  );
  const form = useForm<FieldValues>({ defaultValues: valuesOf(plan), resolver, mode: 'onTouched' });
  const { register, handleSubmit, formState, setError, watch } = form;
  const stateId = Number(watch('state'));
  const type = watch('type');
  const loadAreas = useCallback(() => planAdmin.areas(stateId), [planAdmin, stateId]);
  const areas = useRemote(`areas#${stateId}`, loadAreas);
  const error = (name: keyof FieldValues) => formState.errors[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    const body = bodyOf(values, plan);
    const { entities: _e, hospitals: _h, clinics: _c, institution: _i, ...fields } = body;
    const fieldErrors = await save(plan, fields);
    if (fieldErrors) for (const [field, messages] of Object.entries(fieldErrors)) setError(field as keyof FieldValues, { type: 'server', message: messages[0] });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Dados do plano" className={s.section}>
      <h3 className={p.sectionTitle}>Dados do plano</h3>
      <div className={s.grid}>
        <TextField label="Nome" error={error('name')} {...register('name')} />
        <SelectField label="Tipo" error={error('type')} options={PLAN_TYPES.map((t) => ({ value: t.code, label: t.label }))} {...register('type')} />
        <SelectField
          label="Porte"
          error={error('porte')}
          options={[{ value: '', label: 'Sem porte' }, ...PJ_PORTE_OPTIONS.map((o) => ({ value: o.code, label: o.label }))]}
          {...register('porte')}
        />
        <SelectField label="Estado" error={error('state')} options={STATE_OPTIONS} {...register('state')} />
        <SelectField
          label="Área de comercialização"
          error={error('commercialization_area')}
          options={[{ value: '', label: areas.status === 'loading' ? 'Carregando…' : 'Escolha' }, ...(areas.value ?? []).map((a) => ({ value: String(a.id), label: a.name }))]}
          {...register('commercialization_area')}
        />
        <SelectField label="Segmentação" error={error('segmentation')} options={SEGMENTATIONS.map((o) => ({ value: o.code, label: o.label }))} {...register('segmentation')} />
        <SelectField label="Abrangência" error={error('coverage_area')} options={COVERAGE_AREA_OPTIONS} {...register('coverage_area')} />
        <SelectField label="Acomodação" error={error('accommodation')} options={ROOM_TYPES.map((o) => ({ value: o.code, label: o.label }))} {...register('accommodation')} />
        <SelectField label="Coparticipação" error={error('coparticipation')} options={COPARTICIPATION_KINDS.map((o) => ({ value: o.code, label: o.label }))} {...register('coparticipation')} />
        <SelectField
          label="Contribuição"
          error={error('is_optional')}
          options={[{ value: '', label: type === 'PJ' ? 'Escolha' : 'Não se aplica' }, { value: 'false', label: 'Compulsória' }, { value: 'true', label: 'Opcional' }]}
          {...register('is_optional')}
        />
        <TextField label="Mínimo de vidas" inputMode="numeric" error={error('min_lives')} {...register('min_lives')} />
        <TextField label="Máximo de vidas" inputMode="numeric" hint="Vazio: sem máximo" error={error('max_lives')} {...register('max_lives')} />
        <Checkbox label="Aceita MEI" {...register('is_mei')} />
      </div>
      {plan.type === 'PF' ? (
        <p className={p.muted}>Entidades: {plan.entities.length === 0 ? 'nenhuma' : plan.entities.map((e) => e.acronym || e.name).join(', ')}</p>
      ) : null}
      <div className={p.actions}>
        <Button type="submit" loading={formState.isSubmitting} loadingText="Salvando…">
          Salvar plano
        </Button>
      </div>
    </form>
  );
}

function ProviderSection({ plan, kind, ...outcome }: { plan: PlanAdminWire; kind: 'hospital' | 'clinic' } & SaveOutcome) {
  const planAdmin = useUseCases('planAdmin');
  const save = useSavePlan(outcome);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const field = kind === 'hospital' ? 'hospitals' : 'clinics';
  const title = kind === 'hospital' ? 'Hospitais' : 'Clínicas e laboratórios';
  const current = plan[field];
  const load = useCallback(() => planAdmin.providers(plan.state.id, kind, query ?? ''), [planAdmin, plan.state.id, kind, query]);
  const found = useRemote(query === null ? null : `${kind}#${plan.state.id}#${query}`, load);
  const setIds = (ids: number[]) => void save(plan, { [field]: ids });
  return (
    <section aria-label={title} className={s.section}>
      <h3 className={p.sectionTitle}>
        {title} <span className={p.muted}>({current.length})</span>
      </h3>
      <ul className={s.list}>
        {current.map((provider) => (
          <li key={provider.id} className={s.listItem}>
            <span>
              {provider.name} <span className={p.cellSub}>{provider.city}/{provider.uf}</span>
            </span>
            <Button variant="ghost" size="sm" icon="trash" aria-label={`Remover ${provider.name}`} onClick={() => setIds(current.filter((c) => c.id !== provider.id).map((c) => c.id))}>
              Remover
            </Button>
          </li>
        ))}
      </ul>
      <form
        className={s.row}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(search);
        }}
      >
        <TextField className={s.rowItem} label={`Buscar ${kind === 'hospital' ? 'hospital' : 'clínica'} em ${plan.state.uf}`} value={search} onChange={(e) => setSearch(e.target.value)} />
        <Button type="submit" variant="secondary" icon="plus">
          Buscar
        </Button>
      </form>
      {found.status === 'loading' && query !== null ? <Spinner /> : null}
      {found.value ? (
        <ul className={s.list} aria-label={`Resultados: ${title}`}>
          {found.value.length === 0 ? <li className={p.muted}>Nenhum resultado encontrado.</li> : null}
          {found.value
            .filter((provider) => !current.some((c) => c.id === provider.id))
            .map((provider) => (
              <li key={provider.id} className={s.listItem}>
                <span>
                  {provider.name} <span className={p.cellSub}>{provider.city}/{provider.uf}</span>
                </span>
                <Button variant="secondary" size="sm" aria-label={`Adicionar ${provider.name}`} onClick={() => setIds([...current.map((c) => c.id), provider.id])}>
                  Adicionar
                </Button>
              </li>
            ))}
        </ul>
      ) : null}
    </section>
  );
}

function RulesSection({ plan, onChanged }: { plan: PlanAdminWire; onChanged: () => void }) {
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
                {rule.procedure}: {formatBRL(rule.value_cents)}
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
          {plan.coparticipation_rules.map((rule) => (
            <li key={rule.id} className={s.listItem}>
              <span>
                {rule.procedure}: {rule.exempt ? 'isento' : [rule.percentage !== null ? `${fractionToPercent(rule.percentage).toLocaleString('pt-BR')} %` : '', rule.fixed_cents !== null ? formatBRL(rule.fixed_cents) : '', rule.cap_cents !== null ? `teto ${formatBRL(rule.cap_cents)}` : ''].filter(Boolean).join(', ')}
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

function useAddRule(onAdded: () => void) {
  const planAdmin = useUseCases('planAdmin');
  return async <K extends RuleKind>(kind: K, body: Parameters<typeof planAdmin.addRule<K>>[1]): Promise<Record<string, string[]> | string | null> => {
    const result = await planAdmin.addRule(kind, body);
    if (result.ok) {
      onAdded();
      return null;
    }
    return result.error.kind === 'rejected' && result.error.fields ? result.error.fields : result.error.message;
  };
}

function RefundForm({ plan, onAdded }: { plan: PlanAdminWire; onAdded: () => void }) {
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
        const cents = parseMoneyText(value);
        if (cents === null) return setErrors({ value: 'Informe um valor em reais.' });
        const outcome = await add('refunds', { plan: plan.id, procedure, value_cents: cents });
        if (outcome === null) {
          setProcedure('');
          setValue('');
          setErrors({});
        } else setErrors(typeof outcome === 'string' ? { procedure: outcome } : { procedure: outcome.procedure?.[0] ?? '', value: outcome.value_cents?.[0] ?? '' });
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

function CoparticipationForm({ plan, onAdded }: { plan: PlanAdminWire; onAdded: () => void }) {
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
        const fraction = percentToFraction(percent);
        if (percent.trim() !== '' && fraction === null) return setErrors({ percentage: 'Informe o percentual em números.' });
        const capCents = parseMoneyText(cap);
        if (cap.trim() !== '' && capCents === null) return setErrors({ cap: 'Informe um valor em reais.' });
        const outcome = await add('coparticipation_rules', { plan: plan.id, procedure, percentage: fraction, fixed_cents: null, cap_cents: capCents, exempt });
        if (outcome === null) {
          setProcedure('');
          setPercent('');
          setCap('');
          setExempt(false);
          setErrors({});
        } else setErrors(typeof outcome === 'string' ? { procedure: outcome } : { procedure: outcome.procedure?.[0] ?? '', percentage: outcome.percentage?.[0] ?? '', cap: outcome.cap_cents?.[0] ?? '' });
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

const GROUP_OPTIONS = SHORTFALL_RULES.map((rule) => ({ value: rule.group, label: `${rule.label} (máx. ${rule.group === 'urgency_emergency' ? '24 horas' : `${rule.maxDays} dias`})` }));

function ShortfallRow({ plan, rule, onChanged, onRemove }: { plan: PlanAdminWire; rule: PlanAdminWire['shortfalls'][number]; onChanged: () => void; onRemove: () => void }) {
  const planAdmin = useUseCases('planAdmin');
  const [days, setDays] = useState(String(rule.days));
  const [error, setError] = useState<string | null>(null);
  const check = (text: string) => (text.trim() === '' || !/^\d+$/.test(text.trim()) ? 'Informe um número inteiro de dias.' : planAdmin.shortfallDaysError(rule.group, Number(text)));
  return (
    <form
      className={s.row}
      aria-label={`Carência ${rule.procedure}`}
      onSubmit={async (event) => {
        event.preventDefault();
        const problem = check(days);
        setError(problem);
        if (problem) return;
        const result = await planAdmin.updateRule('shortfalls', rule.id, { plan: plan.id, group: rule.group as 'other', procedure: rule.procedure, days: Number(days), note: rule.note });
        if (result.ok) onChanged();
        else setError(result.error.kind === 'rejected' ? (result.error.fields?.days?.[0] ?? result.error.message) : result.error.message);
      }}
    >
      <span className={s.rowItem}>
        {rule.procedure} <span className={p.cellSub}>{SHORTFALL_RULES.find((r) => r.group === rule.group)?.label ?? rule.group}</span>
      </span>
      <TextField
        className={s.rowItem}
        label={`Dias — ${rule.procedure}`}
        inputMode="numeric"
        value={days}
        error={error}
        onChange={(e) => {
          setDays(e.target.value);
          setError(check(e.target.value));
        }}
      />
      <Button type="submit" variant="secondary" size="sm">
        Salvar carência
      </Button>
      <Button variant="ghost" size="sm" icon="trash" aria-label={`Remover carência ${rule.procedure}`} onClick={onRemove}>
        Remover
      </Button>
    </form>
  );
}

function ShortfallForm({ plan, onAdded }: { plan: PlanAdminWire; onAdded: () => void }) {
  const planAdmin = useUseCases('planAdmin');
  const add = useAddRule(onAdded);
  const [group, setGroup] = useState<string>('other');
  const [procedure, setProcedure] = useState('');
  const [days, setDays] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const daysError = (text: string, g = group) => (text.trim() === '' ? null : !/^\d+$/.test(text.trim()) ? 'Informe um número inteiro de dias.' : planAdmin.shortfallDaysError(g, Number(text)));
  return (
    <form
      className={s.row}
      aria-label="Nova carência"
      onSubmit={async (event) => {
        event.preventDefault();
        const problem = days.trim() === '' ? 'Informe a carência em dias.' : daysError(days);
        if (problem) return setErrors({ days: problem });
        const outcome = await add('shortfalls', { plan: plan.id, group: group as 'other', procedure, days: Number(days), note: null });
        if (outcome === null) {
          setProcedure('');
          setDays('');
          setErrors({});
        } else setErrors(typeof outcome === 'string' ? { procedure: outcome } : { procedure: outcome.procedure?.[0] ?? '', days: outcome.days?.[0] ?? '' });
      }}
    >
      <SelectField
        className={s.rowItem}
        label="Grupo"
        options={GROUP_OPTIONS}
        value={group}
        onChange={(e) => {
          setGroup(e.target.value);
          setErrors({ days: daysError(days, e.target.value) ?? '' });
        }}
      />
      <TextField className={s.rowItem} label="Procedimento" value={procedure} error={errors.procedure || null} onChange={(e) => setProcedure(e.target.value)} />
      <TextField
        className={s.rowItem}
        label="Carência (dias)"
        inputMode="numeric"
        value={days}
        error={errors.days || null}
        onChange={(e) => {
          setDays(e.target.value);
          setErrors({ ...errors, days: daysError(e.target.value) ?? '' });
        }}
      />
      <Button type="submit" variant="secondary" icon="plus">
        Incluir carência
      </Button>
    </form>
  );
}

function CloneDialog({ plan, onCloned }: { plan: PlanAdminWire; onCloned: (copy: PlanAdminWire) => void }) {
  const planAdmin = useUseCases('planAdmin');
  const alerts = useAlerts();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(`${plan.name} (cópia)`);
  const [state, setState] = useState(String(plan.state.id));
  const [area, setArea] = useState(String(plan.commercialization_area.id));
  const [porte, setPorte] = useState(plan.porte ?? '');
  const [progress, setProgress] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const loadAreas = useCallback(() => planAdmin.areas(Number(state)), [planAdmin, state]);
  const areas = useRemote(open ? `clone-areas#${state}` : null, loadAreas);
  useEffect(() => {
    if (areas.value && !areas.value.some((a) => String(a.id) === area)) setArea(areas.value[0] ? String(areas.value[0].id) : '');
  }, [areas.value, area]);

  const clone = async () => {
    setBusy(true);
    setFailure(null);
    const result = await planAdmin.clone(
      plan,
      { name, state: Number(state), commercialization_area: Number(area), porte: (porte || null) as PlanCloneWire['porte'] },
      (text) => setProgress(text),
    );
    setBusy(false);
    setProgress(null);
    if (!result.ok) {
      setFailure({ message: result.error.message, ...(result.error.detail ? { detail: result.error.detail } : {}) });
      alerts.show({ kind: 'error', message: result.error.message });
      return;
    }
    alerts.show({ kind: 'info', message: CLONE_DONE });
    setOpen(false);
    onCloned(result.value);
  };

  return (
    <Dialog
      title="Clonar plano"
      description="O clone leva os hospitais, as clínicas, as tabelas de preço e as regras do plano. Corretores só o veem quando todas as etapas terminam."
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      trigger={
        <Button variant="secondary" icon="copy">
          Clonar plano
        </Button>
      }
      footer={
        <Button onClick={() => void clone()} loading={busy} loadingText="Clonando…">
          Clonar
        </Button>
      }
    >
      <div className={s.grid}>
        <TextField label="Nome do clone" value={name} onChange={(e) => setName(e.target.value)} />
        <SelectField label="Estado do clone" options={STATE_OPTIONS} value={state} onChange={(e) => setState(e.target.value)} />
        <SelectField label="Área do clone" options={(areas.value ?? []).map((a) => ({ value: String(a.id), label: a.name }))} value={area} onChange={(e) => setArea(e.target.value)} />
        {plan.type === 'PJ' ? (
          <SelectField label="Porte do clone" options={PJ_PORTE_OPTIONS.map((o) => ({ value: o.code, label: o.label }))} value={porte} onChange={(e) => setPorte(e.target.value)} />
        ) : null}
      </div>
      {progress ? (
        <p role="status" className={s.progress}>
          {progress}
        </p>
      ) : null}
      {failure ? (
        <Notice tone="error" className={p.noticeSpacing}>
          <strong>{failure.message}</strong>
          {failure.detail ? <span className={p.cellSub}>{failure.detail}</span> : null}
        </Notice>
      ) : null}
    </Dialog>
  );
}
