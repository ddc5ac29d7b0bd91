/**
 * Superuser: the forecast entries of the calendar (spec point 3 "Forecast entry").
 * Lists the forecasts of a state (the lines an import already closed are history and are
 * not edited here), adds one (Instituição, Estado, Previsão, Obs), edits or deletes it.
 */
import { useCallback, useState, type FormEvent } from 'react';
import type { ForecastInput, TableUpdateEntry } from '../../../../application/table-updates/table-updates-gateway';
import { formatDateBR } from '../../../../domain/quotation/money';
import { BRAZILIAN_STATES } from '../../../../domain/quotation/states';
import { Button, Card, IconButton, Notice, SelectField, TextField } from '../../../design-system';
import { useUseCases } from '../../../app/services-context';
import { DataTable, type DataColumn } from '../../../shared/data-table';
import { RetryNotice } from '../../../shared/remote-failure';
import { useRemote } from '../../../shared/use-remote';
import * as s from './table-updates-admin.css';

const STATE_OPTIONS = BRAZILIAN_STATES.map((state) => ({ value: String(state.id), label: `${state.uf} — ${state.name}` }));

interface Draft {
  id: number | null;
  institutionId: string;
  date: string;
  description: string;
}

const EMPTY: Draft = { id: null, institutionId: '', date: '', description: '' };

export function ForecastEditor({ initialStateId = 26 }: { initialStateId?: number }) {
  const tableUpdates = useUseCases('tableUpdates');
  const quotation = useUseCases('quotation');
  const [stateId, setStateId] = useState(initialStateId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const loadInstitutions = useCallback(() => quotation.institutions(), [quotation]);
  const institutions = useRemote('institutions', loadInstitutions);
  const loadForecasts = useCallback(() => tableUpdates.forecasts(stateId), [tableUpdates, stateId]);
  const forecasts = useRemote(`forecasts:${stateId}`, loadForecasts);

  const institutionOptions = [
    { value: '', label: 'Selecione' },
    ...[...(institutions.value ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')).map((item) => ({ value: String(item.id), label: item.name })),
  ];

  const edit = (entry: TableUpdateEntry) => {
    setDraft({ id: entry.id, institutionId: String(entry.institution.id), date: entry.date, description: entry.description });
    setMessage(null);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft.institutionId || !draft.date) {
      setMessage({ tone: 'error', text: 'Informe a instituição e a data prevista.' });
      return;
    }
    const input: ForecastInput = { institutionId: Number(draft.institutionId), stateId, date: draft.date, description: draft.description };
    setSaving(true);
    const result = draft.id === null ? await tableUpdates.createForecast(input) : await tableUpdates.updateForecast(draft.id, input);
    setSaving(false);
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.error.message });
      return;
    }
    setMessage({ tone: 'success', text: draft.id === null ? 'Previsão adicionada.' : 'Previsão atualizada.' });
    setDraft(EMPTY);
    forecasts.reload();
  };

  const remove = async (entry: TableUpdateEntry) => {
    const result = await tableUpdates.deleteForecast(entry.id);
    setMessage(result.ok ? { tone: 'success', text: 'Previsão excluída.' } : { tone: 'error', text: result.error.message });
    if (draft.id === entry.id) setDraft(EMPTY);
    forecasts.reload();
  };

  const columns: readonly DataColumn<TableUpdateEntry>[] = [
    { header: 'UF', cell: (entry) => entry.uf },
    { header: 'Instituição', cell: (entry) => entry.institution.name },
    { header: 'Previsão', cell: (entry) => formatDateBR(entry.date) },
    { header: 'Obs', cell: (entry) => entry.description },
    {
      header: '',
      numeric: true,
      cell: (entry) => (
        <>
          <IconButton icon="pencil" label={`Editar previsão de ${entry.institution.name}`} size="sm" onClick={() => edit(entry)} />
          <IconButton icon="trash" label={`Excluir previsão de ${entry.institution.name}`} size="sm" onClick={() => void remove(entry)} />
        </>
      ),
    },
  ];

  return (
    <Card as="section" padding="md" aria-labelledby="previsoes-titulo">
      <h3 id="previsoes-titulo" className={s.planTitle}>
        Previsões de atualização
      </h3>
      <p className={s.muted}>As previsões aparecem no calendário dos corretores; a importação da tabela fecha a previsão da operadora no estado.</p>
      <form onSubmit={(event) => void save(event)} noValidate>
        <div className={s.form}>
          <SelectField label="Estado" options={STATE_OPTIONS} value={String(stateId)} onChange={(e) => setStateId(Number(e.target.value))} />
          <SelectField label="Instituição" options={institutionOptions} value={draft.institutionId} onChange={(e) => setDraft({ ...draft, institutionId: e.target.value })} />
          <TextField label="Previsão" type="date" value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
          <TextField label="Obs" maxLength={500} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
        </div>
        <div className={s.actions}>
          <Button type="submit" icon={draft.id === null ? 'plus' : 'check'} loading={saving} loadingText="Salvando…">
            {draft.id === null ? 'Adicionar previsão' : 'Salvar previsão'}
          </Button>
          {draft.id !== null ? (
            <Button type="button" variant="secondary" onClick={() => setDraft(EMPTY)}>
              Cancelar edição
            </Button>
          ) : null}
        </div>
      </form>
      {message ? (
        <Notice tone={message.tone} className={s.spaced}>
          {message.text}
        </Notice>
      ) : null}
      {forecasts.status === 'failed' ? <RetryNotice message={forecasts.failure.message} onRetry={forecasts.reload} className={s.spaced} /> : null}
      {forecasts.value ? (
        <DataTable
          look={s.tableLook}
          className={s.spaced}
          region="Previsões do estado"
          columns={columns}
          rows={forecasts.value}
          rowKey={(entry) => entry.id}
          empty="Nenhum resultado encontrado."
        />
      ) : null}
    </Card>
  );
}
