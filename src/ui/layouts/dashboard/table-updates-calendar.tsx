/**
 * The calendar of table updates (spec point 2 "Calendar of updates", point 4): a
 * state selector; the forecast table (UF, Instituição, Previsão, Obs); 'Ver histórico de
 * atualizações' switches to the effective history (UF, Instituição, Atualizado em) with a
 * Voltar button; empty tables say 'Nenhum resultado encontrado.'. Both tables are reloaded
 * whenever the dialog opens (this component mounts with it) or the state changes, and each
 * load tells the server the calendar was seen on that state (the badge goes to 0 and the
 * state becomes the user's default).
 */
import { useCallback, useRef, useState } from 'react';
import type { TableUpdateEntry } from '../../../application/table-updates/table-updates-gateway';
import { formatDateBR } from '../../../domain/quotation/money';
import { BRAZILIAN_STATES } from '../../../domain/quotation/states';
import { Button } from '../../design-system/button';
import { SelectField } from '../../design-system/form-controls';
import { Spinner } from '../../design-system/spinner';
import { Stack } from '../../design-system/primitives';
import { useUseCases } from '../../app/services-context';
import { RetryNotice } from '../../shared/remote-failure';
import { useRemote } from '../../shared/use-remote';
import * as s from './dashboard.css';

/** The empty-table sentence of spec point 2. */
export const NO_RESULTS = 'Nenhum resultado encontrado.';
/** Shown when the calendar cannot be loaded. */
export const CALENDAR_ERROR = 'Não foi possível carregar o calendário de atualizações. Por favor, tente novamente.';

const STATE_OPTIONS = [{ value: '', label: 'Todos os estados' }, ...BRAZILIAN_STATES.map((state) => ({ value: String(state.id), label: `${state.uf} — ${state.name}` }))];

function UpdatesTable({ caption, entries, dateLabel, withNotes }: { caption: string; entries: readonly TableUpdateEntry[]; dateLabel: string; withNotes: boolean }) {
  const headers = ['UF', 'Instituição', dateLabel, ...(withNotes ? ['Obs'] : [])];
  return (
    <div className={s.calendarScroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={s.calendarTable}>
        <caption className={s.calendarCaption}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={s.calendarTh}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className={s.calendarEmpty}>
                {NO_RESULTS}
              </td>
            </tr>
          ) : (
            entries.map((entry) => (
              <tr key={entry.id}>
                <td className={s.calendarTd}>{entry.uf}</td>
                <td className={s.calendarTd}>{entry.institution.name}</td>
                <td className={`${s.calendarTd} ${s.calendarDate}`}>{formatDateBR(entry.date)}</td>
                {withNotes ? <td className={s.calendarTd}>{entry.description}</td> : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The dialog's body; mounted when the dialog opens, so it loads on every opening. */
export function TableUpdatesCalendar({ initialStateId, onSeen }: { initialStateId: number | null; onSeen: (count: number, stateId: number | null) => void }) {
  const tableUpdates = useUseCases('tableUpdates');
  const [stateId, setStateId] = useState<number | null>(initialStateId);
  // The state on screen now: a load for a state the user has already left (the first load on
  // 'Todos os estados' finishing after the switch to PE) must not mark the calendar seen on it,
  // or the server would remember the state the user left.
  const selected = useRef<number | null>(initialStateId);
  const [showHistory, setShowHistory] = useState(false);
  const load = useCallback(async () => {
    const tables = await tableUpdates.calendar(stateId);
    if (tables.ok && selected.current === stateId) {
      const seen = await tableUpdates.opened(stateId);
      if (seen.ok) onSeen(seen.value.count, seen.value.stateId);
    }
    return tables;
  }, [tableUpdates, stateId, onSeen]);
  const calendar = useRemote(`calendar:${stateId ?? 'all'}`, load);

  return (
    <Stack gap="md">
      <div className={s.calendarToolbar}>
        <SelectField
          label="Estado"
          options={STATE_OPTIONS}
          value={stateId === null ? '' : String(stateId)}
          onChange={(event) => {
            const next = event.target.value === '' ? null : Number(event.target.value);
            selected.current = next;
            setStateId(next);
          }}
        />
        {showHistory ? (
          <Button variant="secondary" icon="chevronLeft" onClick={() => setShowHistory(false)}>
            Voltar
          </Button>
        ) : (
          <Button variant="secondary" icon="clock" onClick={() => setShowHistory(true)}>
            Ver histórico de atualizações
          </Button>
        )}
      </div>
      {calendar.status === 'failed' ? <RetryNotice message={CALENDAR_ERROR} onRetry={calendar.reload} /> : null}
      {calendar.status === 'loading' ? (
        <div role="status" aria-label="Carregando calendário" className={s.calendarEmpty}>
          <Spinner />
        </div>
      ) : null}
      {calendar.value ? (
        showHistory ? (
          <UpdatesTable caption="Histórico de atualizações" entries={calendar.value.history} dateLabel="Atualizado em" withNotes={false} />
        ) : (
          <UpdatesTable caption="Previsão de atualizações" entries={calendar.value.forecasts} dateLabel="Previsão" withNotes />
        )
      ) : null}
    </Stack>
  );
}
