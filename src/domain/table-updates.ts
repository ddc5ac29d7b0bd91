/**
 * A line of the operators' table-updates calendar (spec point 7 "History and
 * forecast"), as the server's use cases, the SPA's port and its screens name it. The wire
 * form and both mappings are in src/contract/table-updates.ts.
 */

/** One calendar line: a forecast entry ('forecast') or a table already imported ('update'). */
export interface TableUpdateEntry {
  readonly id: number;
  readonly institution: { readonly id: number; readonly name: string };
  readonly stateId: number;
  readonly uf: string;
  /** The day of the change (Previsão / Atualizado em), `YYYY-MM-DD` (Brasília). */
  readonly date: string;
  /** The "Obs" column. */
  readonly description: string;
  readonly kind: 'forecast' | 'update';
}

/** The calendar's resume lists at most this many coming lines. */
export const RESUME_SIZE = 5;

function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The pt-BR sentence of the calendar's resume (`GET /api/history/resume/`), the server's and
 * the fake back end's: `upcoming` are the coming lines (dated today or later, sorted, at most
 * {@link RESUME_SIZE}); `stateId` the state asked (null: every state); `states` the states that
 * have coming lines. The sentence names the state's UF only when the state has coming lines.
 */
export function tableUpdatesResumeText(
  upcoming: readonly TableUpdateEntry[],
  stateId: number | null,
  states: ReadonlyArray<{ readonly id: number; readonly uf: string }>,
): string {
  const uf = stateId === null ? null : (states.find((state) => state.id === stateId)?.uf ?? upcoming[0]?.uf ?? null);
  const where = uf ? ` em ${uf}` : '';
  const [next] = upcoming;
  if (!next) return `Nenhuma atualização de tabela prevista${where}.`;
  const count = upcoming.length === 1 ? 'Uma atualização de tabela prevista' : `${upcoming.length} próximas atualizações de tabela`;
  return `${count}${where}; a próxima: ${next.institution.name} em ${formatDay(next.date)}.`;
}

/**
 * Whether a calendar line may be edited or deleted as a forecast entry (`PUT|DELETE
 * /api/admin/forecasts/{id}/`): `not_found` for no line, `not_a_forecast` for a table already
 * imported (an import's line is history), null when it may. The server's use cases and the
 * fake back end answer 404 / 400 with the contract's sentences (TABLE_UPDATE_MESSAGES) for these.
 */
export function forecastChangeRefusal(line: { readonly kind: TableUpdateEntry['kind'] } | null | undefined): 'not_found' | 'not_a_forecast' | null {
  if (!line) return 'not_found';
  return line.kind === 'forecast' ? null : 'not_a_forecast';
}
