import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, type BracketCounts, type PriceTable } from '../quotation';
import type { PlanCoparticipationRule, PlanRefund, PlanShortfall, Provider } from '../quotation/catalog';
import {
  bracketRangeText,
  comparisonMatrix,
  coparticipationRuleText,
  formatPhoneBR,
  hospitalMatrix,
  networkCounts,
  networkSummaryText,
  pageLabel,
  paginatePlans,
  priceLines,
  proposalColumns,
  proposalOptionsFromQuotation,
  providerAttributeCodes,
  providersByCity,
  refundMatrix,
  shortfallDaysText,
  shortfallLabel,
  shortfallMatrix,
  type ProposalCoparticipationRule,
  type ProposalPlan,
  type ProposalProvider,
  type ProposalRefund,
  type ProposalShortfall,
} from './proposal';

/** Hapvida, Belém, individual ambulatorial com coparticipação, June 2026 (cents). */
const PRICES: PriceTable = [14703, 19328, 22018, 24549, 25830, 28985, 35420, 49084, 66129, 85852];

function provider(name: string, city: string, uf: string, flags: Partial<Pick<ProposalProvider, 'electiveAdmission' | 'emergency' | 'maternity' | 'laboratory'>> = {}): ProposalProvider {
  return { name, city, uf, electiveAdmission: false, emergency: false, maternity: false, laboratory: false, ...flags };
}

function plan(overrides: Partial<ProposalPlan> = {}): ProposalPlan {
  return {
    id: 1,
    operatorName: 'Hapvida Assistência Médica S.A.',
    ansRegistration: '368253',
    planName: 'Nosso Plano',
    type: 'CP',
    accommodation: 'infirmary',
    coparticipation: 'with_tp',
    coverageArea: 'grupo_de_municipios',
    segmentation: null,
    administradora: null,
    priceTable: { effectiveDate: '2026-06-01', illustrative: false, pricesCents: PRICES },
    hospitals: [],
    clinics: [],
    coparticipationRules: [],
    shortfalls: [],
    refunds: [],
    ...overrides,
  };
}

const counts = (...lives: number[]): BracketCounts => [...lives, ...Array<number>(10 - lives.length).fill(0)] as unknown as BracketCounts;

describe('the model', () => {
  it("takes the catalog's providers, rules, carências and refunds as they are (checked by tsc)", () => {
    const accepts = <T>(value: T): T => value;
    const provider: Provider = { id: 1, name: 'H', city: 'C', uf: 'SP', electiveAdmission: true, emergency: false, maternity: false, laboratory: false };
    const rule: PlanCoparticipationRule = { id: 1, procedure: 'Consulta', percentage: 0.3, fixedCents: null, capCents: null, exempt: false };
    const shortfall: PlanShortfall = { id: 1, group: 'other', procedure: 'Consulta', days: 30 };
    const refund: PlanRefund = { id: 1, procedure: 'Consulta', valueCents: 9000 };
    expect(accepts<ProposalProvider>(provider).name).toBe('H');
    expect(accepts<ProposalCoparticipationRule>(rule).percentage).toBe(0.3);
    expect(accepts<ProposalShortfall>(shortfall).days).toBe(30);
    expect(accepts<ProposalRefund>(refund).valueCents).toBe(9000);
  });
});

describe('proposalColumns', () => {
  it('prices only the brackets in use, in bracket order, with exact cents and BRL text', () => {
    const [column] = proposalColumns({ plans: [plan()], lives: counts(2, 0, 0, 1, 0, 0, 0, 0, 0, 1) });
    expect(column?.lines.map((line) => line.index)).toEqual([0, 3, 9]);
    expect(column?.lines[0]).toMatchObject({
      bracketText: '0 a 18 anos',
      lives: 2,
      unitCents: 14703,
      subtotalCents: 29406,
      unitText: '2 × R$ 147,03',
      subtotalText: 'R$ 294,06',
      text: '2 × R$ 147,03 = R$ 294,06',
    });
    expect(column?.lines[2]?.bracketText).toBe('59 anos ou mais');
    expect(column?.totalCents).toBe(2 * 14703 + 24549 + 85852);
    expect(column?.totalText).toBe('R$ 1.398,07');
    expect(column?.totalLives).toBe(4);
  });

  it('gives the labels of the codes, the effective date and the illustrative flag', () => {
    const [column] = proposalColumns({
      plans: [plan({ priceTable: { effectiveDate: '2026-05-01', illustrative: true, pricesCents: PRICES } })],
      lives: counts(1),
    });
    expect(column).toMatchObject({
      typeLabel: 'Individual/Familiar',
      accommodationLabel: 'Enfermaria',
      coparticipationLabel: 'Parcial',
      coverageAreaLabel: 'Grupo de municípios',
      effectiveDateText: 'Tabela vigente desde 01/05/2026',
      illustrative: true,
    });
  });

  it("prints the table's month, the 12-month warning on the proposal's date and the operator's ANS figures", () => {
    const profile = {
      registration: '368253',
      cnpj: '63554067000198',
      legalName: 'HAPVIDA ASSISTENCIA MEDICA S.A.',
      tradeName: 'HAPVIDA',
      modality: 'Medicina de Grupo',
      idss: { year: 2025, score: 0.7693 },
      igr: { value: 2.78, period: '2020-02' },
    };
    const old = plan({ ansProfile: profile, priceTable: { effectiveDate: '2021-05-01', illustrative: false, pricesCents: PRICES } });
    const recent = plan({ ansProfile: null, priceTable: { effectiveDate: '2026-05-01', illustrative: false, pricesCents: PRICES } });
    const [oldColumn, recentColumn, unloaded] = proposalColumns({ plans: [old, recent, plan()], lives: counts(1), date: '2026-11-27' });
    expect(oldColumn).toMatchObject({
      tableDateText: 'Tabela de 05/2021',
      staleTableText: 'Tabela com mais de 12 meses — confirme os valores com a operadora',
      qualityText: 'IDSS 2025: 0,7693 · IGR fev/2020: 2,78 por 10 mil beneficiários',
    });
    expect(recentColumn).toMatchObject({ tableDateText: 'Tabela de 05/2026', staleTableText: null, qualityText: 'IDSS não publicado · IGR não publicado' });
    // A plan saved before the ANS data existed prints no quality line rather than a wrong 'não publicado'.
    expect(unloaded?.qualityText).toBeNull();
  });

  it('has no lines and a zero total without lives', () => {
    const [column] = proposalColumns({ plans: [plan()], lives: counts() });
    expect(column?.lines).toEqual([]);
    expect(column?.totalCents).toBe(0);
    expect(column?.totalText).toBe('R$ 0,00');
  });

  it('keeps the order of the plans', () => {
    const columns = proposalColumns({ plans: [plan({ id: 3 }), plan({ id: 1 }), plan({ id: 2 })], lives: counts(1) });
    expect(columns.map((column) => column.plan.id)).toEqual([3, 1, 2]);
  });

  it('total = Σ lives × price over every bracket, and = Σ of its lines (any table, any lives)', () => {
    const price = fc.integer({ min: 0, max: 5_000_000 });
    const life = fc.nat({ max: 300 });
    fc.assert(
      fc.property(fc.array(price, { minLength: 10, maxLength: 10 }), fc.array(life, { minLength: 10, maxLength: 10 }), (table, lives) => {
        const [column] = proposalColumns({ plans: [plan({ priceTable: { effectiveDate: '2026-06-01', illustrative: false, pricesCents: table as unknown as PriceTable } })], lives: lives as unknown as BracketCounts });
        const expected = lives.reduce((sum, n, i) => sum + n * (table[i] ?? 0), 0);
        expect(column?.totalCents).toBe(expected);
        expect(column?.totalText).toBe(formatBRL(expected));
        expect(column?.lines.reduce((sum, line) => sum + line.subtotalCents, 0)).toBe(expected);
        expect(column?.lines.every((line) => line.lives > 0 && lives[line.index] === line.lives)).toBe(true);
        expect(column?.lines.length).toBe(lives.filter((n) => n > 0).length);
      }),
    );
  });

  it('refuses malformed data (bugs: validated at the boundary)', () => {
    expect(() => proposalColumns({ plans: [plan()], lives: counts(-1) })).toThrow(RangeError);
    expect(() => proposalColumns({ plans: [plan({ priceTable: { effectiveDate: '2026-02-30', illustrative: false, pricesCents: PRICES } })], lives: counts(1) })).toThrow(RangeError);
    const fractional = [...PRICES] as number[];
    fractional[0] = 10.5;
    expect(() => priceLines(fractional as unknown as PriceTable, counts(1))).toThrow(RangeError);
  });
});

describe('paginatePlans', () => {
  it.each([
    [0, []],
    [1, [1]],
    [6, [6]],
    [7, [6, 1]],
    [12, [6, 6]],
    [13, [6, 6, 1]],
  ])('%i plans → pages of %j', (count, sizes) => {
    const plans = Array.from({ length: count }, (_, i) => i);
    expect(paginatePlans(plans).map((page) => page.length)).toEqual(sizes);
  });

  it('keeps every plan once, in order, at most perPage per page', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 10 }), (plans, perPage) => {
        const pages = paginatePlans(plans, perPage);
        expect(pages.flat()).toEqual(plans);
        expect(pages.every((page) => page.length >= 1 && page.length <= perPage)).toBe(true);
        expect(pages.slice(0, -1).every((page) => page.length === perPage)).toBe(true);
      }),
    );
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s plans per page', (perPage) => {
    expect(() => paginatePlans([1], perPage)).toThrow(RangeError);
  });
});

describe('small formatters', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['5511987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['98765432', '98765432'],
    ['', ''],
  ])('formatPhoneBR(%j) → %j', (digits, text) => {
    expect(formatPhoneBR(digits)).toBe(text);
  });

  it('writes brackets in words and page labels', () => {
    expect(bracketRangeText(0)).toBe('0 a 18 anos');
    expect(bracketRangeText(4)).toBe('34 a 38 anos');
    expect(bracketRangeText(9)).toBe('59 anos ou mais');
    expect(pageLabel(2, 5)).toBe('Página 2 de 5');
  });

  it.each([
    [0, 'Sem carência'],
    [1, '24 horas'],
    [30, '30 dias'],
    [300, '300 dias'],
  ])('shortfallDaysText(%i) → %s', (days, text) => {
    expect(shortfallDaysText(days)).toBe(text);
  });

  it('maps the quotation flags to the options', () => {
    expect(proposalOptionsFromQuotation({ showProposalInfos: true, showProposalPhoto: false })).toEqual({
      showNetwork: true,
      showCoparticipation: true,
      showShortfalls: true,
      showRefunds: true,
      showLogo: false,
    });
    expect(proposalOptionsFromQuotation({ showProposalInfos: false, showProposalPhoto: true })).toMatchObject({ showNetwork: false, showRefunds: false, showLogo: true });
  });
});

describe('coparticipation rules', () => {
  it.each([
    [{ percentage: 0.3, fixedCents: null, capCents: 5000, exempt: false }, { percentage: '30%', fixed: '—', cap: 'R$ 50,00' }],
    [{ percentage: 0.125, fixedCents: null, capCents: null, exempt: false }, { percentage: '12,5%', fixed: '—', cap: '—' }],
    [{ percentage: null, fixedCents: 2500, capCents: null, exempt: false }, { percentage: '—', fixed: 'R$ 25,00', cap: '—' }],
    [{ percentage: 0.4, fixedCents: 1000, capCents: 20000, exempt: false }, { percentage: '40%', fixed: 'R$ 10,00', cap: 'R$ 200,00' }],
    [{ percentage: 0.3, fixedCents: null, capCents: null, exempt: true }, { percentage: 'Isento', fixed: '—', cap: '—' }],
  ])('%j → %j (percentages × 100, money in BRL)', (rule, text) => {
    expect(coparticipationRuleText({ procedure: 'Consultas', ...rule })).toEqual({ procedure: 'Consultas', ...text });
  });
});

describe('accredited network', () => {
  const hospitals = [
    provider('Hospital Santa Cruz', 'São Paulo', 'SP', { electiveAdmission: true, emergency: true }),
    provider('Hospital Alvorada', 'sao paulo', 'sp', { maternity: true, laboratory: true }),
    provider('Hospital Belém', 'Belém', 'PA', { emergency: true }),
    provider('Hospital Central', 'Campinas', 'SP'),
  ];

  it('counts hospitals, clinics, attributes and cities', () => {
    const counts = networkCounts({ hospitals, clinics: [provider('Lab 1', 'Campinas', 'SP', { laboratory: true }), provider('Clínica 2', 'Santos', 'SP')] });
    expect(counts).toEqual({ hospitals: 4, clinics: 2, emergency: 2, maternity: 1, laboratories: 2, cities: 4 });
    expect(networkSummaryText(counts)).toBe('4 hospitais · 2 clínicas');
    expect(networkSummaryText({ ...counts, hospitals: 1, clinics: 1 })).toBe('1 hospital · 1 clínica');
  });

  it('groups hospitals by city (case and accents ignored), cities and names in pt-BR order', () => {
    const groups = providersByCity(hospitals);
    expect(groups.map((group) => group.label)).toEqual(['Belém/PA', 'Campinas/SP', 'São Paulo/SP']);
    expect(groups[2]?.providers.map((p) => p.name)).toEqual(['Hospital Alvorada', 'Hospital Santa Cruz']);
  });

  it('lists attribute codes in legend order', () => {
    expect(providerAttributeCodes(provider('x', 'y', 'SP', { laboratory: true, electiveAdmission: true, maternity: true, emergency: true }))).toEqual(['H', 'PS', 'M', 'Lab']);
    expect(providerAttributeCodes(provider('x', 'y', 'SP'))).toEqual([]);
  });

  it('compares hospitals across plans: one row per hospital, null where a plan lacks it', () => {
    const a = { hospitals: [provider('Hospital Santa Cruz', 'São Paulo', 'SP', { emergency: true }), provider('Hospital Belém', 'Belém', 'PA')] };
    const b = { hospitals: [provider('HOSPITAL SANTA CRUZ', 'Sao Paulo', 'SP', { electiveAdmission: true })] };
    const matrix = hospitalMatrix([a, b]);
    expect(matrix.map((city) => city.label)).toEqual(['Belém/PA', 'São Paulo/SP']);
    expect(matrix[0]?.rows).toEqual([{ name: 'Hospital Belém', cells: [[], null] }]);
    expect(matrix[1]?.rows).toEqual([{ name: 'Hospital Santa Cruz', cells: [['PS'], ['H']] }]);
  });
});

describe('comparison matrices', () => {
  it('unions procedures in the order first met, matching them without case or accents', () => {
    const rows = comparisonMatrix([['Consulta', 'Exames'], ['exames', 'Terapia']], (labels) => labels.map((label, i) => ({ label, value: `${label}-${i}` })));
    expect(rows).toEqual([
      { label: 'Consulta', cells: ['Consulta-0', null] },
      { label: 'Exames', cells: ['Exames-1', 'exames-0'] },
      { label: 'Terapia', cells: [null, 'Terapia-1'] },
    ]);
  });

  it('compares carências, naming an empty procedure by its legal group', () => {
    const rows = shortfallMatrix([
      { shortfalls: [{ procedure: '', group: 'urgency_emergency', days: 1 }, { procedure: 'Consultas', group: 'other', days: 30 }] },
      { shortfalls: [{ procedure: 'Urgência e emergência', group: null, days: 1 }, { procedure: '', group: 'full_term_childbirth', days: 300 }] },
    ]);
    expect(rows).toEqual([
      { label: 'Urgência e emergência', cells: ['24 horas', '24 horas'] },
      { label: 'Consultas', cells: ['30 dias', null] },
      { label: 'Parto a termo', cells: [null, '300 dias'] },
    ]);
    expect(shortfallLabel({ procedure: ' ', group: 'mystery', days: 3 })).toBe('mystery');
    expect(shortfallLabel({ procedure: '', group: null, days: 3 })).toBe('—');
  });

  it('compares refunds in BRL', () => {
    expect(refundMatrix([{ refunds: [{ procedure: 'Consulta', valueCents: 9000 }] }, { refunds: [] }])).toEqual([{ label: 'Consulta', cells: ['R$ 90,00', null] }]);
  });
});
