/**
 * The quotation form (spec point 3 "Plan filter"): plan type, state, city (when the state
 * has several commercialization areas), MEI, porte and contribution for PME, occupation
 * and entity for adhesion, coverage areas, accredited hospitals, and the lives (an ages
 * list that fills the 10 brackets, or the brackets typed one by one). 'Cotar' asks the
 * quote; after a quote, every change re-quotes by itself.
 */
import { HIDE_STALE_TABLES_LABEL } from '../../../domain/quotation/table-age';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useMemo, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { createQuotationLogic, FilterPatch } from '../../../application/quotation/quotation.machine';
import { AGE_BRACKETS, totalLives, type BracketIndex } from '../../../domain/quotation/age-buckets';
import { entityLabel, type StateOption } from '../../../domain/quotation/catalog';
import { bracketFieldLabel, readBracketLives } from '../../../domain/quotation/lives-input';
import {
  CONTRIBUTION_OPTIONS,
  COVERAGE_AREAS,
  PJ_PORTE_OPTIONS,
  PLAN_TYPES,
  isPlanTypeCode,
  isPorteCode,
  type CoverageArea,
  type PlanTypeCode,
} from '../../../domain/quotation/plan-types';
import { BRAZILIAN_STATES } from '../../../domain/quotation/states';
import { Button } from '../../design-system/button';
import { Icon } from '../../design-system/icon';
import { SelectField } from '../../design-system/form-controls';
import { useUseCases } from '../../app/services-context';
import * as c from '../../shared/catalog/catalog.css';
import { ChoiceGroup, TextAreaField } from '../../shared/catalog/form-controls';
import { useRemote } from '../../shared/use-remote';
import { FamilyFields } from './family-fields';
import { HospitalPicker } from './hospital-picker';
import * as s from './quotation.css';

export type QuotationActorRef = ActorRefFrom<ReturnType<typeof createQuotationLogic>>;

const ALL = '';

/**
 * The quote form. Memoized (its props are the actor and a stable callback): opening a plan's
 * details or the comparison changes the URL, and the form is not drawn again for that.
 */
export const QuoteForm = memo(function QuoteForm({ actor, onSubmitted }: { actor: QuotationActorRef; onSubmitted?: () => void }) {
  const catalog = useUseCases('quotation');
  const filter = useSelector(actor, (snapshot) => snapshot.context.filter);
  const busy = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const statesRemote = useRemote('states', () => catalog.states());
  const states: readonly StateOption[] = statesRemote.status === 'ok' ? statesRemote.value : BRAZILIAN_STATES.map((state) => ({ ...state, cities: [] }));
  const state = states.find((candidate) => candidate.id === filter.stateId);
  const cities = state?.cities ?? [];

  const occupationsRemote = useRemote(filter.type === 'PF' ? 'occupations' : null, () => catalog.occupations());
  const occupationId = filter.occupation ? Number(filter.occupation) : undefined;
  const entitiesRemote = useRemote(filter.type === 'PF' ? `entities:${filter.stateId}:${filter.occupation ?? ''}` : null, () =>
    catalog.entities(filter.stateId, occupationId),
  );

  const change = useCallback((patch: FilterPatch) => actor.send({ type: 'filter.change', patch }), [actor]);
  const chosenEntity = entitiesRemote.status === 'ok' ? entitiesRemote.value.find((entity) => entity.id === filter.entity) : undefined;
  const entityTitle = chosenEntity ? entityLabel(chosenEntity) : undefined;

  const stateOptions = useMemo(() => states.map((option) => ({ value: String(option.id), label: `${option.name} (${option.uf})` })), [states]);

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'quote.submit' });
    if (actor.getSnapshot().matches('loading')) onSubmitted?.();
  }

  return (
    <form className={s.formCard} onSubmit={submit} aria-labelledby="cotacao-form-titulo" noValidate>
      <h2 id="cotacao-form-titulo" className={s.formSectionTitle}>
        <Icon name="calculator" size={20} />
        Dados da cotação
      </h2>

      <ChoiceGroup<PlanTypeCode>
        legend="Tipo de plano"
        kind="radio"
        name="tipo-de-plano"
        options={PLAN_TYPES.map((type) => ({ value: type.code, label: type.label }))}
        selected={[filter.type]}
        onToggle={(value) => {
          if (isPlanTypeCode(value)) change(value === 'PJ' ? { type: value, isPme: true } : { type: value });
        }}
      />

      <div className={s.fieldGrid}>
        <SelectField
          label="Estado"
          value={String(filter.stateId)}
          options={stateOptions}
          onChange={({ target: { value } }) => change({ stateId: Number(value) })}
        />
        {cities.length > 0 ? (
          <SelectField
            label="Cidade"
            value={filter.city ?? ALL}
            options={[{ value: ALL, label: 'Todas as cidades' }, ...cities.map((city) => ({ value: city, label: city }))]}
            onChange={({ target: { value } }) => change({ city: value === ALL ? undefined : value })}
            hint="O estado tem mais de uma área de comercialização."
          />
        ) : null}

        {filter.type === 'PJ' ? (
          <>
            <SelectField
              label="Porte"
              value={filter.porte ?? ALL}
              options={[{ value: ALL, label: 'Todos os portes' }, ...PJ_PORTE_OPTIONS.map((option) => ({ value: option.code, label: option.label }))]}
              onChange={({ target: { value } }) => change({ porte: isPorteCode(value) ? value : undefined })}
            />
            <ChoiceGroup
              legend="Contribuição"
              kind="radio"
              name="contribuicao"
              options={CONTRIBUTION_OPTIONS.map((option) => ({ value: option.code, label: option.label }))}
              selected={[filter.isOptional ? 'optional' : 'compulsory']}
              onToggle={(value) => change({ isOptional: value === 'optional' })}
            />
            <ChoiceGroup
              legend="Empresa"
              kind="checkbox"
              options={[{ value: 'mei', label: 'MEI' }]}
              selected={filter.isMei ? ['mei'] : []}
              onToggle={(_, checked) => change({ isMei: checked, isPme: true })}
              hint="Microempreendedor individual: só planos que aceitam MEI."
            />
          </>
        ) : null}

        {filter.type === 'PF' ? (
          <>
            <SelectField
              label="Profissão"
              value={filter.occupation ?? ALL}
              options={[
                { value: ALL, label: 'Todas as profissões' },
                ...(occupationsRemote.status === 'ok' ? occupationsRemote.value.map((o) => ({ value: String(o.id), label: o.name })) : []),
              ]}
              onChange={({ target: { value } }) => change({ occupation: value === ALL ? undefined : value })}
            />
            <SelectField
              label="Entidade"
              // Long entity names need the whole row (a native select cannot wrap); the title shows the full name.
              className={s.spanAll}
              title={entityTitle}
              value={filter.entity === undefined ? ALL : String(filter.entity)}
              options={[
                { value: ALL, label: 'Todas as entidades' },
                ...(entitiesRemote.status === 'ok' ? entitiesRemote.value.map((entity) => ({ value: String(entity.id), label: entityLabel(entity) })) : []),
                ...(filter.entity !== undefined && entitiesRemote.status === 'ok' && !entitiesRemote.value.some((e) => e.id === filter.entity)
                  ? [{ value: String(filter.entity), label: `Entidade ${filter.entity}` }]
                  : []),
              ]}
              onChange={({ target: { value } }) => change({ entity: value === ALL ? undefined : Number(value) })}
              hint="Mostra só os planos de operadoras que aceitam a entidade."
            />
          </>
        ) : null}

        <ChoiceGroup<CoverageArea>
          legend="Abrangência"
          kind="checkbox"
          className={s.spanAll}
          options={COVERAGE_AREAS.map((area) => ({ value: area.code, label: area.label }))}
          selected={filter.coverageAreas}
          onToggle={(value, checked) =>
            change({ coverageAreas: checked ? [...filter.coverageAreas, value] : filter.coverageAreas.filter((area) => area !== value) })
          }
        />

        <ChoiceGroup
          legend="Tabelas"
          kind="checkbox"
          options={[{ value: 'hide', label: HIDE_STALE_TABLES_LABEL }]}
          selected={filter.hideStaleTables ? ['hide'] : []}
          onToggle={(_, checked) => change({ hideStaleTables: checked })}
        />

        <div className={s.spanAll}>
          <HospitalPicker stateId={filter.stateId} selected={filter.accreditedNetworks} onChange={(ids) => change({ accreditedNetworks: ids })} />
        </div>
      </div>

      <hr className={s.divider} />
      <LivesFields actor={actor} />

      <div className={s.formFooter}>
        <Button type="submit" size="lg" icon="calculator" loading={busy} loadingText="Cotando…">
          Cotar
        </Button>
      </div>
    </form>
  );
});

/** The lives: an ages list that fills the brackets, the 10 bracket fields and the total. */
const LivesFields = memo(function LivesFields({ actor }: { actor: QuotationActorRef }) {
  const counts = useSelector(actor, (snapshot) => snapshot.context.filter.counts);
  const agesText = useSelector(actor, (snapshot) => snapshot.context.agesText);
  const agesError = useSelector(actor, (snapshot) => snapshot.context.agesError);
  const livesError = useSelector(actor, (snapshot) => snapshot.context.livesError);
  const type = useSelector(actor, (snapshot) => snapshot.context.filter.type);
  const total = totalLives(counts);

  return (
    <section className={c.section} aria-labelledby="vidas-titulo">
      <h2 id="vidas-titulo" className={s.formSectionTitle}>
        <Icon name="user" size={20} />
        Vidas
      </h2>
      <TextAreaField
        label="Idades"
        value={agesText}
        rows={2}
        placeholder="Ex.: 5, 34, 36"
        hint="Digite as idades separadas por vírgula ou espaço: as faixas abaixo são preenchidas sozinhas."
        error={agesError}
        onValueChange={(text) => actor.send({ type: 'lives.ages', text })}
      />
      <FamilyFields type={type} onUseAges={(text) => actor.send({ type: 'lives.ages', text })} />
      <fieldset className={c.fieldset}>
        <legend className={c.legend}>Vidas por faixa etária</legend>
        <div className={s.livesGrid}>
          {AGE_BRACKETS.map((bracket) => {
            const id = `vidas-${bracket.queryKey}`;
            const value = counts[bracket.index];
            return (
              <div key={bracket.index} className={s.livesField}>
                <label htmlFor={id} className={s.livesLabel}>
                  {bracketFieldLabel(bracket)}
                </label>
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={9999}
                  step={1}
                  placeholder="0"
                  className={s.livesInput}
                  value={value === 0 ? '' : String(value)}
                  onChange={(event) => {
                    const lives = readBracketLives(event.target.value);
                    if (lives !== null) actor.send({ type: 'lives.count', index: bracket.index as BracketIndex, lives });
                  }}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
      <p className={s.totalLives} aria-live="polite">
        Total de vidas: {total}
      </p>
      {livesError ? (
        <p className={c.error} role="alert">
          <Icon name="alertCircle" size={16} />
          {livesError}
        </p>
      ) : null}
    </section>
  );
});
