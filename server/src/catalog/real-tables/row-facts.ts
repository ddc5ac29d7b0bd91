/**
 * Readers of one real-table row's cells, each to a fact of the plan it becomes: accommodation,
 * coparticipation (with the Brasília source's rules), effective date, product name,
 * segmentation, coverage, refunds and the source it cites. A reader returns null where the row
 * does not say; the caller turns that into the row's pt-BR reason.
 */
import { foldName } from './fold-name';
import type { OperatorFile, OperatorFilePlan } from './operator-file';
import { notePairs, sourcePriceCents, type RealTableRow } from './price-rows';

/** Room of a plan: 'outpatient' (ambulatorial only), 'infirmary' (enfermaria), 'apartment'. */
export type Accommodation = 'outpatient' | 'infirmary' | 'apartment';

/** Accommodation text of the sources ('Apartamento', 'APT', 'Enfermaria', 'AMB') → room, or null when not stated. */
export function accommodationOf(text: string): Accommodation | null {
  const folded = foldName(text);
  if (folded.startsWith('apart') || folded === 'apt') return 'apartment';
  if (folded.startsWith('enferm')) return 'infirmary';
  if (folded === 'amb') return 'outpatient';
  return null;
}

/** Procedure names of the Brasília source's coparticipation text (folded) → pt-BR names. */
const COPART_PROCEDURES: Record<string, string> = {
  ps: 'Pronto-socorro',
  consulta: 'Consulta eletiva',
  'exame simples': 'Exames simples',
  'exame especial': 'Exames especiais',
  internacao: 'Internação',
};

/** The Brasília source's "PS 30%/R$50.00, …, internação R$180.00": a percentage capped at the value, a value alone, or a percentage alone. */
function bernabeuCopartRules(text: string): OperatorFilePlan['coparticipationRules'] {
  const inner = /\((.*)\)/.exec(text)?.[1] ?? '';
  const rules: OperatorFilePlan['coparticipationRules'] = [];
  for (const part of inner.split(',')) {
    const match = /^\s*([^0-9R]+?)\s+(?:(\d+(?:\.\d+)?)%\/)?R\$(\d+(?:\.\d+)?)\s*$/.exec(part);
    if (!match?.[1] || match[3] === undefined) continue;
    const procedure = COPART_PROCEDURES[foldName(match[1])] ?? match[1].trim();
    const percentage = match[2] === undefined ? 0 : Number(match[2]) / 100;
    const value = Math.round(Number(match[3]) * 100);
    if (percentage > 0) rules.push({ procedure, percentage, fixedCents: null, capCents: value > 0 ? value : null });
    else if (value > 0) rules.push({ procedure, percentage: null, fixedCents: value, capCents: null });
  }
  return rules;
}

/** Coparticipation of a row: kind, pt-BR label for the plan name, and rules (the Brasília source alone states them), or null when not stated. */
export function coparticipationOf(row: RealTableRow): { kind: OperatorFilePlan['coparticipation']; label: string; rules: OperatorFilePlan['coparticipationRules'] } | null {
  const text = row.coparticipation;
  const folded = foldName(text);
  if (folded.startsWith('sem coparticipacao')) return { kind: 'without', label: 'sem coparticipação', rules: [] };
  if (row.folder === 'bernabeu_cotador_df') return { kind: 'with', label: 'com coparticipação', rules: bernabeuCopartRules(text) };
  if (folded.includes('parcial tp')) return { kind: 'with_tp', label: 'coparticipação parcial (TP)', rules: [] };
  if (folded.includes('parcial') || folded.includes('terapias')) return { kind: 'with_tp', label: 'coparticipação parcial', rules: [] };
  if (folded.includes('total') || folded.includes('totalmente')) return { kind: 'with', label: 'coparticipação total', rules: [] };
  const percent = /\|\s*(\d+)%/.exec(text)?.[1];
  if (percent) return { kind: 'with', label: `coparticipação ${percent} %`, rules: [] };
  if (folded.includes('coparticipa')) return { kind: 'with', label: 'com coparticipação', rules: [] };
  return null;
}

/** Effective date: stated validity, else the first day of the source's commit month. */
export function effectiveDateOf(row: RealTableRow): string | null {
  const text = row.effective;
  const validade = /Validade (\d{4})-(\d{2})/.exec(text);
  if (validade) return `${validade[1]}-${validade[2]}-01`;
  if (row.folder === 'ndi_simulasaude_sp_rj') return '2026-02-01'; // "vigência 01/02/2026 a 31/03/2026"
  if (row.folder === 'bernabeu_cotador_df') return '2021-06-01'; // import.sql last changed 2021-06-09; no date stated
  const month = /^(\d{4})-(\d{2})/.exec(text);
  if (month) return `${month[1]}-${month[2]}-01`;
  return null;
}

/** Plan name as sold: the source's product name without its accommodation tag or internal code. */
export function baseNameOf(row: RealTableRow): string {
  let name = row.plan.replace(/\s*\[[^\]]*\]\s*$/, '').trim();
  if (row.folder === 'bernabeu_cotador_df') {
    const operator = foldName(row.operator);
    const brand = operator.startsWith('amil one') ? 'Amil One' : '';
    name = `${brand ? `${brand} ` : ''}${name.charAt(0)}${name.slice(1).toLowerCase()}`;
  }
  if (row.folder === 'moshgui_portovelho') name = name.replace(/^Salv - /, '');
  return name;
}

/** Segmentation: ambulatorial for an outpatient room or where the notes say so, hospitalar where the notes say so, else ambulatorial + hospitalar com obstetrícia. */
export function segmentationOf(row: RealTableRow, accommodation: Accommodation): OperatorFilePlan['segmentation'] {
  const notes = notePairs(row.notes);
  if (accommodation === 'outpatient' || notes.get('segmentation') === 'AMBULATORIAL') return 'ambulatorial';
  if (notes.get('atendimento') === 'Hospitalar') return 'hospitalar_com_obstetricia';
  return 'ambulatorial_hospitalar_com_obstetricia';
}

/** Coverage as the notes' abrangência or the region states it; not stated → grupo de municípios (regional products). */
export function coverageOf(row: RealTableRow): OperatorFilePlan['coverageArea'] {
  const abrangencia = foldName(notePairs(row.notes).get('abrangencia') ?? '');
  if (abrangencia === 'nacional' || /nacional/i.test(row.region)) return 'nacional';
  if (abrangencia === 'grupo de estados' || /estadual/i.test(row.region)) return 'estadual';
  // Not stated by the source: regional products sold in a group of municipalities.
  return 'grupo_de_municipios';
}

/** The notes' reembolso value as a refund of an elective consultation, or none. */
export function refundsOf(row: RealTableRow): OperatorFilePlan['refunds'] {
  const value = notePairs(row.notes).get('reembolso');
  const cents = value === undefined ? null : sourcePriceCents(value);
  return cents === null ? [] : [{ procedure: 'Consulta médica eletiva', valueCents: cents }];
}

/** The source a row cites: its repository at the commit, the path and the date note. */
export function sourceOf(row: RealTableRow): OperatorFile['sources'][number] {
  return {
    key: row.folder,
    label: `${row.sourceRepo} @ ${row.commit.slice(0, 7)} (${row.effective.split(' (')[0] ?? row.effective})`,
    repository: `https://github.com/${row.sourceRepo}`,
    paths: [row.sourcePath],
    commit: row.commit,
    dateNote: row.effective,
  };
}
