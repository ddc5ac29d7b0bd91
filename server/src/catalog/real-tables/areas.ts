/**
 * Commercialization areas of the real tables: the IBGE municipality list (server/data/
 * ibge-municipios/municipios.csv) and what each source's region text becomes — a named
 * capital → [capital]; "Interior" (and the Interior I/II, Tarifa 2/3 variants, whose city
 * lists the sources do not give) → every municipality of the state but the capital; a
 * NotreDame filial → the municipalities its row lists; a whole state (MG, DF, GO, AM, PA)
 * → cities null.
 */
import { parse } from 'csv-parse/sync';
import { foldName } from './fold-name';
import type { OperatorFileArea } from './operator-file';
import type { RealTableRow } from './price-rows';

/** IBGE state code (the first two digits of a municipality code) → UF. */
const UF_CODE_OF_STATE: Record<string, string> = {
  '11': 'RO', '12': 'AC', '13': 'AM', '14': 'RR', '15': 'PA', '16': 'AP', '17': 'TO', '21': 'MA', '22': 'PI', '23': 'CE', '24': 'RN', '25': 'PB',
  '26': 'PE', '27': 'AL', '28': 'SE', '29': 'BA', '31': 'MG', '32': 'ES', '33': 'RJ', '35': 'SP', '41': 'PR', '42': 'SC', '43': 'RS', '50': 'MS',
  '51': 'MT', '52': 'GO', '53': 'DF',
};

/** Parses the IBGE list (columns uf_code, municipality): UF → its municipality names as IBGE spells them, in pt-BR order. */
export function parseMunicipalities(csv: string): Map<string, string[]> {
  const records = parse(csv, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const byUf = new Map<string, string[]>();
  for (const record of records) {
    const uf = UF_CODE_OF_STATE[record.uf_code ?? ''];
    if (!uf || !record.municipality) continue;
    const list = byUf.get(uf) ?? [];
    list.push(record.municipality);
    byUf.set(uf, list);
  }
  for (const list of byUf.values()) list.sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return byUf;
}

/** The capital of each state the sources sell in, as IBGE spells it. */
const CAPITAL_OF: Record<string, string> = { SP: 'São Paulo', MG: 'Belo Horizonte', RJ: 'Rio de Janeiro', DF: 'Brasília', GO: 'Goiânia', RO: 'Porto Velho', AM: 'Manaus', PA: 'Belém' };

/** The interior of a state: every municipality of `uf` but its capital (the capital-plus-rest-of-state split of the sources). */
function interiorOf(uf: string, municipalities: Map<string, string[]>): string[] {
  const capital = CAPITAL_OF[uf];
  return (municipalities.get(uf) ?? []).filter((name) => name !== capital);
}

/** Resolves names to the IBGE spelling of `uf`; a name not found comes back in `unknown`. */
function resolveCities(names: readonly string[], uf: string, municipalities: Map<string, string[]>): { cities: string[]; unknown: string[] } {
  const byFold = new Map((municipalities.get(uf) ?? []).map((name) => [foldName(name), name]));
  const cities: string[] = [];
  const unknown: string[] = [];
  for (const raw of names) {
    const name = raw.replace(/\bCapital\b/i, '').trim();
    const found = byFold.get(foldName(name));
    if (found) {
      if (!cities.includes(found)) cities.push(found);
    } else unknown.push(raw);
  }
  return { cities, unknown };
}

const outsideIbge = (uf: string, unknown: readonly string[]): string => `Municípios fora da lista do IBGE (${uf}): ${unknown.join(', ')}.`;

/** mv7 (São Paulo, MG): MG is one area of the whole state; SP regions are the capital or the interior, under the source's names. */
function mv7Area(region: string, uf: string, municipalities: Map<string, string[]>): OperatorFileArea | string {
  const folded = foldName(region);
  const capital = CAPITAL_OF[uf];
  const capitalArea = (name: string): OperatorFileArea => ({ name, cities: capital ? [capital] : null });
  const interiorArea = (name: string): OperatorFileArea => ({ name, cities: interiorOf(uf, municipalities) });
  if (uf === 'MG') return { name: region.startsWith('Minas Gerais - ') ? region : 'Minas Gerais', cities: null };
  if (folded === 'sao paulo') return capitalArea('Capital');
  if (folded === 'sao paulo capital') return capitalArea('São Paulo - Capital');
  if (folded === 'capital tarifa 1') return capitalArea('Capital - Tarifa 1');
  if (folded === 'interior') return interiorArea('Interior');
  if (folded === 'sao paulo interior i') return interiorArea('São Paulo - Interior I');
  if (folded === 'sao paulo interior ii') return interiorArea('São Paulo - Interior II');
  if (folded === 'interior 1 tarifa 2') return interiorArea('Interior 1 - Tarifa 2');
  if (folded === 'interior 2 tarifa 3') return interiorArea('Interior 2 - Tarifa 3');
  return `Região não reconhecida: ${region}.`;
}

/** NotreDame (SP, RJ): 'Filial <name>: city, city, …' → the filial with the cities it lists. */
function notreDameArea(region: string, uf: string, municipalities: Map<string, string[]>): OperatorFileArea | string {
  const match = /^(Filial [^:]+):\s*(.+)$/.exec(region);
  if (!match?.[1] || !match[2]) return `Filial não reconhecida: ${region}.`;
  const { cities, unknown } = resolveCities(match[2].split(','), uf, municipalities);
  if (unknown.length > 0) return outsideIbge(uf, unknown);
  return { name: match[1], cities };
}

/** Sorocaba: the cotador sells in Sorocaba and the towns its rows name; "entre outras cidades" is not a list. */
function sorocabaArea(region: string, uf: string, municipalities: Map<string, string[]>): OperatorFileArea | string {
  const head = region.replace(/entre outras.*$/i, '').replace(/^Regional \((.*)\)$/, '$1').replace(/\.$/, '');
  let names = head.split(/[,;]| e /).map((part) => part.trim()).filter((part) => part.length > 0);
  if (/n[ií]vel nacional|e regi[aã]o/i.test(region)) names = ['Sorocaba'];
  const { cities, unknown } = resolveCities(names, uf, municipalities);
  if (unknown.length > 0) return outsideIbge(uf, unknown);
  return { name: cities.length === 1 ? (cities[0] ?? 'Sorocaba') : `Sorocaba e região (${cities.length} municípios)`, cities };
}

/**
 * The commercialization area of a row sold in `uf` (rules above, per source folder), or the
 * pt-BR reason the row is left out (a region not recognised, a city not in the IBGE list).
 */
export function areaOf(row: RealTableRow, uf: string, municipalities: Map<string, string[]>): OperatorFileArea | string {
  const region = row.region.trim();
  if (row.folder === 'mv7_cotador') return mv7Area(region, uf, municipalities);
  if (row.folder === 'ndi_simulasaude_sp_rj') return notreDameArea(region, uf, municipalities);
  if (row.folder === 'bernabeu_cotador_df') return { name: uf === 'DF' ? 'Distrito Federal' : 'Goiás', cities: null };
  if (row.folder === 'brunopocce_sorocaba') return sorocabaArea(region, uf, municipalities);
  if (row.folder === 'moshgui_portovelho') return { name: 'Porto Velho', cities: ['Porto Velho'] };
  if (row.folder === 'alextorres_cotefacil') return { name: uf === 'AM' ? 'Amazonas' : 'Pará', cities: null };
  return `Região não reconhecida: ${region}.`;
}
