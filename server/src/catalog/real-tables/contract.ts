/**
 * Contract types of the real tables, per source folder: individual/familiar → CP;
 * "Adesão (via administradora)" → PF with the administradora; PME / Empresarial / Super
 * Simples → PJ with the lives band the row states (min–max; porte I up to 29 lives, porte II
 * 30–99), MEI where the row says so, compulsória/opcional where it says so (null = not
 * stated: matches either filter).
 */
import { foldName } from './fold-name';
import type { OperatorFilePlan } from './operator-file';
import { notePairs, type RealTableRow } from './price-rows';

/** What a row's contract columns say about the plan it becomes. */
export interface ContractFacts {
  type: 'CP' | 'PF' | 'PJ';
  minLives: number;
  maxLives: number | null;
  acceptsMei: boolean;
  /** PJ: true = opcional (livre adesão), false = compulsório, null = not stated. */
  isOptional: boolean | null;
  administradora: string | null;
  /** pt-BR qualifier for the plan name ('30 a 99 vidas, compulsório'). */
  label: string;
}

/** Administradoras of the Brasília source ("Adesão via …", folded) → their names. */
const ADMINISTRADORAS: Record<string, string> = { allcare: 'Allcare', elo: 'Elo', 'nunes e grossi': 'Nunes e Grossi', qualicorp: 'Qualicorp' };

/** Porte of a PJ plan from its lives band: porte I up to 29 lives, porte II 30–99, else none (and none for CP/PF). */
export function porteOf(type: ContractFacts['type'], minLives: number, maxLives: number | null): OperatorFilePlan['porte'] {
  if (type !== 'PJ') return null;
  if (maxLives !== null && maxLives <= 29) return 'porte_i';
  if (minLives >= 30 && maxLives !== null && maxLives <= 99) return 'porte_ii';
  return null;
}

function livesLabel(min: number, max: number | null): string {
  if (max === min) return `${min} ${min === 1 ? 'vida' : 'vidas'}`;
  return max === null ? `${min}+ vidas` : `${min} a ${max} vidas`;
}

function optionalOf(value: string | undefined): boolean | null {
  if (!value) return null;
  const folded = foldName(value);
  if (folded.startsWith('compuls')) return false;
  if (folded.startsWith('opcional') || folded.startsWith('livre')) return true;
  return null;
}

/** A PJ contract; its label names the lives band, MEI, compulsório/opcional and the extras, in that order. */
function pj(minLives: number, maxLives: number | null, acceptsMei: boolean, isOptional: boolean | null, extra: string[] = []): ContractFacts {
  return {
    type: 'PJ',
    minLives,
    maxLives,
    acceptsMei,
    isOptional,
    administradora: null,
    label: [livesLabel(minLives, maxLives), ...(acceptsMei ? ['MEI'] : []), ...(isOptional === null ? [] : [isOptional ? 'opcional' : 'compulsório']), ...extra].join(', '),
  };
}

/** A PF (adesão) contract of one life and up. */
function adhesion(administradora: string | null, label: string): ContractFacts {
  return { type: 'PF', minLives: 1, maxLives: null, acceptsMei: false, isOptional: null, administradora, label };
}

const unrecognised = (row: RealTableRow): string => `Tipo de contratação não reconhecido: ${row.contractType}.`;

/** mv7 (São Paulo, MG): every table is PJ; the band is in the lives column, MEI, opcional/compulsório and product extras in the notes. */
function mv7Contract(row: RealTableRow): ContractFacts | string {
  const notes = notePairs(row.notes);
  const band = /(\d+)\s*a\s*(\d+)/i.exec(row.lives);
  const single = /^(\d+)\s*vida/i.exec(row.lives);
  const min = band ? Number(band[1]) : single ? Number(single[1]) : null;
  const max = band ? Number(band[2]) : single ? Number(single[1]) : null;
  if (min === null || max === null) return `Faixa de vidas não informada: ${row.lives || '(vazio)'}.`;
  const categoria = notes.get('categoria') ?? '';
  const tipo = notes.get('tipo') ?? '';
  const mei = /empresario individual|mei/i.test(`${foldName(categoria)} ${foldName(tipo)}`);
  const optional = optionalOf(notes.get('livre_adesao_compulsorio') ?? notes.get('opcional_compulsorio') ?? (/^(Compulsório|Opcional)$/.test(categoria) ? categoria : undefined));
  const extra = [...(tipo === 'FLEX' || tipo === 'MAIS FLEX' || tipo.startsWith('PME MAIS') ? [tipo] : []), ...(notes.get('remissao') ? [foldName(notes.get('remissao') ?? '').replace('remissao', 'remissão')] : [])];
  return pj(Math.max(1, min), max, mei, optional, extra);
}

/** NotreDame (SP, RJ): PJ tables by band ('2-29'); the contract type names MEI, compulsório, PME adesão and the Super Simples variants. */
function notreDameContract(row: RealTableRow, contract: string): ContractFacts | string {
  const band = /^(\d+)-(\d+)$/.exec(row.lives);
  if (!band) return `Faixa de vidas não informada: ${row.lives || '(vazio)'}.`;
  const min = Number(band[1]);
  const max = Number(band[2]);
  if (contract.includes('mei')) return pj(min, max, true, null, ['Super Simples MEI']);
  if (contract.includes('compulsorio')) return pj(min, max, false, false);
  if (contract.includes('pme adesao')) return pj(min, max, false, true);
  if (contract.includes('demais pracas')) return pj(min, max, false, null, [contract.startsWith('super') ? 'Super Simples demais praças' : 'PME demais praças']);
  if (contract.includes('demais empresas')) return pj(min, max, false, null, ['Super Simples demais empresas']);
  if (contract.includes('1 vida')) return pj(1, 1, false, null, ['Super Simples']);
  return unrecognised(row);
}

/** Brasília (DF, GO): "Adesão via <administradora>" with its tabela and age band, else PJ from the minimum lives (at least 2) with livre adesão/compulsória and MEI as the lives column states. */
function brasiliaContract(row: RealTableRow, contract: string): ContractFacts | string {
  const via = /^adesao via (.+)$/.exec(contract)?.[1];
  if (via) {
    const administradora = ADMINISTRADORAS[via];
    if (!administradora) return `Administradora não reconhecida: ${row.contractType}.`;
    const tabela = /tabela '([^']*)'/.exec(row.lives)?.[1]?.toLowerCase();
    const ages = /idade (\d+)-(\d+)/.exec(row.lives);
    const extra = [...(tabela ? [`tabela ${tabela}`] : []), ...(ages && ages[2] !== '0' ? [`${ages[1]} a ${ages[2]} anos`] : [])];
    return adhesion(administradora, [`adesão ${administradora}`, ...extra].join(', '));
  }
  const min = Number(/min (\d+) vidas/.exec(row.lives)?.[1] ?? '0');
  const tabela = /tabela '([^']*)'/.exec(row.lives)?.[1] ?? '';
  const optional = /livreAdesao=TRUE/.test(row.lives) ? true : /compulsoria=TRUE/.test(row.lives) ? false : null;
  const mei = /inclui MEI/i.test(tabela);
  return pj(Math.max(min, 2), null, mei, optional);
}

/** Sorocaba: PF = individual/familiar; "1 vida" = PJ MEI of one life; "2 a 29" = PJ of 2 lives and up. */
function sorocabaContract(row: RealTableRow, contract: string): ContractFacts | string {
  if (contract.startsWith('pf')) return { type: 'CP', minLives: 1, maxLives: null, acceptsMei: false, isOptional: null, administradora: null, label: 'individual/familiar' };
  if (contract.includes('1 vida')) return pj(1, 1, true, null);
  if (contract.includes('2 29')) return pj(2, null, false, null);
  return unrecognised(row);
}

/**
 * The contract of a row, by its source folder (rules above), or the pt-BR reason it is left
 * out (a lives band, administradora or contract type the row does not state or the
 * conversion does not recognise).
 */
export function contractOf(row: RealTableRow): ContractFacts | string {
  const contract = foldName(row.contractType);
  if (row.folder === 'mv7_cotador') return mv7Contract(row);
  if (row.folder === 'ndi_simulasaude_sp_rj') return notreDameContract(row, contract);
  if (row.folder === 'bernabeu_cotador_df') return brasiliaContract(row, contract);
  if (row.folder === 'brunopocce_sorocaba') return sorocabaContract(row, contract);
  if (row.folder === 'alextorres_cotefacil') {
    if (contract === 'pme') return pj(2, null, false, null);
    if (contract === 'adesao') return adhesion(null, 'adesão');
    return 'Tipo de contratação não informado pela fonte (individual, adesão ou PME?).';
  }
  if (row.folder === 'moshgui_portovelho' && contract.startsWith('coletivo por adesao')) return adhesion(null, 'adesão');
  return unrecognised(row);
}
