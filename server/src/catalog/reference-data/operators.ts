/**
 * Operators of the demonstration catalog and what each one sells where.
 *
 * - Names are real operators. ANS registration numbers ONLY from the ANS registry copied in
 *   server/data/ans-operators/ (operators.json, with its SOURCE.md);
 *   every other operator has `ans: null` — never invent one. Legal names likewise: only
 *   the ones the same table gives.
 * - Where each sells, its product lines and its price level are ILLUSTRATIVE: a
 *   believable market (insurers sell PME and adhesion nationwide, cooperatives and
 *   regional operators sell individual plans in their region, Care Plus sells premium
 *   business plans), not a statement about any real portfolio.
 * - Hapvida's real tables come from the data file (../hapvida.ts); here it has no
 *   product lines, only illustrative networks in the states of its real tables.
 */
import type { CoparticipationKind, CoverageArea, PorteCode, RoomType, UfCode } from '../../../../src/domain/quotation';

/** A product line an operator sells for one plan type. `tier` 0 (basic) … 5 (top). */
export interface LineSeed {
  readonly line: string;
  readonly tier: 0 | 1 | 2 | 3 | 4 | 5;
  readonly rooms: readonly RoomType[];
  readonly coverage: CoverageArea;
  readonly coparticipation: readonly CoparticipationKind[];
}

/** A PJ porte band of an operator (lives inclusive; `mei` = sold to MEI). */
export interface PorteSeed {
  readonly porte: PorteCode;
  readonly minLives: number;
  readonly maxLives: number | null;
  readonly mei: boolean;
  /** Price per life relative to the individual level (PME is cheaper per life). */
  readonly priceFactor: number;
}

/** A grupo-de-municípios commercialization area of a regional operator. */
export interface RegionSeed {
  readonly uf: UfCode;
  readonly name: string;
  readonly cities: readonly string[];
}

export interface OperatorSeed {
  readonly slug: string;
  readonly name: string;
  readonly legalName: string | null;
  /** Only from domain-facts.md; null otherwise. */
  readonly ans: string | null;
  readonly scope: 'nacional' | 'regional';
  readonly states: readonly UfCode[];
  /** Price level relative to the market (1 = average). */
  readonly priceFactor: number;
  /** Month (1–6) of its yearly table update: tables take effect on day 1 of it. */
  readonly tableMonth: number;
  /** Refund level: 0 none (network only), 1 basic … 3 generous. */
  readonly refundLevel: 0 | 1 | 2 | 3;
  /** Adhesion contribution style: does it sell PJ plans with optional contribution too. */
  readonly optionalContribution: boolean;
  readonly portes: readonly PorteSeed[];
  readonly lines: {
    readonly CP: readonly LineSeed[];
    readonly PF: readonly LineSeed[];
    readonly PJ: readonly LineSeed[];
  };
  /** Individual (CP) plans only in these states (default: all of `states`). */
  readonly cpStates?: readonly UfCode[];
  /** Grupo-de-municípios areas where its regional products are sold. */
  readonly regions?: readonly RegionSeed[];
}

export const ALL_UFS: readonly UfCode[] = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA',
  'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
];

// Porte schemes (domain-facts: the bands are each operator's own).
const PORTES_I_II: readonly PorteSeed[] = [
  { porte: 'porte_i', minLives: 2, maxLives: 29, mei: true, priceFactor: 0.88 },
  { porte: 'porte_ii', minLives: 30, maxLives: 99, mei: false, priceFactor: 0.8 },
];
const PORTES_BY_LIVES: readonly PorteSeed[] = [
  { porte: 'pme_mei_2_lives', minLives: 2, maxLives: 2, mei: true, priceFactor: 0.95 },
  { porte: 'lives_3_4', minLives: 3, maxLives: 4, mei: false, priceFactor: 0.92 },
  { porte: 'lives_5_29', minLives: 5, maxLives: 29, mei: false, priceFactor: 0.87 },
  { porte: 'porte_ii', minLives: 30, maxLives: 99, mei: false, priceFactor: 0.8 },
];
const PORTES_MEI_SPLIT: readonly PorteSeed[] = [
  { porte: 'i_plus_1_titular', minLives: 1, maxLives: 29, mei: false, priceFactor: 0.96 },
  { porte: 'i_mei', minLives: 2, maxLives: 29, mei: true, priceFactor: 0.92 },
  { porte: 'porte_i', minLives: 3, maxLives: 29, mei: false, priceFactor: 0.88 },
  { porte: 'porte_ii', minLives: 30, maxLives: 99, mei: false, priceFactor: 0.8 },
];
const PORTES_REGIONAL: readonly PorteSeed[] = [
  { porte: 'porte_i', minLives: 2, maxLives: 29, mei: true, priceFactor: 0.88 },
  { porte: 'porte_ii', minLives: 30, maxLives: 99, mei: false, priceFactor: 0.81 },
];

const WITH_OR_WITHOUT: readonly CoparticipationKind[] = ['without', 'with'];
const ALL_KINDS: readonly CoparticipationKind[] = ['without', 'with', 'with_tp'];
const WITHOUT: readonly CoparticipationKind[] = ['without'];

const line = (
  name: string,
  tier: LineSeed['tier'],
  rooms: readonly RoomType[],
  coverage: CoverageArea,
  coparticipation: readonly CoparticipationKind[],
): LineSeed => ({ line: name, tier, rooms, coverage, coparticipation });

/** Lines of an insurer (seguradora): nationwide, apartment-heavy. */
const INSURER_PJ: readonly LineSeed[] = [
  line('Clássico', 1, ['infirmary', 'apartment'], 'nacional', WITH_OR_WITHOUT),
  line('Superior', 2, ['infirmary', 'apartment'], 'nacional', WITH_OR_WITHOUT),
  line('Executivo', 3, ['apartment'], 'nacional', WITH_OR_WITHOUT),
  line('Premium', 4, ['apartment'], 'nacional', WITHOUT),
];
/** Three nationwide lines (Clássico, Superior, Executivo): an insurer's PF lines, and the national lines of Amil and Unimed Nacional. */
const NATIONAL_LINES: readonly LineSeed[] = [
  line('Clássico', 1, ['infirmary', 'apartment'], 'nacional', WITH_OR_WITHOUT),
  line('Superior', 2, ['apartment'], 'nacional', WITH_OR_WITHOUT),
  line('Executivo', 3, ['apartment'], 'nacional', WITHOUT),
];
/** Lines of a regional cooperative or operator. */
const REGIONAL_CP: readonly LineSeed[] = [
  line('Essencial', 0, ['outpatient', 'infirmary', 'rc'], 'grupo_de_municipios', ALL_KINDS),
  line('Clássico', 1, ['infirmary', 'apartment'], 'estadual', ALL_KINDS),
];
const REGIONAL_PF: readonly LineSeed[] = [line('Clássico', 1, ['infirmary', 'apartment'], 'estadual', WITH_OR_WITHOUT)];
const REGIONAL_PJ: readonly LineSeed[] = [
  line('Essencial', 0, ['outpatient', 'infirmary'], 'grupo_de_municipios', ALL_KINDS),
  line('Clássico', 1, ['infirmary', 'apartment'], 'estadual', ALL_KINDS),
  line('Superior', 2, ['apartment'], 'nacional', WITH_OR_WITHOUT),
];

const UNIMED_STATES_PJ: readonly UfCode[] = ['SP', 'RJ', 'MG', 'PR', 'SC', 'RS', 'DF', 'GO', 'BA', 'PE', 'CE', 'ES'];

/** A regional operator selling in one state (ANS null: not in domain-facts). */
function regional(slug: string, name: string, uf: UfCode, priceFactor: number, tableMonth: number, region?: Omit<RegionSeed, 'uf'>): OperatorSeed {
  return {
    slug,
    name,
    legalName: null,
    ans: null,
    scope: 'regional',
    states: [uf],
    priceFactor,
    tableMonth,
    refundLevel: 0,
    optionalContribution: false,
    portes: PORTES_REGIONAL,
    lines: { CP: REGIONAL_CP, PF: REGIONAL_PF, PJ: REGIONAL_PJ },
    ...(region ? { regions: [{ uf, ...region }] } : {}),
  };
}

/** Every operator of the demonstration catalog, in id order. */
export const OPERATORS: readonly OperatorSeed[] = [
  {
    slug: 'amil',
    name: 'Amil',
    legalName: 'Amil Assistência Médica Internacional S.A.',
    ans: '326305',
    scope: 'nacional',
    states: ['AL', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RS', 'SC', 'SE', 'SP'],
    priceFactor: 1.1,
    tableMonth: 5,
    refundLevel: 1,
    optionalContribution: true,
    portes: PORTES_I_II,
    lines: {
      CP: [],
      PF: [
        line('Clássico', 1, ['infirmary', 'apartment'], 'estadual', WITH_OR_WITHOUT),
        line('Superior', 2, ['apartment'], 'nacional', WITH_OR_WITHOUT),
        line('Executivo', 3, ['apartment'], 'nacional', WITHOUT),
      ],
      PJ: [
        line('Essencial', 0, ['infirmary', 'apartment'], 'estadual', WITH_OR_WITHOUT),
        ...NATIONAL_LINES,
      ],
    },
  },
  {
    slug: 'bradesco-saude',
    name: 'Bradesco Saúde',
    legalName: 'Bradesco Saúde S.A.',
    ans: '005711',
    scope: 'nacional',
    states: ALL_UFS,
    priceFactor: 1.45,
    tableMonth: 3,
    refundLevel: 2,
    optionalContribution: true,
    portes: PORTES_MEI_SPLIT,
    lines: { CP: [], PF: NATIONAL_LINES, PJ: INSURER_PJ },
  },
  {
    slug: 'sulamerica',
    name: 'SulAmérica',
    legalName: 'Sul América Companhia de Seguro Saúde',
    ans: '006246',
    scope: 'nacional',
    states: ALL_UFS,
    priceFactor: 1.4,
    tableMonth: 4,
    refundLevel: 2,
    optionalContribution: true,
    portes: PORTES_BY_LIVES,
    lines: {
      CP: [],
      PF: NATIONAL_LINES,
      PJ: [
        line('Clássico', 1, ['infirmary', 'apartment'], 'nacional', ALL_KINDS),
        line('Superior', 2, ['apartment'], 'nacional', WITH_OR_WITHOUT),
        line('Executivo', 3, ['apartment'], 'nacional', WITHOUT),
        line('Premium', 4, ['apartment_1', 'apartment_2'], 'nacional', WITHOUT),
      ],
    },
  },
  {
    slug: 'notredame-intermedica',
    name: 'NotreDame Intermédica',
    legalName: 'Notre Dame Intermédica Saúde S.A.',
    ans: '359017',
    scope: 'nacional',
    states: ['DF', 'ES', 'GO', 'MA', 'MG', 'PE', 'PR', 'RJ', 'SC', 'SP'],
    cpStates: ['DF', 'MA', 'MG', 'RJ', 'SP'],
    priceFactor: 0.85,
    tableMonth: 2,
    refundLevel: 0,
    optionalContribution: false,
    portes: PORTES_BY_LIVES,
    lines: {
      CP: [
        line('Essencial', 0, ['outpatient', 'infirmary'], 'grupo_de_municipios', ALL_KINDS),
        line('Clássico', 1, ['infirmary', 'apartment'], 'estadual', WITH_OR_WITHOUT),
      ],
      PF: [line('Essencial', 0, ['infirmary', 'apartment'], 'grupo_de_municipios', WITH_OR_WITHOUT), line('Clássico', 1, ['infirmary', 'apartment'], 'estadual', WITH_OR_WITHOUT)],
      PJ: [
        line('Essencial', 0, ['outpatient', 'infirmary', 'apartment'], 'grupo_de_municipios', ALL_KINDS),
        line('Clássico', 1, ['infirmary', 'apartment'], 'estadual', ALL_KINDS),
        line('Superior', 2, ['apartment'], 'nacional', WITH_OR_WITHOUT),
      ],
    },
  },
  {
    slug: 'hapvida',
    name: 'Hapvida',
    legalName: 'Hapvida Assistência Médica S.A.',
    ans: '368253',
    scope: 'nacional',
    // The states of the real tables (server/data): illustrative networks only.
    states: ['AM', 'CE', 'GO', 'MA', 'MG', 'PA', 'PE', 'PR'],
    priceFactor: 0.75,
    tableMonth: 6,
    refundLevel: 0,
    optionalContribution: false,
    portes: PORTES_I_II,
    lines: { CP: [], PF: [], PJ: [] },
  },
  {
    slug: 'porto-saude',
    name: 'Porto Saúde',
    legalName: 'Porto Seguro - Seguro Saúde S/A',
    ans: '000582',
    scope: 'nacional',
    states: ['DF', 'MG', 'PR', 'RJ', 'RS', 'SC', 'SP'],
    priceFactor: 1.3,
    tableMonth: 6,
    refundLevel: 2,
    optionalContribution: true,
    portes: PORTES_BY_LIVES,
    lines: { CP: [], PF: NATIONAL_LINES.slice(0, 2), PJ: INSURER_PJ },
  },
  {
    slug: 'prevent-senior',
    name: 'Prevent Senior',
    legalName: 'Prevent Senior Private Operadora de Saúde Ltda',
    ans: '302147',
    scope: 'regional',
    states: ['SP'],
    priceFactor: 0.95,
    tableMonth: 1,
    refundLevel: 0,
    optionalContribution: false,
    portes: PORTES_I_II,
    lines: {
      CP: [line('Sênior', 1, ['infirmary', 'apartment'], 'grupo_de_municipios', WITH_OR_WITHOUT), line('Sênior Superior', 2, ['apartment'], 'grupo_de_municipios', WITHOUT)],
      PF: [],
      PJ: [line('Empresarial', 1, ['infirmary', 'apartment'], 'grupo_de_municipios', WITH_OR_WITHOUT)],
    },
    regions: [{ uf: 'SP', name: 'Grande São Paulo', cities: ['São Paulo', 'Guarulhos', 'Osasco', 'Santo André', 'São Bernardo do Campo', 'São Caetano do Sul', 'Diadema'] }],
  },
  {
    slug: 'unimed-nacional',
    name: 'Unimed Nacional',
    legalName: 'Unimed Nacional - Cooperativa Central',
    ans: '339679',
    scope: 'nacional',
    states: ALL_UFS,
    priceFactor: 1.2,
    tableMonth: 4,
    refundLevel: 1,
    optionalContribution: false,
    portes: PORTES_I_II,
    lines: {
      CP: [],
      PF: NATIONAL_LINES.slice(0, 2),
      PJ: NATIONAL_LINES,
    },
  },
  {
    slug: 'seguros-unimed',
    name: 'Seguros Unimed',
    legalName: 'Unimed Seguros Saúde S/A',
    ans: '000701',
    scope: 'nacional',
    states: UNIMED_STATES_PJ,
    priceFactor: 1.3,
    tableMonth: 5,
    refundLevel: 2,
    optionalContribution: false,
    portes: PORTES_BY_LIVES,
    lines: { CP: [], PF: [], PJ: INSURER_PJ.slice(0, 3) },
  },
  { ...regional('unimed-bh', 'Unimed-BH', 'MG', 1.05, 3, { name: 'Grande Belo Horizonte', cities: ['Belo Horizonte', 'Contagem', 'Betim', 'Nova Lima', 'Sabará', 'Santa Luzia', 'Ribeirão das Neves'] }), ans: '343889' },
  { ...regional('unimed-porto-alegre', 'Unimed Porto Alegre', 'RS', 1.05, 2, { name: 'Grande Porto Alegre', cities: ['Porto Alegre', 'Canoas', 'Gravataí', 'Viamão', 'Alvorada', 'Cachoeirinha', 'Guaíba'] }), ans: '352501' },
  { ...regional('unimed-campinas', 'Unimed Campinas', 'SP', 1.0, 4, { name: 'Campinas e região', cities: ['Campinas', 'Valinhos', 'Vinhedo', 'Sumaré', 'Hortolândia', 'Paulínia', 'Indaiatuba'] }), ans: '335690' },
  {
    slug: 'allianz-saude',
    name: 'Allianz Saúde',
    legalName: 'Allianz Saúde S/A',
    ans: '000515',
    scope: 'nacional',
    states: ['DF', 'MG', 'PR', 'RJ', 'RS', 'SC', 'SP'],
    priceFactor: 1.35,
    tableMonth: 1,
    refundLevel: 2,
    optionalContribution: true,
    portes: PORTES_I_II,
    lines: { CP: [], PF: [], PJ: INSURER_PJ },
  },
  {
    slug: 'care-plus',
    name: 'Care Plus',
    legalName: 'Care Plus Medicina Assistencial Ltda',
    ans: '379956',
    scope: 'nacional',
    states: ['DF', 'MG', 'PR', 'RJ', 'SP'],
    priceFactor: 1.85,
    tableMonth: 2,
    refundLevel: 3,
    optionalContribution: true,
    portes: PORTES_I_II,
    lines: {
      CP: [],
      PF: [],
      PJ: [
        line('Executivo', 3, ['apartment_1', 'apartment_2'], 'nacional', WITHOUT),
        line('Premium', 4, ['apartment_3', 'apartment_4', 'apartment_5'], 'nacional', WITHOUT),
        line('Exclusivo', 5, ['apartment_6', 'apartment_7'], 'nacional', WITHOUT),
      ],
    },
  },
  // Regional operators (real names; ANS numbers not in domain-facts: null).
  regional('unimed-rio-branco', 'Unimed Rio Branco', 'AC', 0.95, 3),
  regional('unimed-maceio', 'Unimed Maceió', 'AL', 0.95, 4, { name: 'Maceió e região', cities: ['Maceió', 'Rio Largo', 'Marechal Deodoro', 'Satuba'] }),
  regional('samel', 'Samel', 'AM', 0.8, 2, { name: 'Manaus', cities: ['Manaus'] }),
  { ...regional('unimed-fama', 'Unimed Fama', 'AM', 0.92, 5), states: ['AM', 'AP', 'RO', 'RR'] },
  regional('promedica', 'Promédica', 'BA', 0.8, 3, { name: 'Salvador e região', cities: ['Salvador', 'Lauro de Freitas', 'Camaçari', 'Simões Filho'] }),
  regional('unimed-fortaleza', 'Unimed Fortaleza', 'CE', 0.95, 5, { name: 'Grande Fortaleza', cities: ['Fortaleza', 'Caucaia', 'Maracanaú', 'Eusébio', 'Aquiraz'] }),
  regional('unimed-vitoria', 'Unimed Vitória', 'ES', 0.98, 4, { name: 'Grande Vitória', cities: ['Vitória', 'Vila Velha', 'Serra', 'Cariacica', 'Viana'] }),
  regional('unimed-goiania', 'Unimed Goiânia', 'GO', 0.95, 2, { name: 'Goiânia e região', cities: ['Goiânia', 'Aparecida de Goiânia', 'Trindade', 'Senador Canedo'] }),
  regional('unimed-campo-grande', 'Unimed Campo Grande', 'MS', 0.95, 3),
  regional('unimed-cuiaba', 'Unimed Cuiabá', 'MT', 0.97, 4, { name: 'Cuiabá e Várzea Grande', cities: ['Cuiabá', 'Várzea Grande'] }),
  regional('unimed-belem', 'Unimed Belém', 'PA', 0.95, 3, { name: 'Grande Belém', cities: ['Belém', 'Ananindeua', 'Marituba', 'Benevides'] }),
  regional('unimed-joao-pessoa', 'Unimed João Pessoa', 'PB', 0.93, 5, { name: 'Grande João Pessoa', cities: ['João Pessoa', 'Cabedelo', 'Bayeux', 'Santa Rita'] }),
  regional('unimed-recife', 'Unimed Recife', 'PE', 0.95, 4, { name: 'Grande Recife', cities: ['Recife', 'Olinda', 'Jaboatão dos Guararapes', 'Paulista', 'Camaragibe'] }),
  regional('unimed-teresina', 'Unimed Teresina', 'PI', 0.92, 2),
  regional('unimed-curitiba', 'Unimed Curitiba', 'PR', 1.0, 5, { name: 'Curitiba e região metropolitana', cities: ['Curitiba', 'São José dos Pinhais', 'Colombo', 'Araucária', 'Pinhais', 'Campo Largo'] }),
  regional('assim-saude', 'Assim Saúde', 'RJ', 0.82, 3, { name: 'Rio de Janeiro e região', cities: ['Rio de Janeiro', 'Niterói', 'São Gonçalo', 'Duque de Caxias', 'Nova Iguaçu'] }),
  regional('unimed-natal', 'Unimed Natal', 'RN', 0.93, 4, { name: 'Grande Natal', cities: ['Natal', 'Parnamirim', 'São Gonçalo do Amarante', 'Macaíba'] }),
  regional('unimed-grande-florianopolis', 'Unimed Grande Florianópolis', 'SC', 1.0, 3, { name: 'Grande Florianópolis', cities: ['Florianópolis', 'São José', 'Palhoça', 'Biguaçu'] }),
  regional('unimed-sergipe', 'Unimed Sergipe', 'SE', 0.93, 5),
  regional('sao-cristovao-saude', 'São Cristóvão Saúde', 'SP', 0.8, 2, { name: 'Grande São Paulo', cities: ['São Paulo', 'Guarulhos', 'Osasco', 'Santo André', 'São Bernardo do Campo', 'São Caetano do Sul', 'Diadema'] }),
  regional('trasmontano-saude', 'Trasmontano Saúde', 'SP', 0.78, 4, { name: 'Grande São Paulo', cities: ['São Paulo', 'Guarulhos', 'Osasco', 'Santo André', 'São Bernardo do Campo', 'São Caetano do Sul', 'Diadema'] }),
  regional('unimed-palmas', 'Unimed Palmas', 'TO', 0.95, 3),
];

/** Price level of each state relative to the market (capitals' cost of care, illustrative). */
export const STATE_PRICE_FACTOR: Readonly<Record<UfCode, number>> = {
  AC: 0.9, AL: 0.88, AM: 0.92, AP: 0.9, BA: 0.92, CE: 0.9, DF: 1.12, ES: 1.0, GO: 0.98, MA: 0.88, MG: 1.0, MS: 0.98, MT: 1.0, PA: 0.9,
  PB: 0.88, PE: 0.92, PI: 0.88, PR: 1.02, RJ: 1.12, RN: 0.88, RO: 0.92, RR: 0.92, RS: 1.02, SC: 1.05, SE: 0.88, SP: 1.15, TO: 0.95,
};
