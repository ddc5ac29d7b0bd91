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
