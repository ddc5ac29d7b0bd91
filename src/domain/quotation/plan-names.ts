/**
 * Plan names that tell an operator's tables apart: the real Hapvida file prints
 * the same name for the total and the partial coparticipation tables of a city ('Plano
 * Individual Enfermaria com Coparticipação' twice), so where a name repeats the kind is
 * added: '… com Coparticipação Total' / '… com Coparticipação Parcial' (or
 * '… (Coparticipação Total)' when the name does not end in 'com Coparticipação'). A name
 * used once is kept as printed.
 */

/** One table's printed name and coparticipation kind ('total' = on every group, 'partial' = therapies only). */
export interface NamedTable {
  readonly name: string;
  readonly coparticipation: 'total' | 'partial';
}

/** The names of `tables` (one city's), in order, made distinct as described above. */
export function distinctTableNames(tables: readonly NamedTable[]): string[] {
  const counts = new Map<string, number>();
  for (const table of tables) counts.set(table.name, (counts.get(table.name) ?? 0) + 1);
  return tables.map((table) => {
    if ((counts.get(table.name) ?? 0) < 2) return table.name;
    const kind = table.coparticipation === 'total' ? 'Total' : 'Parcial';
    return /com Coparticipação$/.test(table.name) ? `${table.name} ${kind}` : `${table.name} (Coparticipação ${kind})`;
  });
}
