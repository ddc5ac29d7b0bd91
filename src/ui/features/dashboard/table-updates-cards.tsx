/**
 * The forecast and history cards of the dashboard index (spec point 2 "Other screens"):
 * the next table updates of the user's state (the one last chosen in the
 * calendar; every state before) with the server's sentence, and the latest past updates.
 */
import { useCallback } from 'react';
import type { TableUpdateEntry } from '../../../application/table-updates/table-updates-gateway';
import { formatDateBR } from '../../../domain/quotation/money';
import { useUseCases } from '../../app/services-context';
import { useRemote } from '../../shared/use-remote';
import * as s from './dashboard.css';

function EntryList({ entries, label }: { entries: readonly TableUpdateEntry[]; label: string }) {
  if (entries.length === 0) return <p className={s.updatesMuted}>Nenhum resultado encontrado.</p>;
  return (
    <ul className={s.updatesList} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className={s.updatesItem}>
          <span>
            {entry.uf} · {entry.institution.name}
          </span>
          <span>{formatDateBR(entry.date)}</span>
        </li>
      ))}
    </ul>
  );
}

export function TableUpdatesCards() {
  const tableUpdates = useUseCases('tableUpdates');
  const load = useCallback(() => tableUpdates.dashboard(), [tableUpdates]);
  const updates = useRemote('dashboard-updates', load);
  if (!updates.value) return null;
  return (
    <section aria-labelledby="atualizacoes-titulo" className={s.updatesSection}>
      <h2 id="atualizacoes-titulo" className={s.sectionTitle}>
        Atualizações de tabelas
      </h2>
      <div className={s.updatesCards}>
        <article className={s.updatesCard} aria-labelledby="proximas-titulo">
          <h3 id="proximas-titulo" className={s.cardTitle}>
            Próximas atualizações
          </h3>
          <p className={s.updatesMuted}>{updates.value.text}</p>
          <EntryList entries={updates.value.upcoming} label="Próximas atualizações" />
        </article>
        <article className={s.updatesCard} aria-labelledby="recentes-titulo">
          <h3 id="recentes-titulo" className={s.cardTitle}>
            Últimas atualizações
          </h3>
          <EntryList entries={updates.value.latest} label="Últimas atualizações" />
        </article>
      </div>
    </section>
  );
}
