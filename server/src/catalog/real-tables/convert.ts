/**
 * Turns the shared real price tables (server/data/real-tables/ALL_prices_combined.csv, one
 * row = one plan's table) and their network CSVs into operator files (operator-file.ts):
 * one per operator × state. Pure: text in, files and a list of what was left out.
 *
 * Rules (documented in docs/real-catalog.md; the generated report lists every row left out):
 * - Only rows with `check_rn63 = ok` (the shared README's checks), of an operator found in
 *   the ANS registry (CADOP, `REAL_OPERATORS`), with a stated contract type, UF and
 *   accommodation. Each other row is listed with its reason.
 * - One plan per source row (a row is a product × region × contract × accommodation ×
 *   coparticipation table), with exactly one price table: prices in cents as the source
 *   writes them (reais with 2 decimals → × 100, no rounding beyond the cent), the effective
 *   date the source states or, when it states none, the first day of its commit's month.
 * - Contract types: individual/familiar → CP; "Adesão (via administradora)" → PF with the
 *   administradora; PME / Empresarial / Super Simples → PJ with the lives band the row
 *   states (min–max; porte I up to 29 lives, porte II 30–99), MEI where the row says so,
 *   compulsória/opcional where it says so (null = not stated: matches either filter).
 * - Regions → commercialization areas with IBGE municipality names of the state: a named
 *   capital → [capital]; "Interior" (and the Interior I/II, Tarifa 2/3 variants, whose city
 *   lists the sources do not give) → every municipality of the state but the capital; a
 *   NotreDame filial → the municipalities its row lists; a whole state (MG, DF, GO, AM, PA)
 *   → cities null.
 */
import { areaOf, parseMunicipalities } from './areas';
import { foldName } from './fold-name';
import { mv7CodeKey, parseDfNetwork, parseSpNetwork } from './networks';
import { OPERATOR_FILE_FORMAT, type OperatorFile, type OperatorFileArea, type OperatorFileNetwork, type OperatorFilePlan } from './operator-file';
import { notePairs, parseRealTables, sourcePriceCents, type RealTableRow } from './price-rows';

/** A row left out, with its pt-BR reason. */
export interface SkippedRow {
  readonly line: number;
  readonly folder: string;
  readonly operator: string;
  readonly plan: string;
  readonly uf: string;
  readonly reason: string;
}

/** A real operator as CADOP (ANS registry, January 2026) records it. */
export interface RealOperator {
  readonly slug: string;
  readonly name: string;
  readonly ansRegistration: string;
  readonly legalName: string;
}

/**
 * The operators of the shared tables, by registro ANS (server/data/real-tables/README.md →
 * cadop/Relatorio_cadop.csv, REGISTRO_OPERADORA and Razao_Social). Slugs are the ones the
 * catalog already used (plan extras, institution pages).
 */
export const REAL_OPERATORS = {
  amil: { slug: 'amil', name: 'Amil', ansRegistration: '326305', legalName: 'AMIL ASSISTÊNCIA MÉDICA INTERNACIONAL S.A.' },
  bradesco: { slug: 'bradesco-saude', name: 'Bradesco Saúde', ansRegistration: '005711', legalName: 'BRADESCO SAÚDE S.A.' },
  sulamerica: { slug: 'sulamerica', name: 'SulAmérica', ansRegistration: '006246', legalName: 'SUL AMERICA COMPANHIA DE SEGURO SAÚDE' },
  notredame: { slug: 'notredame-intermedica', name: 'NotreDame Intermédica', ansRegistration: '359017', legalName: 'NOTRE DAME INTERMÉDICA SAÚDE S.A.' },
  allianz: { slug: 'allianz-saude', name: 'Allianz Saúde', ansRegistration: '000515', legalName: 'ALLIANZ SAÚDE S/A' },
  omint: { slug: 'omint', name: 'Omint', ansRegistration: '359661', legalName: 'OMINT SERVIÇOS DE SAÚDE S.A.' },
  segurosUnimed: { slug: 'seguros-unimed', name: 'Seguros Unimed', ansRegistration: '000701', legalName: 'UNIMED SEGUROS SAÚDE S/A' },
  cnu: { slug: 'unimed-nacional', name: 'Unimed Nacional', ansRegistration: '339679', legalName: 'UNIMED NACIONAL - COOPERATIVA CENTRAL' },
  unimedSorocaba: { slug: 'unimed-sorocaba', name: 'Unimed Sorocaba', ansRegistration: '348295', legalName: 'UNIMED SOROCABA COOPERATIVA DE TRABALHO MÉDICO' },
  samel: { slug: 'samel', name: 'Samel', ansRegistration: '367095', legalName: 'SAMEL PLANO DE SAÚDE LTDA' },
  proasa: { slug: 'proasa', name: 'PROASA Saúde', ansRegistration: '406554', legalName: 'ASSOCIAÇÃO ADVENTISTA NORTE BRASILEIRA DE PREVENÇÃO E ASSISTÊNCIA A SAÚDE' },
  salv: { slug: 'salv-saude', name: 'Salv Saúde', ansRegistration: '424463', legalName: 'SAUDE SALV ASSISTENCIA MEDICA LTDA' },
} as const satisfies Record<string, RealOperator>;

/** Everything the conversion reads. */
export interface RealTablesInput {
  /** ALL_prices_combined.csv. */
  readonly pricesCsv: string;
  /** mv7_cotador/network_hospitals.csv. */
  readonly spNetworkCsv: string;
  /** bernabeu_cotador_df/network_hospitals.csv. */
  readonly dfNetworkCsv: string;
  /** municipios.csv. */
  readonly municipalitiesCsv: string;
}

export interface ConversionResult {
  /** One file per operator × state, in slug then UF order. */
  readonly files: readonly OperatorFile[];
  readonly skipped: readonly SkippedRow[];
  /** Rows read. */
  readonly rows: number;
  /** Network links of the source CSVs that matched no imported plan (code → reason). */
  readonly networkNotes: readonly string[];
}

/** What one accepted row becomes, before files are assembled. */
interface NormalisedRow {
  readonly row: RealTableRow;
  readonly operator: RealOperator;
  readonly uf: string;
  readonly area: OperatorFileArea;
  readonly plan: Omit<OperatorFilePlan, 'code' | 'area' | 'network'>;
  /** Network lookup key of the source (mv7 plan name, or 'OPERATOR|PLAN' of bernabeu), or null. */
  readonly networkKey: string | null;
  readonly effectiveDate: string;
  readonly pricesCents: number[];
}

type Outcome = { kind: 'ok'; value: NormalisedRow } | { kind: 'skip'; reason: string };

const skip = (reason: string): Outcome => ({ kind: 'skip', reason });

function operatorOf(row: RealTableRow): RealOperator | string {
  const text = foldName(row.operator);
  if (row.folder === 'mv7_cotador') {
    if (text.startsWith('amil')) return REAL_OPERATORS.amil;
    if (text.startsWith('bradesco')) return REAL_OPERATORS.bradesco;
    if (text.startsWith('sulamerica')) return REAL_OPERATORS.sulamerica;
    if (text.startsWith('notredame')) return REAL_OPERATORS.notredame;
    if (text.startsWith('allianz')) return REAL_OPERATORS.allianz;
    if (text.startsWith('omint')) return REAL_OPERATORS.omint;
    if (text.startsWith('seguros unimed')) return REAL_OPERATORS.segurosUnimed;
    // The source's porto-seguro.json, byte-identical to its Unimed file: plan names of Unimed Nacional (CNU).
    if (text.startsWith('unimed')) return REAL_OPERATORS.cnu;
  }
  if (row.folder === 'ndi_simulasaude_sp_rj') return REAL_OPERATORS.notredame;
  if (row.folder === 'bernabeu_cotador_df') {
    if (text.startsWith('amil')) return REAL_OPERATORS.amil;
    if (text.startsWith('bradesco')) return REAL_OPERATORS.bradesco;
    if (text.startsWith('sulamerica')) return REAL_OPERATORS.sulamerica;
    if (text.startsWith('seguros unimed')) return REAL_OPERATORS.segurosUnimed;
    if (text.startsWith('unimed cnu')) return REAL_OPERATORS.cnu;
  }
  if (row.folder === 'brunopocce_sorocaba') {
    if (text.startsWith('amil')) return REAL_OPERATORS.amil;
    if (text.startsWith('gndi')) return REAL_OPERATORS.notredame;
    if (text.startsWith('unimed sorocaba')) return REAL_OPERATORS.unimedSorocaba;
  }
  if (row.folder === 'alextorres_cotefacil') {
    if (text.startsWith('samel')) return REAL_OPERATORS.samel;
    if (text.startsWith('proasa')) return REAL_OPERATORS.proasa;
  }
  if (row.folder === 'moshgui_portovelho') {
    if (text.startsWith('salv')) return REAL_OPERATORS.salv;
    if (text.startsWith('select')) return 'Operadora não confirmada no CADOP (a fonte diz "likely Select Operadora"; a Select do CADOP, 358053, tem sede em Goiânia).';
  }
  return `Operadora não encontrada no CADOP (registro ANS desconhecido): ${row.operator}.`;
}

function ufOf(row: RealTableRow, operator: RealOperator): string | null {
  if (/^[A-Z]{2}$/.test(row.uf)) return row.uf;
  // The North spreadsheet states no UF; each operator sells in its seat's state (CADOP: Samel Manaus-AM, PROASA Ananindeua-PA).
  if (operator.slug === 'samel') return 'AM';
  if (operator.slug === 'proasa') return 'PA';
  return null;
}

function accommodationOf(text: string): 'outpatient' | 'infirmary' | 'apartment' | null {
  const folded = foldName(text);
  if (folded.startsWith('apart') || folded === 'apt') return 'apartment';
  if (folded.startsWith('enferm')) return 'infirmary';
  if (folded === 'amb') return 'outpatient';
  return null;
}

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

function coparticipationOf(row: RealTableRow): { kind: OperatorFilePlan['coparticipation']; label: string; rules: OperatorFilePlan['coparticipationRules'] } | null {
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
function effectiveDateOf(row: RealTableRow): string | null {
  const text = row.effective;
  const validade = /Validade (\d{4})-(\d{2})/.exec(text);
  if (validade) return `${validade[1]}-${validade[2]}-01`;
  if (row.folder === 'ndi_simulasaude_sp_rj') return '2026-02-01'; // "vigência 01/02/2026 a 31/03/2026"
  if (row.folder === 'bernabeu_cotador_df') return '2021-06-01'; // import.sql last changed 2021-06-09; no date stated
  const month = /^(\d{4})-(\d{2})/.exec(text);
  if (month) return `${month[1]}-${month[2]}-01`;
  return null;
}

interface ContractFacts {
  type: 'CP' | 'PF' | 'PJ';
  minLives: number;
  maxLives: number | null;
  acceptsMei: boolean;
  isOptional: boolean | null;
  administradora: string | null;
  /** pt-BR qualifier for the plan name ('30 a 99 vidas, compulsório'). */
  label: string;
}

const ADMINISTRADORAS: Record<string, string> = { allcare: 'Allcare', elo: 'Elo', 'nunes e grossi': 'Nunes e Grossi', qualicorp: 'Qualicorp' };

function porteOf(type: ContractFacts['type'], minLives: number, maxLives: number | null): OperatorFilePlan['porte'] {
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

function contractOf(row: RealTableRow): ContractFacts | string {
  const notes = notePairs(row.notes);
  const contract = foldName(row.contractType);
  const pj = (minLives: number, maxLives: number | null, acceptsMei: boolean, isOptional: boolean | null, extra: string[] = []): ContractFacts => ({
    type: 'PJ',
    minLives,
    maxLives,
    acceptsMei,
    isOptional,
    administradora: null,
    label: [livesLabel(minLives, maxLives), ...(acceptsMei ? ['MEI'] : []), ...(isOptional === null ? [] : [isOptional ? 'opcional' : 'compulsório']), ...extra].join(', '),
  });
  if (row.folder === 'mv7_cotador') {
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
  if (row.folder === 'ndi_simulasaude_sp_rj') {
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
    return `Tipo de contratação não reconhecido: ${row.contractType}.`;
  }
  if (row.folder === 'bernabeu_cotador_df') {
    const via = /^adesao via (.+)$/.exec(contract)?.[1];
    if (via) {
      const administradora = ADMINISTRADORAS[via];
      if (!administradora) return `Administradora não reconhecida: ${row.contractType}.`;
      const tabela = /tabela '([^']*)'/.exec(row.lives)?.[1]?.toLowerCase();
      const ages = /idade (\d+)-(\d+)/.exec(row.lives);
      const extra = [...(tabela ? [`tabela ${tabela}`] : []), ...(ages && ages[2] !== '0' ? [`${ages[1]} a ${ages[2]} anos`] : [])];
      return { type: 'PF', minLives: 1, maxLives: null, acceptsMei: false, isOptional: null, administradora, label: [`adesão ${administradora}`, ...extra].join(', ') };
    }
    const min = Number(/min (\d+) vidas/.exec(row.lives)?.[1] ?? '0');
    const tabela = /tabela '([^']*)'/.exec(row.lives)?.[1] ?? '';
    const optional = /livreAdesao=TRUE/.test(row.lives) ? true : /compulsoria=TRUE/.test(row.lives) ? false : null;
    const mei = /inclui MEI/i.test(tabela);
    return pj(Math.max(min, 2), null, mei, optional);
  }
  if (row.folder === 'brunopocce_sorocaba') {
    if (contract.startsWith('pf')) return { type: 'CP', minLives: 1, maxLives: null, acceptsMei: false, isOptional: null, administradora: null, label: 'individual/familiar' };
    if (contract.includes('1 vida')) return pj(1, 1, true, null);
    if (contract.includes('2 29')) return pj(2, null, false, null);
    return `Tipo de contratação não reconhecido: ${row.contractType}.`;
  }
  if (row.folder === 'alextorres_cotefacil') {
    if (contract === 'pme') return pj(2, null, false, null);
    if (contract === 'adesao') return { type: 'PF', minLives: 1, maxLives: null, acceptsMei: false, isOptional: null, administradora: null, label: 'adesão' };
    return 'Tipo de contratação não informado pela fonte (individual, adesão ou PME?).';
  }
  if (row.folder === 'moshgui_portovelho') {
    if (contract.startsWith('coletivo por adesao')) return { type: 'PF', minLives: 1, maxLives: null, acceptsMei: false, isOptional: null, administradora: null, label: 'adesão' };
  }
  return `Tipo de contratação não reconhecido: ${row.contractType}.`;
}

/** Plan name as sold: the source's product name without its accommodation tag or internal code. */
function baseNameOf(row: RealTableRow): string {
  let name = row.plan.replace(/\s*\[[^\]]*\]\s*$/, '').trim();
  if (row.folder === 'bernabeu_cotador_df') {
    const operator = foldName(row.operator);
    const brand = operator.startsWith('amil one') ? 'Amil One' : '';
    name = `${brand ? `${brand} ` : ''}${name.charAt(0)}${name.slice(1).toLowerCase()}`;
  }
  if (row.folder === 'moshgui_portovelho') name = name.replace(/^Salv - /, '');
  return name;
}

const ROOM_LABEL = { outpatient: 'Ambulatorial', infirmary: 'Enfermaria', apartment: 'Apartamento' } as const;

function segmentationOf(row: RealTableRow, accommodation: 'outpatient' | 'infirmary' | 'apartment'): OperatorFilePlan['segmentation'] {
  const notes = notePairs(row.notes);
  if (accommodation === 'outpatient' || notes.get('segmentation') === 'AMBULATORIAL') return 'ambulatorial';
  if (notes.get('atendimento') === 'Hospitalar') return 'hospitalar_com_obstetricia';
  return 'ambulatorial_hospitalar_com_obstetricia';
}

function coverageOf(row: RealTableRow): OperatorFilePlan['coverageArea'] {
  const abrangencia = foldName(notePairs(row.notes).get('abrangencia') ?? '');
  if (abrangencia === 'nacional' || /nacional/i.test(row.region)) return 'nacional';
  if (abrangencia === 'grupo de estados' || /estadual/i.test(row.region)) return 'estadual';
  // Not stated by the source: regional products sold in a group of municipalities.
  return 'grupo_de_municipios';
}

function refundsOf(row: RealTableRow): OperatorFilePlan['refunds'] {
  const value = notePairs(row.notes).get('reembolso');
  const cents = value === undefined ? null : sourcePriceCents(value);
  return cents === null ? [] : [{ procedure: 'Consulta médica eletiva', valueCents: cents }];
}

function normalise(row: RealTableRow, municipalities: Map<string, string[]>): Outcome {
  if (row.checkRn63 !== 'ok') return skip(`Verificação da fonte check_rn63 = ${row.checkRn63}: a tabela não passa (${row.checkRn63 === 'incomplete' ? 'faixa de preço ausente' : 'RN 63/563'}); mantida como a fonte a tem, não importada.`);
  const operator = operatorOf(row);
  if (typeof operator === 'string') return skip(operator);
  const uf = ufOf(row, operator);
  if (uf === null) return skip(`UF não informada pela fonte: ${row.uf}.`);
  const accommodation = accommodationOf(row.accommodation);
  if (accommodation === null) return skip(`Acomodação não informada: ${row.accommodation || '(vazio)'}.`);
  const prices = row.prices.map(sourcePriceCents);
  if (prices.some((price) => price === null)) return skip('Preço zerado, ausente ou inválido em alguma faixa (a fonte traz 0,00 ou nada).');
  const effectiveDate = effectiveDateOf(row);
  if (effectiveDate === null) return skip(`Data da tabela não reconhecida: ${row.effective}.`);
  const area = areaOf(row, uf, municipalities);
  if (typeof area === 'string') return skip(area);
  const contract = contractOf(row);
  if (typeof contract === 'string') return skip(contract);
  const copart = coparticipationOf(row);
  if (copart === null) return skip(`Coparticipação não informada: ${row.coparticipation || '(vazio)'}.`);
  const base = baseNameOf(row);
  const segmentation = segmentationOf(row, accommodation);
  const qualifiers = [contract.label, copart.label, ...(segmentation === 'hospitalar_com_obstetricia' ? ['hospitalar'] : [])].filter((part) => part.length > 0).join(', ');
  const networkKey = row.folder === 'mv7_cotador' ? row.plan : row.folder === 'bernabeu_cotador_df' ? `${foldName(row.operator).replace(/ (allc|qlc)$/, '')}|${foldName(row.plan)}` : null;
  return {
    kind: 'ok',
    value: {
      row,
      operator,
      uf,
      area,
      networkKey,
      effectiveDate,
      pricesCents: prices as number[],
      plan: {
        name: `${base} ${ROOM_LABEL[accommodation]} (${qualifiers})`,
        productLine: base,
        type: contract.type,
        porte: porteOf(contract.type, contract.minLives, contract.maxLives),
        minLives: contract.minLives,
        maxLives: contract.maxLives,
        acceptsMei: contract.acceptsMei,
        isOptional: contract.type === 'PJ' ? contract.isOptional : null,
        administradora: contract.administradora,
        accommodation,
        segmentation,
        coverageArea: coverageOf(row),
        coparticipation: copart.kind,
        coparticipationRules: copart.rules,
        refunds: refundsOf(row),
        notes: [row.region, row.contractType, row.lives, row.coparticipation, row.notes].filter((part) => part.trim().length > 0).join(' | '),
      },
    },
  };
}

function sourceOf(row: RealTableRow): OperatorFile['sources'][number] {
  return {
    key: row.folder,
    label: `${row.sourceRepo} @ ${row.commit.slice(0, 7)} (${row.effective.split(' (')[0] ?? row.effective})`,
    repository: `https://github.com/${row.sourceRepo}`,
    paths: [row.sourcePath],
    commit: row.commit,
    dateNote: row.effective,
  };
}

/**
 * The conversion. Deterministic: same input → same files (plans in CSV order, codes from
 * the CSV line, names made unique per area by appending the source line when two rows
 * would read alike).
 */
export function convertRealTables(input: RealTablesInput): ConversionResult {
  const municipalities = parseMunicipalities(input.municipalitiesCsv);
  const rows = parseRealTables(input.pricesCsv);
  const spNetwork = parseSpNetwork(input.spNetworkCsv);
  const dfNetwork = parseDfNetwork(input.dfNetworkCsv);
  const skipped: SkippedRow[] = [];
  const byFile = new Map<string, NormalisedRow[]>();
  for (const row of rows) {
    const outcome = normalise(row, municipalities);
    if (outcome.kind === 'skip') {
      skipped.push({ line: row.line, folder: row.folder, operator: row.operator, plan: row.plan, uf: row.uf, reason: outcome.reason });
      continue;
    }
    const key = `${outcome.value.operator.slug}|${outcome.value.uf}`;
    const list = byFile.get(key) ?? [];
    list.push(outcome.value);
    byFile.set(key, list);
  }

  const usedNetworkKeys = new Set<string>();
  const files: OperatorFile[] = [];
  for (const key of [...byFile.keys()].sort()) {
    const list = byFile.get(key) ?? [];
    const first = list[0];
    if (!first) continue;
    const areas = new Map<string, OperatorFileArea>();
    const sources = new Map<string, OperatorFile['sources'][number]>();
    const networks = new Map<string, OperatorFileNetwork>();
    const namesInArea = new Map<string, number>();
    for (const item of list) namesInArea.set(`${item.area.name}|${item.plan.name}`, (namesInArea.get(`${item.area.name}|${item.plan.name}`) ?? 0) + 1);
    const plans: OperatorFilePlan[] = [];
    const prices: OperatorFile['prices'][number][] = [];
    for (const item of list) {
      areas.set(item.area.name, item.area);
      if (!sources.has(item.row.folder)) sources.set(item.row.folder, sourceOf(item.row));
      let network: string | null = null;
      if (item.networkKey !== null) {
        const providers = item.row.folder === 'mv7_cotador' ? spNetwork.get(mv7CodeKey(item.networkKey)) : item.uf === 'DF' ? dfNetwork.get(item.networkKey) : undefined;
        if (providers && providers.size > 0) {
          network = `Rede ${item.plan.productLine} — ${item.operator.name} (${item.uf})`;
          usedNetworkKeys.add(`${item.row.folder}|${item.row.folder === 'mv7_cotador' ? mv7CodeKey(item.networkKey) : item.networkKey}`);
          if (!networks.has(network)) {
            networks.set(network, { name: network, providers: [...providers.values()].sort((a, b) => a.city.localeCompare(b.city, 'pt-BR') || a.name.localeCompare(b.name, 'pt-BR')) });
          }
        }
      }
      const duplicate = (namesInArea.get(`${item.area.name}|${item.plan.name}`) ?? 0) > 1;
      const code = `${item.row.folder}:${item.row.line}`;
      plans.push({
        ...item.plan,
        name: duplicate ? `${item.plan.name} — linha ${item.row.line} da fonte` : item.plan.name,
        code,
        area: item.area.name,
        network,
      });
      prices.push({ plan: code, effectiveDate: item.effectiveDate, source: item.row.folder, pricesCents: item.pricesCents, sourceRow: item.row.line });
    }
    files.push({
      format: OPERATOR_FILE_FORMAT,
      operator: { name: first.operator.name, ansRegistration: first.operator.ansRegistration, legalName: first.operator.legalName, slug: first.operator.slug },
      state: first.uf,
      sources: [...sources.values()],
      areas: [...areas.values()],
      networks: [...networks.values()],
      plans,
      prices,
    });
  }

  const networkNotes: string[] = [];
  for (const code of [...spNetwork.keys()].sort()) {
    if (!usedNetworkKeys.has(`mv7_cotador|${code}`)) networkNotes.push(`mv7_cotador: código de plano da rede sem tabela importada: ${code} (${spNetwork.get(code)?.size ?? 0} hospitais).`);
  }
  for (const code of [...dfNetwork.keys()].sort()) {
    if (!usedNetworkKeys.has(`bernabeu_cotador_df|${code}`)) networkNotes.push(`bernabeu_cotador_df: plano da rede sem tabela importada no DF: ${code}.`);
  }
  return { files, skipped, rows: rows.length, networkNotes };
}
