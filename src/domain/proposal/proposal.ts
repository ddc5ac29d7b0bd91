/**
 * The comparative proposal (proposta comparativa) a broker hands to a client: what the
 * PDF shows, as plain data, and the pure helpers that turn it into printable pieces
 * (columns of prices, network counts, hospitals by city, carência and refund matrices,
 * pages of plans). No PDF library here: `src/infrastructure/pdf` draws it.
 *
 * Units (as everywhere in the domain): money in integer cents (`…Cents`),
 * percentages as fractions (0.3 = 30 %), dates as ISO `YYYY-MM-DD` (printed
 * DD/MM/YYYY), carências in whole days (24 hours = 1 day, ../quotation/waiting-periods).
 * Text for people is made with `formatBRL`, `formatPercent` and `formatDateBR`.
 *
 * Mapping from the saved quotation of spec point 3 (done by the application layer):
 * | quotation field                    | proposal field                                   |
 * |------------------------------------|--------------------------------------------------|
 * | clientName                         | `clientName`                                     |
 * | lifes (10 age-group counts)        | `lives`                                          |
 * | type                               | `plans[i].type` (CP / PF / PJ)                   |
 * | institution                        | `plans[i].operatorName`, `.ansRegistration`      |
 * | healthInsurance (the plan)         | `plans[i].planName`, `.accommodation`, `.coparticipation`, `.coverageArea`, `.segmentation`, `.administradora`, `.priceTable` |
 * | accredit.hospitals / .clinics      | `plans[i].hospitals` / `.clinics`                |
 * | coparticipationRules               | `plans[i].coparticipationRules`                  |
 * | shortfalls                         | `plans[i].shortfalls`                            |
 * | refunds                            | `plans[i].refunds`                               |
 * | showProposalInfos                  | `options.showNetwork/showCoparticipation/showShortfalls/showRefunds` (`proposalOptionsFromQuotation`) |
 * | showProposalPhoto                  | `options.showLogo`                               |
 * | the user (name, phone, email, logo)| `broker`                                         |
 * Providers, rules, carências and refunds use the field names of the catalog
 * (`../quotation/catalog`), so a catalog `Provider`, `PlanCoparticipationRule`,
 * `PlanShortfall` or `PlanRefund` can be passed as it is.
 *
 * Errors: the document reaches the renderer validated (zod at the boundary, price tables
 * through `checkPriceTable`). A malformed date, a non-integer amount or a count that is
 * not 10 non-negative integers is a bug and throws RangeError (from ../quotation).
 */
import {
  AGE_BRACKETS,
  bracketSubtotals,
  coverageAreaLabel,
  formatBRL,
  formatDateBR,
  formatPercent,
  isShortfallGroup,
  planTypeLabel,
  quoteTotal,
  roomTypeLabel,
  shortfallRule,
  totalLives,
  COPARTICIPATION_KINDS,
  type BracketCounts,
  type BracketIndex,
  type CoparticipationKind,
  type CoverageArea,
  type PlanTypeCode,
  type PriceTable,
  type RoomType,
} from '../quotation';

// ---------------------------------------------------------------------------------
// The document

/** Image formats a broker's logo may have (spec point 5: png, jpeg, jpg). */
export type ProposalLogoKind = 'png' | 'jpeg';

/** The broker's logo: the file's bytes and its format. */
export interface ProposalLogo {
  readonly bytes: Uint8Array;
  readonly kind: ProposalLogoKind;
}

/** Who makes the proposal: the logged-in broker (corretor) or brokerage. */
export interface ProposalBroker {
  readonly name: string;
  /** Digits only, as stored ('11987654321'); printed '(11) 98765-4321' by `formatPhoneBR`. */
  readonly phone: string;
  readonly email: string;
  /** The broker's logo, or null when they have none. Printed only when `options.showLogo`. */
  readonly logo: ProposalLogo | null;
}

/** What the broker chose to show. */
export interface ProposalOptions {
  /** Accredited network: counts per plan in the comparison and hospitals by city. */
  readonly showNetwork: boolean;
  /** Coparticipation rules per plan. */
  readonly showCoparticipation: boolean;
  /** Carências (waiting periods) compared across plans. */
  readonly showShortfalls: boolean;
  /** Refund (reembolso) values compared across plans. */
  readonly showRefunds: boolean;
  /** The broker's logo in the header (spec `showProposalPhoto`). */
  readonly showLogo: boolean;
}

/** The price table a plan was quoted with. */
export interface ProposalPriceTable {
  /** Effective date (vigência), ISO `YYYY-MM-DD`: printed 'Tabela vigente desde DD/MM/YYYY'. */
  readonly effectiveDate: string;
  /** True for demonstration prices (not an operator's real table): printed 'valores ilustrativos'. */
  readonly illustrative: boolean;
  /** Monthly price per life of each of the 10 age brackets, integer cents, bracket order. */
  readonly pricesCents: PriceTable;
}

/** A hospital or clinic of a plan's accredited network (same fields as the catalog's `Provider`). */
export interface ProposalProvider {
  readonly name: string;
  readonly city: string;
  /** Two-letter state code ('SP'). */
  readonly uf: string;
  /** H: internação eletiva. */
  readonly electiveAdmission: boolean;
  /** PS: pronto-socorro. */
  readonly emergency: boolean;
  /** M: maternidade. */
  readonly maternity: boolean;
  /** Lab: laboratório. */
  readonly laboratory: boolean;
}

/** Coparticipation of a procedure (same fields as the catalog's `PlanCoparticipationRule`). */
export interface ProposalCoparticipationRule {
  readonly procedure: string;
  /** Share the beneficiary pays, as a fraction (0.3 = 30 %), or null. */
  readonly percentage: number | null;
  /** Fixed value per event in cents, or null. */
  readonly fixedCents: number | null;
  /** Most paid per event in cents, or null (no cap). */
  readonly capCents: number | null;
  /** True when the procedure has no coparticipation. */
  readonly exempt: boolean;
}

/** A carência (same fields as the catalog's `PlanShortfall`). */
export interface ProposalShortfall {
  /** What it applies to ('Consultas e exames simples'); may be empty, then the group's label is shown. */
  readonly procedure: string;
  /** Legal group ('urgency_emergency', 'full_term_childbirth', 'other', 'cpt') or null / any other text. */
  readonly group: string | null;
  /** Whole days; 0 = none, 1 = 24 hours. */
  readonly days: number;
}

/** A refund (reembolso) per event (same fields as the catalog's `PlanRefund`). */
export interface ProposalRefund {
  readonly procedure: string;
  readonly valueCents: number;
}

/** One plan compared in the proposal: one column of the comparison. */
export interface ProposalPlan {
  /** Stable key of the plan (the catalog's plan id). */
  readonly id: number;
  /** Operator (operadora) name ('Bradesco Saúde'). */
  readonly operatorName: string;
  /** Registro ANS of the operator, only where confirmed ('005711'); null otherwise. */
  readonly ansRegistration: string | null;
  /** Product name ('Nacional Flex Enfermaria'). */
  readonly planName: string;
  /** CP individual/familiar, PF coletivo por adesão, PJ PME (`planTypeLabel`). */
  readonly type: PlanTypeCode;
  /** Room type ('infirmary', 'apartment'…; `roomTypeLabel`). */
  readonly accommodation: RoomType;
  /** without / with / with_tp (`coparticipationShortLabel`, `coparticipationLabel`). */
  readonly coparticipation: CoparticipationKind;
  /** Área de abrangência (`coverageAreaLabel`). */
  readonly coverageArea: CoverageArea;
  /** Segmentação assistencial as text ('Ambulatorial + hospitalar com obstetrícia'), or null. */
  readonly segmentation: string | null;
  /** Administradora de benefícios of an adhesion plan ('Qualicorp'), or null. */
  readonly administradora: string | null;
  readonly priceTable: ProposalPriceTable;
  readonly hospitals: readonly ProposalProvider[];
  readonly clinics: readonly ProposalProvider[];
  readonly coparticipationRules: readonly ProposalCoparticipationRule[];
  readonly shortfalls: readonly ProposalShortfall[];
  readonly refunds: readonly ProposalRefund[];
}

/** Everything the comparative proposal PDF shows. */
export interface ProposalDocument {
  readonly broker: ProposalBroker;
  /** Client's name as typed: any Unicode text, printed literally ('Proposta para: …'). */
  readonly clientName: string;
  /** Date of the proposal, ISO `YYYY-MM-DD` (printed DD/MM/YYYY). */
  readonly date: string;
  readonly options: ProposalOptions;
  /** Lives per age bracket (10 counts, bracket order), the same for every plan. */
  readonly lives: BracketCounts;
  /** The plans compared, in the order the broker picked them. */
  readonly plans: readonly ProposalPlan[];
}

// ---------------------------------------------------------------------------------
// Fixed texts

/** Title of the proposal. */
export const PROPOSAL_TITLE = 'Proposta comparativa de planos de saúde';

/** Disclaimer of every page (spec point 1, footer). */
export const PROPOSAL_DISCLAIMER = 'Os valores e as redes credenciadas podem ser alterados a qualquer momento, sem aviso prévio.';

/** Plans side by side on one page of the comparison (the screen compares up to 6 too). */
export const PLANS_PER_PAGE = 6;

/** 'Página 2 de 5'. */
export function pageLabel(page: number, pageCount: number): string {
  return `Página ${page} de ${pageCount}`;
}

/** 'Proposta para: Maria José'. */
export function clientLine(clientName: string): string {
  return `Proposta para: ${clientName}`;
}

/**
 * The options of a saved quotation (spec point 3): `showProposalInfos` turns the four
 * information sections on or off together, `showProposalPhoto` the logo.
 */
export function proposalOptionsFromQuotation(flags: { showProposalInfos: boolean; showProposalPhoto: boolean }): ProposalOptions {
  const infos = flags.showProposalInfos;
  return { showNetwork: infos, showCoparticipation: infos, showShortfalls: infos, showRefunds: infos, showLogo: flags.showProposalPhoto };
}

// ---------------------------------------------------------------------------------
// Small formatters

/**
 * A Brazilian phone from its digits: 11 digits → '(11) 98765-4321', 10 digits →
 * '(11) 3456-7890'; a leading country code 55 is dropped first ('5511987654321').
 * Anything else (8 or 9 digits without area code, foreign numbers) is returned as given.
 */
export function formatPhoneBR(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return phone.trim();
}

/** '1 vida', '3 vidas'. */
export function livesText(lives: number): string {
  return lives === 1 ? '1 vida' : `${lives} vidas`;
}

/** An age bracket in words: '0 a 18 anos', '59 anos ou mais'. */
export function bracketRangeText(index: BracketIndex): string {
  const bracket = AGE_BRACKETS[index];
  return index === 9 ? `${bracket.minAge} anos ou mais` : `${bracket.minAge} a ${bracket.maxAge} anos`;
}

/** The proposal's Não / Sim / Parcial for a coparticipation kind. */
export function coparticipationShortLabel(kind: CoparticipationKind): string {
  return COPARTICIPATION_KINDS.find((option) => option.code === kind)?.shortLabel ?? kind;
}

/** 'Tabela vigente desde 01/06/2026'. */
export function effectiveDateText(isoDate: string): string {
  return `Tabela vigente desde ${formatDateBR(isoDate)}`;
}

/** Marker printed next to illustrative prices. */
export const ILLUSTRATIVE_TEXT = 'valores ilustrativos';

// ---------------------------------------------------------------------------------
// Columns of the comparison

/** One line of a plan's price: a bracket in use. */
export interface ProposalPriceLine {
  readonly index: BracketIndex;
  /** '29 a 33 anos'. */
  readonly bracketText: string;
  readonly lives: number;
  readonly unitCents: number;
  readonly subtotalCents: number;
  /** '2 × R$ 512,30'. */
  readonly unitText: string;
  /** 'R$ 1.024,60'. */
  readonly subtotalText: string;
  /** '2 × R$ 512,30 = R$ 1.024,60'. */
  readonly text: string;
}

/** Accredited-network figures of a plan. */
export interface NetworkCounts {
  readonly hospitals: number;
  readonly clinics: number;
  /** Hospitals with pronto-socorro. */
  readonly emergency: number;
  /** Hospitals with maternidade. */
  readonly maternity: number;
  /** Hospitals and clinics with laboratório. */
  readonly laboratories: number;
  /** Distinct cities (city + UF) of hospitals and clinics. */
  readonly cities: number;
}

/** A plan as one column of the comparison: labels, price lines and total. */
export interface ProposalColumn {
  readonly plan: ProposalPlan;
  readonly typeLabel: string;
  readonly accommodationLabel: string;
  /** Não / Sim / Parcial. */
  readonly coparticipationLabel: string;
  readonly coverageAreaLabel: string;
  /** Brackets with lives, in bracket order (none when no lives were given). */
  readonly lines: readonly ProposalPriceLine[];
  readonly totalLives: number;
  /** Σ lives × price over the brackets, integer cents (`quoteTotal`). */
  readonly totalCents: number;
  /** `formatBRL(totalCents)`. */
  readonly totalText: string;
  /** 'Tabela vigente desde 01/06/2026'. */
  readonly effectiveDateText: string;
  readonly illustrative: boolean;
  readonly network: NetworkCounts;
  /** Short network summary: '12 hospitais · 40 clínicas'. */
  readonly networkText: string;
}

/**
 * The price lines of `prices` for `lives`: one per bracket in use, in bracket order,
 * with exact cents (lives × unit) and their BRL text.
 * @throws RangeError on prices or counts that are not non-negative integers.
 */
export function priceLines(prices: PriceTable, lives: BracketCounts): ProposalPriceLine[] {
  return bracketSubtotals(prices, lives).map((line) => {
    const unitText = `${line.lives} × ${formatBRL(line.unitPriceCents)}`;
    const subtotalText = formatBRL(line.subtotalCents);
    return {
      index: line.index,
      bracketText: bracketRangeText(line.index),
      lives: line.lives,
      unitCents: line.unitPriceCents,
      subtotalCents: line.subtotalCents,
      unitText,
      subtotalText,
      text: `${unitText} = ${subtotalText}`,
    };
  });
}

function cityKey(provider: Pick<ProposalProvider, 'city' | 'uf'>): string {
  return `${foldText(provider.uf)}|${foldText(provider.city)}`;
}

/** Counts of a plan's accredited network. */
export function networkCounts(plan: Pick<ProposalPlan, 'hospitals' | 'clinics'>): NetworkCounts {
  const cities = new Set<string>();
  for (const provider of [...plan.hospitals, ...plan.clinics]) cities.add(cityKey(provider));
  return {
    hospitals: plan.hospitals.length,
    clinics: plan.clinics.length,
    emergency: plan.hospitals.filter((hospital) => hospital.emergency).length,
    maternity: plan.hospitals.filter((hospital) => hospital.maternity).length,
    laboratories: [...plan.hospitals, ...plan.clinics].filter((provider) => provider.laboratory).length,
    cities: cities.size,
  };
}

function plural(count: number, singular: string, pluralForm: string): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** '12 hospitais · 40 clínicas' ('1 hospital · 1 clínica'). */
export function networkSummaryText(counts: NetworkCounts): string {
  return `${plural(counts.hospitals, 'hospital', 'hospitais')} · ${plural(counts.clinics, 'clínica', 'clínicas')}`;
}

/** The column of one plan for the lives of the proposal. */
export function proposalColumn(plan: ProposalPlan, lives: BracketCounts): ProposalColumn {
  const totalCents = quoteTotal(plan.priceTable.pricesCents, lives);
  const network = networkCounts(plan);
  return {
    plan,
    typeLabel: planTypeLabel(plan.type),
    accommodationLabel: roomTypeLabel(plan.accommodation),
    coparticipationLabel: coparticipationShortLabel(plan.coparticipation),
    coverageAreaLabel: coverageAreaLabel(plan.coverageArea),
    lines: priceLines(plan.priceTable.pricesCents, lives),
    totalLives: totalLives(lives),
    totalCents,
    totalText: formatBRL(totalCents),
    effectiveDateText: effectiveDateText(plan.priceTable.effectiveDate),
    illustrative: plan.priceTable.illustrative,
    network,
    networkText: networkSummaryText(network),
  };
}

/**
 * One column per plan of the document, in its order: labels, a line per bracket in
 * use ('lives × R$ unit = R$ subtotal') and the monthly total (Σ lives × price, exact
 * cents, via `quoteTotal`).
 * @throws RangeError on malformed prices, counts or dates (bugs: validate first).
 */
export function proposalColumns(doc: Pick<ProposalDocument, 'plans' | 'lives'>): ProposalColumn[] {
  return doc.plans.map((plan) => proposalColumn(plan, doc.lives));
}

/**
 * The plans in pages of `perPage` (default 6), order kept: 12 plans → two pages of 6;
 * 7 → 6 + 1; none → no page.
 * @throws RangeError when `perPage` is not a positive integer.
 */
export function paginatePlans<T>(plans: readonly T[], perPage: number = PLANS_PER_PAGE): T[][] {
  if (!Number.isSafeInteger(perPage) || perPage < 1) throw new RangeError(`Invalid plans per page ${String(perPage)}: expected a positive integer`);
  const pages: T[][] = [];
  for (let start = 0; start < plans.length; start += perPage) pages.push(plans.slice(start, start + perPage));
  return pages;
}

// ---------------------------------------------------------------------------------
// Accredited network

/** Attribute codes of a provider, in this order. */
export type ProviderAttributeCode = 'H' | 'PS' | 'M' | 'Lab';

/** The legend of the attribute codes, in order. */
export const PROVIDER_ATTRIBUTE_LEGEND: readonly { readonly code: ProviderAttributeCode; readonly label: string }[] = [
  { code: 'H', label: 'Internação eletiva' },
  { code: 'PS', label: 'Pronto-socorro' },
  { code: 'M', label: 'Maternidade' },
  { code: 'Lab', label: 'Laboratório' },
];

/** 'H = Internação eletiva · PS = Pronto-socorro · M = Maternidade · Lab = Laboratório'. */
export const PROVIDER_ATTRIBUTE_LEGEND_TEXT = PROVIDER_ATTRIBUTE_LEGEND.map((entry) => `${entry.code} = ${entry.label}`).join(' · ');

/** Whether a provider has an attribute. */
export function hasProviderAttribute(provider: ProposalProvider, code: ProviderAttributeCode): boolean {
  switch (code) {
    case 'H':
      return provider.electiveAdmission;
    case 'PS':
      return provider.emergency;
    case 'M':
      return provider.maternity;
    case 'Lab':
      return provider.laboratory;
  }
}

/** The attribute codes a provider has, in legend order. */
export function providerAttributeCodes(provider: ProposalProvider): ProviderAttributeCode[] {
  return PROVIDER_ATTRIBUTE_LEGEND.map((entry) => entry.code).filter((code) => hasProviderAttribute(provider, code));
}

/** The providers of one city. */
export interface ProvidersOfCity<P extends ProposalProvider = ProposalProvider> {
  readonly city: string;
  readonly uf: string;
  /** 'São Paulo/SP' (just the city when the UF is empty). */
  readonly label: string;
  readonly providers: readonly P[];
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Lower case, accents removed, spaces collapsed: the key of a name. */
function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Providers grouped by city (city and UF compared without case or accents), cities in
 * pt-BR order ('Belém' before 'Campinas'), names in pt-BR order within a city. The
 * city's spelling is the first one met.
 */
export function providersByCity<P extends ProposalProvider>(providers: readonly P[]): ProvidersOfCity<P>[] {
  const groups = new Map<string, { city: string; uf: string; providers: P[] }>();
  for (const provider of providers) {
    const key = cityKey(provider);
    let group = groups.get(key);
    if (!group) {
      group = { city: provider.city.trim(), uf: provider.uf.trim().toUpperCase(), providers: [] };
      groups.set(key, group);
    }
    group.providers.push(provider);
  }
  return [...groups.values()]
    .sort((a, b) => collator.compare(a.city, b.city) || collator.compare(a.uf, b.uf))
    .map((group) => ({
      city: group.city,
      uf: group.uf,
      label: group.uf === '' ? group.city : `${group.city}/${group.uf}`,
      providers: [...group.providers].sort((a, b) => collator.compare(a.name, b.name)),
    }));
}

/** A hospital compared across plans: its attributes in each plan's network, or null when the plan does not have it. */
export interface NetworkMatrixRow {
  readonly name: string;
  readonly cells: readonly (readonly ProviderAttributeCode[] | null)[];
}

/** The hospitals of one city compared across plans. */
export interface NetworkMatrixCity {
  readonly city: string;
  readonly uf: string;
  /** 'São Paulo/SP'. */
  readonly label: string;
  readonly rows: readonly NetworkMatrixRow[];
}

function providerKey(provider: ProposalProvider): string {
  return `${cityKey(provider)}|${foldText(provider.name)}`;
}

/**
 * The hospitals of several plans side by side, grouped by city (pt-BR order of cities
 * and names): one row per distinct hospital (same name, city and UF, compared without
 * case or accents), with its attribute codes in each plan (null = not in that plan's
 * network). The spelling kept is the first met.
 */
export function hospitalMatrix(plans: readonly Pick<ProposalPlan, 'hospitals'>[]): NetworkMatrixCity[] {
  const first = new Map<string, ProposalProvider>();
  const perPlan = plans.map((plan) => {
    const own = new Map<string, ProposalProvider>();
    for (const hospital of plan.hospitals) {
      const key = providerKey(hospital);
      if (!own.has(key)) own.set(key, hospital);
      if (!first.has(key)) first.set(key, hospital);
    }
    return own;
  });
  return providersByCity([...first.values()]).map((city) => ({
    city: city.city,
    uf: city.uf,
    label: city.label,
    rows: city.providers.map((hospital) => {
      const key = providerKey(hospital);
      return {
        name: hospital.name.trim(),
        cells: perPlan.map((own) => {
          const found = own.get(key);
          return found ? providerAttributeCodes(found) : null;
        }),
      };
    }),
  }));
}

// ---------------------------------------------------------------------------------
// Coparticipation, carências and refunds

/** A coparticipation rule as printed: '—' where the rule has no value. */
export interface CoparticipationRuleText {
  readonly procedure: string;
  /** '30%', 'Isento' or '—'. */
  readonly percentage: string;
  /** 'R$ 25,00' or '—'. */
  readonly fixed: string;
  /** 'R$ 150,00' or '—'. */
  readonly cap: string;
}

/** Mark of a value a rule or plan does not have. */
export const NOT_INFORMED = '—';

/** The printed cells of a coparticipation rule (percentages × 100 via `formatPercent`). */
export function coparticipationRuleText(rule: ProposalCoparticipationRule): CoparticipationRuleText {
  if (rule.exempt) return { procedure: rule.procedure, percentage: 'Isento', fixed: NOT_INFORMED, cap: NOT_INFORMED };
  return {
    procedure: rule.procedure,
    percentage: rule.percentage === null ? NOT_INFORMED : formatPercent(rule.percentage),
    fixed: rule.fixedCents === null ? NOT_INFORMED : formatBRL(rule.fixedCents),
    cap: rule.capCents === null ? NOT_INFORMED : formatBRL(rule.capCents),
  };
}

/** A carência in words: 0 → 'Sem carência', 1 → '24 horas', 180 → '180 dias'. */
export function shortfallDaysText(days: number): string {
  if (days === 0) return 'Sem carência';
  if (days === 1) return '24 horas';
  return `${days} dias`;
}

/** What a carência applies to: its procedure, or its legal group's label when the procedure is empty. */
export function shortfallLabel(shortfall: ProposalShortfall): string {
  const procedure = shortfall.procedure.trim();
  if (procedure !== '') return procedure;
  if (shortfall.group !== null && isShortfallGroup(shortfall.group)) return shortfallRule(shortfall.group).label;
  return shortfall.group ?? NOT_INFORMED;
}

/** A row of a comparison matrix: a label and one cell per plan (null = the plan does not have it). */
export interface MatrixRow {
  readonly label: string;
  readonly cells: readonly (string | null)[];
}

/**
 * Rows of `label → value` pairs compared across plans: one row per distinct label
 * (compared without case, accents or extra spaces; spelled as first met), in the
 * order first met, with each plan's value or null. When a plan lists a label twice
 * the first value is kept.
 */
export function comparisonMatrix<T>(
  plans: readonly T[],
  entries: (plan: T) => readonly { readonly label: string; readonly value: string }[],
): MatrixRow[] {
  const order: string[] = [];
  const labels = new Map<string, string>();
  const values = plans.map(() => new Map<string, string>());
  plans.forEach((plan, column) => {
    for (const entry of entries(plan)) {
      const key = foldText(entry.label);
      if (!labels.has(key)) {
        labels.set(key, entry.label.trim());
        order.push(key);
      }
      const planValues = values[column];
      if (planValues && !planValues.has(key)) planValues.set(key, entry.value);
    }
  });
  return order.map((key) => ({ label: labels.get(key) ?? key, cells: values.map((planValues) => planValues.get(key) ?? null) }));
}

/** Carências compared across plans: one row per procedure, cells '180 dias', '24 horas'… or null. */
export function shortfallMatrix(plans: readonly Pick<ProposalPlan, 'shortfalls'>[]): MatrixRow[] {
  return comparisonMatrix(plans, (plan) => plan.shortfalls.map((shortfall) => ({ label: shortfallLabel(shortfall), value: shortfallDaysText(shortfall.days) })));
}

/** Refunds compared across plans: one row per procedure, cells in BRL or null. */
export function refundMatrix(plans: readonly Pick<ProposalPlan, 'refunds'>[]): MatrixRow[] {
  return comparisonMatrix(plans, (plan) => plan.refunds.map((refund) => ({ label: refund.procedure, value: formatBRL(refund.valueCents) })));
}
