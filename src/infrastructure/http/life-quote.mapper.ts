/**
 * Translation between the life service's wire (src/contract/life.ts, snake_case, validated
 * with zod) and the application's values (camelCase, src/application/life). No rules here:
 * what a result means for the wizard is decided by `lifeQuoteOutcome` (application).
 * Shared by the HTTP adapter, the ActionCable adapter and the fake (which speaks the wire
 * too, so the three read results the same way).
 */
import type {
  LifeLinkStatus,
  LifeProposalLink,
  LifeQuestionnaire,
  LifeQuotationRequest,
  LifeQuotationResult,
  LifeSavedItem,
  LifeSavedPage,
  SavedLifeProposal,
  SavedLifeQuotation,
  SharedLifeProposal,
  SharedLifeProposalSummary,
} from '../../application/life/life-quote-gateway';
import type { LifeGeneratedLinkWire, LifeImplantationStatusWire, LifeSharedProposalSummaryWire, LifeSharedProposalWire } from '../../contract/life-proposal';
import type { LifeSavedItemWire, LifeSavedListWire, LifeSavedProposalWire, LifeSavedQuotationWire } from '../../contract/life-saved';
import {
  lifeQuotationResultWire,
  type LifeQuestionWire,
  type LifeQuestionsResponseWire,
  type LifeQuoteWire,
} from '../../contract/life';
import { answerKey, type LifeAnswerValue, type LifeQuestion } from '../../domain/life/questions';
import type { LifeQuote } from '../../domain/life/quote';

/** A question of the wire as the domain's {@link LifeQuestion}. */
export function toLifeQuestion(wire: LifeQuestionWire): LifeQuestion {
  return {
    code: wire.code,
    label: wire.label,
    section: wire.section,
    kind: wire.kind,
    required: wire.required,
    ...(wire.options ? { options: wire.options.map((option) => ({ value: option.value, label: option.label })) } : {}),
    ...(wire.min_cents !== undefined ? { minCents: wire.min_cents } : {}),
    ...(wire.max_cents !== undefined ? { maxCents: wire.max_cents } : {}),
    ...(wire.min_age !== undefined ? { minAge: wire.min_age } : {}),
    ...(wire.max_age !== undefined ? { maxAge: wire.max_age } : {}),
    ...(wire.depends_on ? { dependsOn: { code: wire.depends_on.code, equals: wire.depends_on.equals } } : {}),
    ...(wire.default_value !== undefined ? { defaultValue: wire.default_value } : {}),
    ...(wire.coverage ? { coverage: wire.coverage } : {}),
    ...(wire.help ? { help: wire.help } : {}),
  };
}

/** `GET /v1/{institution}/questions` as a {@link LifeQuestionnaire}. */
export function toLifeQuestionnaire(wire: LifeQuestionsResponseWire): LifeQuestionnaire {
  return { institution: wire.institution, questionnaireId: wire.questionnaire_id, questions: wire.questions.map(toLifeQuestion) };
}

/**
 * The body of `POST /v1/{institution}/quotation`: `member_id` plus one key per answer, the
 * question code lower-cased (spec point 7).
 */
export function toQuotationRequestBody(request: LifeQuotationRequest): Record<string, unknown> {
  const body: Record<string, unknown> = { member_id: request.memberId };
  for (const [code, value] of Object.entries(request.answers)) body[answerKey(code)] = value;
  if (request.client && (request.client.name.trim() !== '' || request.client.phone !== '')) body.client = { name: request.client.name.trim(), phone: request.client.phone };
  return body;
}

/** Keys of a stored request that are not answers. */
const NOT_ANSWERS = new Set(['member_id', 'client']);

/** A stored quotation request (lower-cased codes) back as the wizard's answers (question codes, upper snake case). */
export function answersOfRequest(request: Readonly<Record<string, unknown>>): Record<string, LifeAnswerValue> {
  const answers: Record<string, LifeAnswerValue> = {};
  for (const [key, value] of Object.entries(request)) {
    if (NOT_ANSWERS.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') answers[key.toUpperCase()] = value;
  }
  return answers;
}

/** One saved item of the wire. */
export function toLifeSavedItem(wire: LifeSavedItemWire): LifeSavedItem {
  return {
    kind: wire.kind,
    id: wire.id,
    quotationId: wire.quotation_id,
    createdAt: wire.created_at,
    client: { ...wire.client },
    title: wire.title,
    quoteNumber: wire.quote_number,
    monthlyPriceCents: wire.monthly_price_cents,
    validUntil: wire.valid_until,
    linkExpiresAt: wire.link_expires_at,
  };
}

/** A page of the wire's saved list. */
export function toLifeSavedPage(wire: LifeSavedListWire): LifeSavedPage {
  return { count: wire.count, items: wire.results.map(toLifeSavedItem), hasNext: wire.next !== null, hasPrevious: wire.previous !== null };
}

/** A saved quotation of the wire. */
export function toSavedLifeQuotation(wire: LifeSavedQuotationWire): SavedLifeQuotation {
  return { quotationId: wire.id, memberId: wire.member_id, createdAt: wire.created_at, client: { ...wire.client }, answers: answersOfRequest(wire.request), quotes: wire.quotes.map(toLifeQuote) };
}

/** A saved proposal of the wire (its client: the name and phone typed on the proposal). */
export function toSavedLifeProposal(wire: LifeSavedProposalWire): SavedLifeProposal {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    implantationId: wire.id,
    quotationId: wire.quotation_id,
    createdAt: wire.created_at,
    linkExpiresAt: wire.link_expires_at,
    proposal: wire.proposal,
    quote: toLifeQuote(wire.quote),
    answers: answersOfRequest(wire.request),
    client: { name: text(wire.proposal.name), phone: text(wire.proposal.phone) },
  };
}

/** A quote of the wire as the domain's {@link LifeQuote} (money stays integer cents). */
export function toLifeQuote(wire: LifeQuoteWire): LifeQuote {
  const coverage = (item: LifeQuoteWire['coverages'][number]) => ({
    code: item.code,
    title: item.title,
    group: item.group,
    capitalKind: item.capital_kind,
    capitalCents: item.capital_cents,
    annualRate: item.annual_rate,
    yearlyPremiumCents: item.yearly_premium_cents,
    monthlyPriceCents: item.monthly_price_cents,
  });
  return {
    title: wire.title,
    monthlyPriceCents: wire.monthly_price_cents,
    yearlyPremiumCents: wire.yearly_premium_cents,
    details: {
      quoteNumber: wire.details.quote_number,
      issuedOn: wire.details.issued_on,
      finalValidity: wire.details.final_validity,
      days: wire.details.days,
    },
    person: {
      memberId: wire.person.member_id,
      birthDate: wire.person.birth_date,
      age: wire.person.age,
      sex: wire.person.sex,
      professionCode: wire.person.profession_code,
      profession: wire.person.profession,
      monthlyIncomeCents: wire.person.monthly_income_cents,
      smoker: wire.person.smoker,
    },
    coverageGroups: wire.coverage_groups.map((group) => ({
      code: group.code,
      title: group.title,
      yearlyPremiumCents: group.yearly_premium_cents,
      coverages: group.coverages.map(coverage),
    })),
    coverages: wire.coverages.map(coverage),
    rules: { questionnaireId: wire.rules.questionnaire_id, questionnaires: wire.rules.questionnaires.map((item) => ({ ...item })) },
    model: { table: wire.model.table, tableYear: wire.model.table_year, loading: wire.model.loading, illustrative: true, note: wire.model.note },
  };
}

function readId(raw: unknown, key: string): string | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = (raw as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

/**
 * A message received on QuotationChannel (already JSON-decoded) as a
 * {@link LifeQuotationResult}; anything that does not parse is `unreadable`, with the ids
 * when they can still be read.
 */
export function toLifeQuotationResult(raw: unknown): LifeQuotationResult {
  const parsed = lifeQuotationResultWire.safeParse(raw);
  if (!parsed.success) return { kind: 'unreadable', quotationId: readId(raw, 'quotation_id'), memberId: readId(raw, 'member_id') };
  const result = parsed.data;
  const ids = { quotationId: result.quotation_id, memberId: result.member_id };
  switch (result.status) {
    case 'quoted':
      return { kind: 'quoted', ...ids, quotes: result.quotes.map(toLifeQuote) };
    case 'refused':
      return { kind: 'refused', ...ids, refusals: result.refusals.map((refusal) => ({ code: refusal.code, message: refusal.representative_message })) };
    case 'error':
      return { kind: 'failed', ...ids, message: result.message };
  }
}

/** The client's anonymous page (`lifeSharedProposalSummaryWire`) as a {@link SharedLifeProposalSummary}. */
export function toSharedLifeProposalSummary(wire: LifeSharedProposalSummaryWire): SharedLifeProposalSummary {
  const { summary } = wire;
  return {
    institution: wire.institution,
    createdAt: wire.created_at,
    expiresAt: wire.expires_at,
    broker: { name: wire.broker.name, email: wire.broker.email, phone: wire.broker.phone },
    summary: {
      name: summary.name,
      title: summary.title,
      price: summary.price,
      monthlyPriceCents: summary.monthly_price_cents,
      quoteNumber: summary.quote_number,
      finalValidity: summary.final_validity,
      coverages: summary.coverages.map((coverage) => ({ code: coverage.code, title: coverage.title, capitalKind: coverage.capital_kind, capitalCents: coverage.capital_cents })),
    },
    cpfDigits: wire.proof.cpf_digits,
  };
}

/** The client's proposal after the proof (`lifeSharedProposalWire`) as a {@link SharedLifeProposal}. */
export function toSharedLifeProposal(wire: LifeSharedProposalWire): SharedLifeProposal {
  const { proposal } = wire;
  return {
    institution: wire.institution,
    createdAt: wire.created_at,
    expiresAt: wire.expires_at,
    broker: { name: wire.broker.name, email: wire.broker.email, phone: wire.broker.phone },
    quote: toLifeQuote(wire.quote),
    proposal: {
      name: proposal.name,
      cpfMasked: proposal.cpf_masked,
      email: proposal.email,
      address: { city: proposal.address.city, uf: proposal.address.uf },
      beneficiaries: proposal.beneficiaries.map((beneficiary) => ({ name: beneficiary.name, sharePercent: beneficiary.share_percent })),
      bank: { code: proposal.bank.code, name: proposal.bank.name, accountEnd: proposal.bank.account_end },
      payment: { method: proposal.payment.method, installments: proposal.payment.installments, intervalDays: proposal.payment.interval_days, companyCode: proposal.payment.company_code },
    },
  };
}

/** The client's link just generated, from the service's wire. */
export function toGeneratedLifeLink(wire: LifeGeneratedLinkWire): LifeProposalLink {
  return { implantationId: wire.id, url: wire.link, expiresAt: wire.expires_at };
}

/** The broker's view of a link, from the service's wire. */
export function toLifeLinkStatus(wire: LifeImplantationStatusWire): LifeLinkStatus {
  return { implantationId: wire.id, expiresAt: wire.expires_at, locked: wire.locked, openings: wire.openings.map((opening) => ({ kind: opening.kind, at: opening.at })) };
}
