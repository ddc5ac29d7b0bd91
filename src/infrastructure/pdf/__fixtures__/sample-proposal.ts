/**
 * Deterministic sample proposals for the PDF tests, the sample PDFs and the benchmark
 * (Node and the browser: no I/O here; logos are passed in). Operators are real names
 * with their confirmed registro ANS; plans, prices and networks are illustrative.
 */
import type { ProposalDocument, ProposalLogo, ProposalOptions, ProposalPlan, ProposalProvider } from '../../../domain/proposal/proposal';
import type { BracketCounts, CoparticipationKind, CoverageArea, PlanTypeCode, PriceTable, RoomType } from '../../../domain/quotation';
import { COVERAGE_AREA_CODES } from '../../../domain/quotation/plan-types';

const OPERATORS: readonly { name: string; ans: string | null }[] = [
  { name: 'Amil Assistência Médica Internacional S.A.', ans: '326305' },
  { name: 'Bradesco Saúde S.A.', ans: '005711' },
  { name: 'Sul América Companhia de Seguro Saúde', ans: '006246' },
  { name: 'Notre Dame Intermédica Saúde S.A.', ans: '359017' },
  { name: 'Hapvida Assistência Médica S.A.', ans: '368253' },
  { name: 'Porto Seguro - Seguro Saúde S/A', ans: '000582' },
  { name: 'Unimed Nacional - Cooperativa Central', ans: '339679' },
  { name: 'Care Plus Medicina Assistencial Ltda', ans: '379956' },
];

const PLAN_NAMES = ['Essencial', 'Clássico', 'Referência Nacional', 'Executivo', 'Premium Top', 'Flex', 'Smart 400', 'Adesão Mais'];
const ROOMS: readonly RoomType[] = ['infirmary', 'apartment', 'apartment', 'infirmary', 'apartment_2', 'rc'];
const COPARTICIPATIONS: readonly CoparticipationKind[] = ['without', 'with', 'with_tp'];
const AREAS: readonly CoverageArea[] = COVERAGE_AREA_CODES;
const TYPES: readonly PlanTypeCode[] = ['PJ', 'PF', 'CP'];

const CITIES: readonly { city: string; uf: string }[] = [
  { city: 'São Paulo', uf: 'SP' },
  { city: 'Campinas', uf: 'SP' },
  { city: 'Santos', uf: 'SP' },
  { city: 'Rio de Janeiro', uf: 'RJ' },
  { city: 'Belo Horizonte', uf: 'MG' },
  { city: 'Ribeirão Preto', uf: 'SP' },
];

const HOSPITAL_NAMES = [
  'Hospital São Lucas',
  'Hospital Santa Cruz',
  'Hospital e Maternidade Santa Helena',
  'Hospital Nossa Senhora da Conceição',
  'Pronto-Socorro Central',
  'Hospital do Coração',
  'Hospital Municipal Dr. José de Alencar',
  'Hospital Vitória',
  'Maternidade São José',
  'Hospital Alemão Oswaldo Cruz (unidade Vergueiro)',
];

/** A shared pool of hospitals: 3 to 6 per city, so compared plans have hospitals in common. */
const HOSPITAL_POOL: readonly ProposalProvider[] = CITIES.flatMap((place, cityIndex) =>
  Array.from({ length: 3 + (cityIndex % 4) }, (_, i) => {
    const n = cityIndex * 7 + i;
    return {
      name: HOSPITAL_NAMES[(cityIndex * 3 + i) % HOSPITAL_NAMES.length] ?? 'Hospital',
      city: place.city,
      uf: place.uf,
      electiveAdmission: n % 5 !== 0,
      emergency: n % 2 === 0,
      maternity: n % 3 === 0,
      laboratory: n % 4 !== 1,
    };
  }),
);

/** About 60 % of the pool, a different part for each plan. */
function hospitals(seed: number): ProposalProvider[] {
  return HOSPITAL_POOL.filter((_, j) => (seed * 7 + j * 3) % 5 < 3);
}

/** A price table that grows with age within RN 563 (P10 ≤ 6 × P1), scaled by `base` cents. */
function priceTable(base: number): PriceTable {
  const factors = [1, 1.2, 1.38, 1.52, 1.6, 1.78, 2.15, 2.9, 3.9, 5.6];
  return factors.map((factor) => Math.round(base * factor)) as unknown as PriceTable;
}

function clinics(seed: number, count: number): ProposalProvider[] {
  return Array.from({ length: count }, (_, i) => {
    const place = CITIES[(seed + i * 2) % CITIES.length] ?? { city: 'São Paulo', uf: 'SP' };
    return { name: `Clínica ${i + 1}`, city: place.city, uf: place.uf, electiveAdmission: false, emergency: false, maternity: false, laboratory: i % 3 === 0 };
  });
}

/** The plan number `index` (0-based) of the samples. */
export function samplePlan(index: number, overrides: Partial<ProposalPlan> = {}): ProposalPlan {
  const operator = OPERATORS[index % OPERATORS.length] ?? { name: 'Operadora', ans: null };
  const coparticipation = COPARTICIPATIONS[index % COPARTICIPATIONS.length] ?? 'without';
  const type = TYPES[index % TYPES.length] ?? 'PJ';
  return {
    id: 1000 + index,
    operatorName: operator.name,
    ansRegistration: operator.ans,
    planName: `${PLAN_NAMES[index % PLAN_NAMES.length] ?? 'Plano'} ${index + 1}`,
    type,
    accommodation: ROOMS[index % ROOMS.length] ?? 'infirmary',
    coparticipation,
    coverageArea: AREAS[index % AREAS.length] ?? 'nacional',
    segmentation: index % 4 === 3 ? null : 'Ambulatorial + hospitalar com obstetrícia',
    administradora: type === 'PF' ? 'Qualicorp' : null,
    priceTable: { effectiveDate: index % 2 === 0 ? '2026-06-01' : '2026-05-01', illustrative: index % 3 !== 1, pricesCents: priceTable(28_790 + index * 4_321) },
    hospitals: hospitals(index),
    clinics: clinics(index, 10 + index * 3),
    coparticipationRules:
      coparticipation === 'without'
        ? []
        : [
            { procedure: 'Consultas eletivas', percentage: 0.3, fixedCents: null, capCents: 5_000, exempt: false },
            { procedure: 'Exames simples', percentage: 0.2, fixedCents: null, capCents: 3_500, exempt: false },
            { procedure: 'Exames especiais (tomografia, ressonância magnética)', percentage: 0.3, fixedCents: null, capCents: 15_000, exempt: false },
            { procedure: 'Pronto-socorro', percentage: null, fixedCents: 2_500, capCents: null, exempt: false },
            { procedure: 'Terapias (fisioterapia, fonoaudiologia, psicologia)', percentage: 0.125, fixedCents: null, capCents: 4_000, exempt: false },
            { procedure: 'Internações', percentage: null, fixedCents: null, capCents: null, exempt: true },
          ],
    shortfalls: [
      { procedure: '', group: 'urgency_emergency', days: 1 },
      { procedure: 'Consultas e exames simples', group: 'other', days: index % 2 === 0 ? 30 : 0 },
      { procedure: 'Exames especiais e terapias', group: 'other', days: 180 },
      { procedure: 'Internações e cirurgias', group: 'other', days: 180 },
      { procedure: '', group: 'full_term_childbirth', days: 300 },
      ...(index % 3 === 0 ? [{ procedure: '', group: 'cpt', days: 720 }] : []),
    ],
    refunds:
      index % 3 === 2
        ? []
        : [
            { procedure: 'Consulta médica', valueCents: 9_000 + index * 1_500 },
            { procedure: 'Sessão de psicoterapia', valueCents: 5_500 + index * 700 },
            ...(index % 2 === 0 ? [{ procedure: 'Honorários de parto', valueCents: 120_000 + index * 10_000 }] : []),
          ],
    ...overrides,
  };
}

export const ALL_OPTIONS: ProposalOptions = { showNetwork: true, showCoparticipation: true, showShortfalls: true, showRefunds: true, showLogo: true };
export const NO_SECTIONS: ProposalOptions = { showNetwork: false, showCoparticipation: false, showShortfalls: false, showRefunds: false, showLogo: true };

/** A family plus a few employees: 0-18 ×2, 29-33 ×1, 34-38 ×2, 59+ ×1 (6 lives). */
export const SAMPLE_LIVES: BracketCounts = [2, 0, 0, 1, 2, 0, 0, 0, 0, 1];

export interface SampleOptions {
  readonly plans: number;
  readonly logo?: ProposalLogo | null;
  readonly clientName?: string;
  readonly options?: Partial<ProposalOptions>;
  readonly lives?: BracketCounts;
  readonly planOverrides?: (index: number) => Partial<ProposalPlan>;
}

/** A sample proposal with `plans` plans. */
export function sampleProposal(sample: SampleOptions): ProposalDocument {
  return {
    broker: { name: 'Horizonte Corretora de Seguros Ltda', phone: '11987654321', email: 'contato@horizonte-seguros.com.br', logo: sample.logo ?? null },
    clientName: sample.clientName ?? 'Maria José da Conceição',
    date: '2026-06-15',
    options: { ...ALL_OPTIONS, ...sample.options },
    lives: sample.lives ?? SAMPLE_LIVES,
    plans: Array.from({ length: sample.plans }, (_, index) => samplePlan(index, sample.planOverrides?.(index))),
  };
}
