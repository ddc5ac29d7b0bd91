/**
 * The comparative proposal (proposta comparativa) a broker hands to a client: what the
 * PDF shows, as plain data (the document, its plans, options and fixed texts). The pure
 * helpers that lay it out are in ./proposal-text (pt-BR formatting), ./proposal-columns
 * (prices per plan, pagination) and ./proposal-matrices (network, coparticipation,
 * carências, refunds). No PDF library here: `src/infrastructure/pdf` draws it.
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
 * | lifeInsurance, lifeInsuranceInstitution, life_quote | `lifeQuote` (./proposal-life)       |
 * | the user (name, phone, email, logo)| `broker`                                         |
 * Providers, rules, carências and refunds use the field names of the catalog
 * (`../quotation/catalog`), so a catalog `Provider`, `PlanCoparticipationRule`,
 * `PlanShortfall` or `PlanRefund` can be passed as it is.
 *
 * Errors: the document reaches the renderer validated (zod at the boundary, price tables
 * through `checkPriceTable`). A malformed date, a non-integer amount or a count that is
 * not 10 non-negative integers is a bug and throws RangeError (from ../quotation).
 */
import type { OperatorAnsProfile } from '../quotation/operator-profile';
import type {
  BracketCounts,
  CoparticipationKind,
  CoverageArea,
  PlanTypeCode,
  PriceTable,
  RoomType,
} from '../quotation';
import type { PlanCoparticipationRule, PlanRefund, Provider } from '../quotation/catalog-types';
import type { ProposalLifeQuote } from './proposal-life';
import type { AdministradoraFees, DentalAddOn, ProposalExtras } from './proposal-extras';

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
  /** Promotional prices of the first months (e.g. Hapvida's 15 % off in the first 3), or null/absent. */
  readonly promotionalPricesCents?: PriceTable | null;
  /** How many first monthly payments the promotional prices apply to, or null/absent. */
  readonly promotionalMonths?: number | null;
}

/** A hospital or clinic of a plan's accredited network: the catalog's `Provider` without its id. */
export type ProposalProvider = Omit<Provider, 'id'>;

/** Coparticipation of a procedure: the catalog's `PlanCoparticipationRule` without its id (percentage a fraction, values in cents). */
export type ProposalCoparticipationRule = Omit<PlanCoparticipationRule, 'id'>;

/** A carência (same fields as the catalog's `PlanShortfall`). */
export interface ProposalShortfall {
  /** What it applies to ('Consultas e exames simples'); may be empty, then the group's label is shown. */
  readonly procedure: string;
  /** Legal group ('urgency_emergency', 'full_term_childbirth', 'other', 'cpt') or null / any other text. */
  readonly group: string | null;
  /** Whole days; 0 = none, 1 = 24 hours. */
  readonly days: number;
}

/** A refund (reembolso) per event: the catalog's `PlanRefund` without its id (value in cents). */
export type ProposalRefund = Omit<PlanRefund, 'id'>;

/** One plan compared in the proposal: one column of the comparison. */
export interface ProposalPlan {
  /** Stable key of the plan (the catalog's plan id). */
  readonly id: number;
  /** Operator (operadora) name ('Bradesco Saúde'). */
  readonly operatorName: string;
  /** Registro ANS of the operator, only where confirmed ('005711'); null otherwise. */
  readonly ansRegistration: string | null;
  /**
   * The operator's ANS registry and quality data (IDSS, IGR; src/domain/quotation/operator-profile),
   * null when ANS publishes none, absent when not loaded (a quotation saved before it existed):
   * then the proposal prints no quality line rather than a wrong 'não publicado'.
   */
  readonly ansProfile?: OperatorAnsProfile | null;
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
  /** The administradora's fees of an adhesion plan, per life (./proposal-extras), or null/absent. */
  readonly administradoraFees?: AdministradoraFees | null;
  /** The dental add-on the broker chose for this plan (per life and month), or null/absent. */
  readonly dental?: DentalAddOn | null;
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
  /** The life quote offered with the plans (printed as 'Seguro de vida'), or none. */
  readonly lifeQuote?: ProposalLifeQuote | null;
  /** What the broker added (notes, validity, recommended plan, client's contact), or none. */
  readonly extras?: ProposalExtras | null;
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
