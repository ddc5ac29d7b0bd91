/**
 * A plan's hospitals or clinics in the plan editor: search, add, remove.
 */
import { useCallback, useState } from 'react';
import type { AdminPlan } from '../../../../domain/plan-admin-types';
import { Button, Spinner, TextField } from '../../../design-system';
import { useUseCases } from '../../../app/services-context';
import { useRemote } from '../../../shared/use-remote';
import * as p from '../../../shared/payments.css';
import * as s from '../admin.css';
import { type SaveOutcome, useSavePlan } from './use-save-plan';

/** The plan's hospitals (`kind` 'hospital') or clinics and laboratories ('clinic'): search, add, remove; each change saves the plan. */
export function ProviderSection({ plan, kind, ...outcome }: { plan: AdminPlan; kind: 'hospital' | 'clinic' } & SaveOutcome) {
  const planAdmin = useUseCases('planAdmin');
  const save = useSavePlan(outcome);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const current = kind === 'hospital' ? plan.hospitals : plan.clinics;
  const title = kind === 'hospital' ? 'Hospitais' : 'Clínicas e laboratórios';
  const load = useCallback(() => planAdmin.providers(plan.state.id, kind, query ?? ''), [planAdmin, plan.state.id, kind, query]);
  const found = useRemote(query === null ? null : `${kind}#${plan.state.id}#${query}`, load);
  const setIds = (ids: number[]) => void save(plan, kind === 'hospital' ? { hospitalIds: ids } : { clinicIds: ids });
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
