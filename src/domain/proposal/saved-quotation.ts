/**
 * The saved quotation (spec point 3 "Quotation") as the SPA uses it: the plans as they
 * were quoted (prices per bracket in cents and the table's effective date), the lives,
 * the client's name, what to show, the broker at save time and, when the broker included
 * it, the life quote as quoted. `/comparacao-pdf/{code}` rebuilds the proposal from it
 * alone, so the PDF shows the prices of the day it was saved.
 */
import type { BracketCounts } from '../quotation/age-buckets';
import type { PlanDetail } from '../quotation/catalog';
import type { PlanTypeCode } from '../quotation/plan-types';
import {
  proposalOptionsFromQuotation,
  type ProposalDocument,
  type ProposalLogo,
  type ProposalOptions,
  type ProposalPlan,
} from './proposal';
import { LIFE_INSURANCE_INSTITUTION_IDS, type ProposalLifeQuote } from './proposal-life';
import type { DentalAddOn, ProposalExtras } from './proposal-extras';
import type { QuotationClient } from './client';

/** An id and a name (entities, companies, the life-insurance operator). */
export interface NamedRef {
  readonly id: number;
  readonly name: string;
}

/** A plan as quoted: the proposal's plan plus its operator's id. */
export interface QuotedPlan extends ProposalPlan {
  readonly institutionId: number;
}

/** The broker who saved the proposal. */
export interface QuotationBroker {
  readonly name: string;
  /** Digits only. */
  readonly phone: string;
  readonly email: string;
  readonly logoUrl: string | null;
}

/** Information sections of the proposal. */
export interface ProposalInfos {
  readonly network: boolean;
  readonly coparticipation: boolean;
  readonly shortfalls: boolean;
  readonly refunds: boolean;
}

/** What a quotation holds. */
export interface QuotationData {
  readonly clientName: string;
  /** The client's phone, e-mail, CPF/CNPJ and city; absent or null on older quotations. */
  readonly client?: QuotationClient | null;
  readonly type: PlanTypeCode;
  readonly lives: BracketCounts;
  /** Network, coparticipation, carências and refunds shown (together). */
  readonly showProposalInfos: boolean;
  /** The broker's logo shown. */
  readonly showProposalPhoto: boolean;
  /** The sections ticked one by one (showProposalInfos is true when any is). */
  readonly proposalInfos: ProposalInfos;
  readonly plans: readonly QuotedPlan[];
  readonly similarEntities: readonly NamedRef[];
  readonly similarCompanies: readonly NamedRef[];
  /** True when the proposal holds a life quote (`lifeQuote`); set with {@link withLifeQuote}. */
  readonly lifeInsurance: boolean;
  /** The life quote's insurer (id of `LIFE_INSURANCE_INSTITUTION_IDS`, name as quoted), or null. */
  readonly lifeInsuranceInstitution: NamedRef | null;
  /** The life quote as quoted, or none (absent = none). */
  readonly lifeQuote?: ProposalLifeQuote | null;
  /** What the broker added: notes, validity, recommended plan, client's contact (absent = none). */
  readonly extras?: ProposalExtras | null;
  readonly broker: QuotationBroker;
}

/** The life insurer of a quotation's `lifeInsuranceInstitution`: its id and its name as quoted. */
export function lifeInsuranceInstitutionOf(lifeQuote: ProposalLifeQuote): NamedRef {
  return { id: LIFE_INSURANCE_INSTITUTION_IDS[lifeQuote.institution], name: lifeQuote.insurerName };
}

/**
 * `data` holding `lifeQuote` (or none): `lifeInsurance` and `lifeInsuranceInstitution` are set
 * to match it, so the three never disagree (the server refuses a quotation where they do).
 */
export function withLifeQuote<T extends QuotationData>(data: T, lifeQuote: ProposalLifeQuote | null): T {
  return {
    ...data,
    lifeInsurance: lifeQuote !== null,
    lifeInsuranceInstitution: lifeQuote ? lifeInsuranceInstitutionOf(lifeQuote) : null,
    lifeQuote,
  };
}

/** A quotation as saved. */
export interface SavedQuotation {
  readonly code: string;
  readonly data: QuotationData;
  /** ISO 8601 instant. */
  readonly createdAt: string;
  /** Plans whose price table was replaced since the quotation was saved; absent or empty: none. */
  readonly tableUpdates?: readonly ReplacedTable[];
}

/** A plan of a saved quotation whose table was replaced: the dates (ISO) of the quoted and of today's table. */
export interface ReplacedTable {
  readonly planId: number;
  readonly planName: string;
  readonly quotedDate: string;
  readonly currentDate: string;
}

/** 'Tabela atualizada em 01/12/2026 — valores desta proposta são de 01/06/2026'. */
export function replacedTableText(replaced: ReplacedTable): string {
  const day = (iso: string) => iso.split('-').reverse().join('/');
  return `Tabela atualizada em ${day(replaced.currentDate)} — valores desta proposta são de ${day(replaced.quotedDate)}`;
}

/** A catalog plan (loaded in full) as quoted now: the price table it shows today. */
export function quotedPlanFromDetail(plan: PlanDetail): QuotedPlan {
  const strip = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;
  return {
    id: plan.id,
    institutionId: plan.institution.id,
    operatorName: plan.institution.name,
    ansRegistration: plan.institution.ansRegistration,
    ansProfile: plan.institution.ansProfile ?? null,
    planName: plan.name,
    type: plan.type,
    accommodation: plan.accommodation,
    coparticipation: plan.coparticipation,
    coverageArea: plan.coverageArea,
    segmentation: plan.segmentation === '' ? null : plan.segmentation,
    administradora: plan.administradora,
    priceTable: {
      effectiveDate: plan.priceTable.effectiveDate,
      illustrative: !plan.priceTable.real,
      pricesCents: plan.priceTable.pricesCents,
      promotionalPricesCents: plan.priceTable.promotionalPricesCents,
      promotionalMonths: plan.priceTable.promotionalPricesCents ? (plan.priceTable.promotionalMonths ?? null) : null,
    },
    administradoraFees: plan.administradoraFees ?? null,
    dental: null,
    hospitals: plan.hospitals.map(strip),
    clinics: plan.clinics.map(strip),
    coparticipationRules: plan.coparticipationRules.map(strip),
    shortfalls: plan.shortfalls.map((shortfall) => ({ group: shortfall.group, procedure: shortfall.procedure, days: shortfall.days })),
    refunds: plan.refunds.map(strip),
  };
}

/** `plans` with the dental add-on of plan `planId` set (or removed, null); other plans unchanged. */
export function withDentalAddOn<T extends QuotedPlan>(plans: readonly T[], planId: number, dental: DentalAddOn | null): T[] {
  return plans.map((plan) => (plan.id === planId ? { ...plan, dental } : plan));
}

/** The similar entities of the plans' operators, once each, in order met. */
export function similarEntitiesOf(plans: readonly PlanDetail[]): NamedRef[] {
  const seen = new Map<number, NamedRef>();
  for (const plan of plans) {
    for (const entity of plan.institution.similarEntities) if (!seen.has(entity.id)) seen.set(entity.id, { id: entity.id, name: entity.name });
  }
  return [...seen.values()];
}

/**
 * The proposal document of a saved quotation: its plans, lives and options; `date` the
 * day the PDF is made (ISO); `logo` the broker's logo bytes (only used with showProposalPhoto).
 */
export function proposalDocumentFromQuotation(data: QuotationData, date: string, logo: ProposalLogo | null): ProposalDocument {
  return {
    broker: { name: data.broker.name, phone: data.broker.phone, email: data.broker.email, logo: data.showProposalPhoto ? logo : null },
    clientName: data.clientName,
    date,
    options: proposalOptionsOf(data),
    lives: data.lives,
    plans: data.plans,
    lifeQuote: data.lifeQuote ?? null,
    extras: data.extras ?? null,
  };
}

/** The proposal's options: each ticked section, the logo when asked for. */
export function proposalOptionsOf(data: Pick<QuotationData, 'showProposalInfos' | 'showProposalPhoto' | 'proposalInfos'>): ProposalOptions {
  if (!data.showProposalInfos) return proposalOptionsFromQuotation(data);
  return {
    showNetwork: data.proposalInfos.network,
    showCoparticipation: data.proposalInfos.coparticipation,
    showShortfalls: data.proposalInfos.shortfalls,
    showRefunds: data.proposalInfos.refunds,
    showLogo: data.showProposalPhoto,
  };
}

/** A safe file name for the PDF: 'proposta-maria-jose-da-conceicao.pdf'. */
export function proposalFileName(clientName: string): string {
  const slug = clientName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `proposta-${slug === '' ? 'cliente' : slug}.pdf`;
}

/** The WhatsApp message with the link (pt-BR). */
export function whatsappMessage(clientName: string, link: string): string {
  return `Olá, ${clientName}! Segue a proposta comparativa de planos de saúde que preparei para você: ${link}`;
}

/**
 * `https://wa.me/<number>?text=…` with the message: straight to the client's chat when the
 * client's phone is known (`clientPhone`, digits with DDD; Brazil's country code 55 added),
 * otherwise `https://wa.me/?text=…` (WhatsApp asks whom to send it to).
 */
export function whatsappShareUrl(clientName: string, link: string, clientPhone?: string | null): string {
  const digits = (clientPhone ?? '').replace(/\D/g, '');
  const number = digits.length === 10 || digits.length === 11 ? `55${digits}` : '';
  return `https://wa.me/${number}?text=${encodeURIComponent(whatsappMessage(clientName, link))}`;
}
