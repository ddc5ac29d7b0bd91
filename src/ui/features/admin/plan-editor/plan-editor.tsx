/**
 * One plan in the plan editor: its fields form, networks, rules, carências, clone dialog; every save sends the plan's `version`.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { SEGMENTATIONS } from '../../../../domain/plan-admin';
import type { AdminPlan } from '../../../../domain/plan-admin-types';
import { COPARTICIPATION_KINDS, PJ_PORTE_OPTIONS, PLAN_TYPES, ROOM_TYPES } from '../../../../domain/quotation/plan-types';
import { Badge, Button, Card, Checkbox, Notice, SelectField, Spinner, TextField } from '../../../design-system';
import { useUseCases } from '../../../app/services-context';
import { RetryNotice } from '../../../shared/remote-failure';
import { useRemote } from '../../../shared/use-remote';
import * as p from '../../../shared/payments.css';
import * as s from '../admin.css';
import { COVERAGE_AREA_OPTIONS, type FieldValues, PLAN_LOAD_ERROR, STATE_OPTIONS, fieldsOf, formFieldErrors, valuesOf } from './plan-form-values';
import { ProviderSection } from './provider-section';
import { type SaveOutcome, useSavePlan } from './use-save-plan';
import { RulesSection } from './rules-section';
import { CloneDialog } from './clone-dialog';

/** The editor of plan `planId`; `onChanged(newPlanId?)` after a save, or with the clone's id after a clone. */
export function PlanEditor({ planId, onChanged }: { planId: number; onChanged: (newPlanId?: number) => void }) {
  const planAdmin = useUseCases('planAdmin');
  const [reloadKey, setReloadKey] = useState(0);
  const load = useCallback(() => planAdmin.plan(planId), [planAdmin, planId]);
  const remote = useRemote(`${planId}#${reloadKey}`, load);
  const [plan, setPlan] = useState<AdminPlan | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  useEffect(() => {
    if (remote.value) {
      setPlan(remote.value);
      setStale(null);
    }
  }, [remote.value]);
  const reload = () => setReloadKey((key) => key + 1);
  const saved = (next: AdminPlan) => {
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

function PlanFieldsForm({ plan, ...outcome }: { plan: AdminPlan } & SaveOutcome) {
  const planAdmin = useUseCases('planAdmin');
  const save = useSavePlan(outcome);
  // The contract's checks (field schemas, then the cross-field rules), at the fields.
  const resolver = useMemo<Resolver<FieldValues>>(
    () => async (values) => {
      const messages = planAdmin.planFieldErrors(fieldsOf(values, plan));
      if (Object.keys(messages).length === 0) return { values, errors: {} };
      const errors: FieldErrors<FieldValues> = {};
      for (const [field, message] of Object.entries(messages)) (errors as Record<string, unknown>)[field] = { type: 'validate', message };
      return { values: {}, errors };
    },
    [planAdmin, plan],
  );
  const form = useForm<FieldValues>({ defaultValues: valuesOf(plan), resolver, mode: 'onTouched' });
  const { register, handleSubmit, formState, setError, watch } = form;
  const stateId = Number(watch('stateId'));
  const type = watch('type');
  const loadAreas = useCallback(() => planAdmin.areas(stateId), [planAdmin, stateId]);
  const areas = useRemote(`areas#${stateId}`, loadAreas);
  const error = (name: keyof FieldValues) => formState.errors[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    const { entityIds: _e, hospitalIds: _h, clinicIds: _c, institutionId: _i, ...fields } = fieldsOf(values, plan);
    const fieldErrors = await save(plan, fields);
    // The refusal's messages (under the plan fields' names) on the form's fields of the same names.
    if (fieldErrors) for (const [field, message] of Object.entries(formFieldErrors(fieldErrors))) setError(field as keyof FieldValues, { type: 'server', message });
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
        <SelectField label="Estado" error={error('stateId')} options={STATE_OPTIONS} {...register('stateId')} />
        <SelectField
          label="Área de comercialização"
          error={error('commercializationAreaId')}
          options={[{ value: '', label: areas.status === 'loading' ? 'Carregando…' : 'Escolha' }, ...(areas.value ?? []).map((a) => ({ value: String(a.id), label: a.name }))]}
          {...register('commercializationAreaId')}
        />
        <SelectField label="Segmentação" error={error('segmentation')} options={SEGMENTATIONS.map((o) => ({ value: o.code, label: o.label }))} {...register('segmentation')} />
        <SelectField label="Abrangência" error={error('coverageArea')} options={COVERAGE_AREA_OPTIONS} {...register('coverageArea')} />
        <SelectField label="Acomodação" error={error('accommodation')} options={ROOM_TYPES.map((o) => ({ value: o.code, label: o.label }))} {...register('accommodation')} />
        <SelectField label="Coparticipação" error={error('coparticipation')} options={COPARTICIPATION_KINDS.map((o) => ({ value: o.code, label: o.label }))} {...register('coparticipation')} />
        <SelectField
          label="Contribuição"
          error={error('isOptional')}
          options={[{ value: '', label: type === 'PJ' ? 'Escolha' : 'Não se aplica' }, { value: 'false', label: 'Compulsória' }, { value: 'true', label: 'Opcional' }]}
          {...register('isOptional')}
        />
        <TextField label="Mínimo de vidas" inputMode="numeric" error={error('minLives')} {...register('minLives')} />
        <TextField label="Máximo de vidas" inputMode="numeric" hint="Vazio: sem máximo" error={error('maxLives')} {...register('maxLives')} />
        <Checkbox label="Aceita MEI" {...register('isMei')} />
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
