/**
 * Use cases of the life service: accept a quotation request (stored as pending, answered
 * at once), compute it in the background with the shared domain engine
 * (src/domain/life/quote.ts), store the outcome and push it on the cable to the broker's
 * QuotationChannel stream; deliver what a broker missed while its socket was down.
 *
 * Wire ↔ domain mapping lives here too (lifeQuoteInputOf, lifeResultWireOf): the routes
 * stay thin and the domain never sees snake_case.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  LifeInstitutionWire,
  LifeQuotationAcceptedWire,
  LifeQuotationRequestWire,
  LifeQuotationResultWire,
  LifeQuoteCoverageWire,
  LifeQuoteWire,
} from '../../../src/contract/life';
import { centsToDecimalText, quoteLife, type LifeCoverageCode, type LifeQuote, type LifeQuoteCoverage, type LifeQuoteInput, type LifeQuoteOutcome } from '../../../src/domain/life';
import { isoDateInZone } from '../../src/lib/dates';
import type { AuthenticatedUser } from '../../src/use-cases/authenticate';
import type { CableServer } from '../cable/action-cable';
import type { LifeDatabase } from '../db/database';
import type { ProfessionIndex } from '../professions';
import { claimDelivery, claimUndelivered, completeQuotation, insertPendingQuotation, nextQuoteNumber } from '../repositories/life-quotations.repository';

/** pt-BR message of a result the service failed to compute (a bug, logged). */
export const LIFE_COMPUTE_ERROR_MESSAGE = 'Não foi possível calcular a cotação agora. Tente novamente em alguns instantes.';

/** What the use cases need. */
export interface LifeQuotationDeps {
  db: LifeDatabase;
  /** Current time (injected; tests move it). The quote day is its date in Brasília. */
  clock: () => Date;
  professions: ProfessionIndex;
  cable: Pick<CableServer, 'broadcast' | 'subscriberCount'>;
  /** Runs a background task (default: after the answer, tracked so `idle()` can wait for it). */
  jobs: BackgroundJobs;
  log: FastifyBaseLogger;
  /** New quotation ids (default random UUIDs). */
  newId?: () => string;
}

/** Background tasks started by requests, awaited by tests and on shutdown. */
export interface BackgroundJobs {
  run(task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished. */
  idle(): Promise<void>;
}

/** Background jobs on `setImmediate`: a task starts after the current request's answer. */
export function createBackgroundJobs(onError: (error: unknown) => void): BackgroundJobs {
  const running = new Set<Promise<void>>();
  return {
    run(task) {
      const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch(onError)
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

/** The cable stream of one broker's quotations for one institution. */
export function quotationStream(userId: number, company: string): string {
  return `life:quotations:${userId}:${company}`;
}

/** Outcome of {@link requestQuotation}. */
export type RequestQuotationResult = { kind: 'accepted'; accepted: LifeQuotationAcceptedWire } | { kind: 'unknown_profession' };

/**
 * Stores the request as pending and schedules its computation; answers at once.
 * `unknown_profession` when `profissao` is not in the occupations list.
 */
export async function requestQuotation(
  deps: LifeQuotationDeps,
  caller: AuthenticatedUser,
  company: LifeInstitutionWire,
  request: LifeQuotationRequestWire,
): Promise<RequestQuotationResult> {
  const professionTitle = deps.professions.titleOf(request.profissao);
  if (professionTitle === undefined) return { kind: 'unknown_profession' };
  const id = (deps.newId ?? randomUUID)();
  const createdAt = deps.clock();
  await insertPendingQuotation(deps.db.life, { id, userId: caller.id, accountId: caller.accountId, company, memberId: request.member_id, request, createdAt });
  deps.jobs.run(() => computeQuotation(deps, { id, userId: caller.id, company, request, professionTitle }));
  return { kind: 'accepted', accepted: { id, status: 'pending', company, member_id: request.member_id, created_at: createdAt.toISOString() } };
}

/**
 * Computes a stored quotation, stores its outcome and sends it to the broker's subscribed
 * sockets (claiming delivery first, so a result goes out once); with no socket subscribed
 * the result waits for the broker's next subscription ({@link deliverPending}).
 */
export async function computeQuotation(
  deps: LifeQuotationDeps,
  quotation: { id: string; userId: number; company: LifeInstitutionWire; request: LifeQuotationRequestWire; professionTitle: string },
): Promise<void> {
  const now = deps.clock();
  const today = isoDateInZone(now);
  let result: LifeQuotationResultWire;
  let quoteNumber: string | null = null;
  try {
    quoteNumber = await nextQuoteNumber(deps.db.life, Number(today.slice(0, 4)));
    const outcome = quoteLife(lifeQuoteInputOf(quotation.request, quotation.professionTitle), { today, quoteNumber });
    result = lifeResultWireOf(outcome, { quotationId: quotation.id, memberId: quotation.request.member_id, company: quotation.company });
    if (outcome.kind === 'refused') quoteNumber = null;
  } catch (error) {
    deps.log.error({ err: error, quotation: quotation.id }, 'falha ao calcular cotação de vida / life quotation failed');
    result = { type: 'quotation_result', status: 'error', quotation_id: quotation.id, member_id: quotation.request.member_id, company: quotation.company, message: LIFE_COMPUTE_ERROR_MESSAGE };
    quoteNumber = null;
  }
  await completeQuotation(deps.db.life, quotation.id, { status: result.status, result, quoteNumber, completedAt: now });
  const stream = quotationStream(quotation.userId, quotation.company);
  if (deps.cable.subscriberCount(stream) === 0) return;
  if (await claimDelivery(deps.db.life, quotation.id, deps.clock())) deps.cable.broadcast(stream, result);
}

/** Sends a broker the results it has not received yet (oldest first), marking them delivered. */
export async function deliverPending(deps: Pick<LifeQuotationDeps, 'db' | 'clock'>, userId: number, company: string, transmit: (message: unknown) => void): Promise<number> {
  const rows = await claimUndelivered(deps.db.life, userId, company, deps.clock());
  for (const row of rows) transmit(row.result);
  return rows.length;
}

/** The domain input of a validated request. */
export function lifeQuoteInputOf(request: LifeQuotationRequestWire, professionTitle: string): LifeQuoteInput {
  const chosen: Array<[LifeCoverageCode, boolean, number | undefined]> = [
    ['MORTE', true, request.capital_morte_cents],
    ['MORTE_ACIDENTAL', request.morte_acidental, request.capital_morte_acidental_cents],
    ['IPA', request.ipa, request.capital_ipa_cents],
    ['DOENCAS_GRAVES', request.doencas_graves, request.capital_doencas_graves_cents],
    ['DIT', request.dit, request.diaria_dit_cents],
    ['DIH', request.dih, request.diaria_dih_cents],
    ['ASSISTENCIA_FUNERAL', request.assistencia_funeral, request.capital_assistencia_funeral_cents],
    ['CONJUGE', request.conjuge, request.capital_conjuge_cents],
  ];
  const capitals: Partial<Record<LifeCoverageCode, number>> = {};
  for (const [code, selected, capital] of chosen) if (selected && capital !== undefined) capitals[code] = capital;
  return {
    memberId: request.member_id,
    birthDate: request.data_nascimento,
    sex: request.sexo,
    professionCode: request.profissao,
    professionTitle,
    monthlyIncomeCents: request.renda_mensal_cents,
    smoker: request.fumante,
    capitals,
    ...(request.conjuge && request.data_nascimento_conjuge && request.sexo_conjuge ? { spouse: { birthDate: request.data_nascimento_conjuge, sex: request.sexo_conjuge } } : {}),
    dps: {
      DPS_DOENCA_GRAVE: request.dps_doenca_grave,
      DPS_INTERNACAO: request.dps_internacao,
      DPS_AFASTAMENTO: request.dps_afastamento,
      DPS_ESPORTE_RISCO: request.dps_esporte_risco,
    },
  };
}

function coverageWire(coverage: LifeQuoteCoverage): LifeQuoteCoverageWire {
  return {
    code: coverage.code,
    title: coverage.title,
    group: coverage.group,
    capital_kind: coverage.capitalKind,
    capital_cents: coverage.capitalCents,
    annual_rate: coverage.annualRate,
    yearly_premium_cents: coverage.yearlyPremiumCents,
    monthly_price_cents: coverage.monthlyPriceCents,
  };
}

/** The wire form of a domain quote. */
export function lifeQuoteWireOf(quote: LifeQuote): LifeQuoteWire {
  return {
    title: quote.title,
    price: centsToDecimalText(quote.monthlyPriceCents),
    monthly_price_cents: quote.monthlyPriceCents,
    yearly_premium_cents: quote.yearlyPremiumCents,
    details: { quote_number: quote.details.quoteNumber, issued_on: quote.details.issuedOn, final_validity: quote.details.finalValidity, days: quote.details.days },
    person: {
      member_id: quote.person.memberId,
      birth_date: quote.person.birthDate,
      age: quote.person.age,
      sex: quote.person.sex,
      profession_code: quote.person.professionCode,
      profession: quote.person.profession,
      monthly_income_cents: quote.person.monthlyIncomeCents,
      smoker: quote.person.smoker,
    },
    coverage_groups: quote.coverageGroups.map((group) => ({ code: group.code, title: group.title, yearly_premium_cents: group.yearlyPremiumCents, coverages: group.coverages.map(coverageWire) })),
    coverages: quote.coverages.map(coverageWire),
    rules: { questionnaire_id: quote.rules.questionnaireId, questionnaires: quote.rules.questionnaires },
    model: { table: quote.model.table, table_year: quote.model.tableYear, loading: quote.model.loading, illustrative: true, note: quote.model.note },
  };
}

/** The cable message of an outcome. */
export function lifeResultWireOf(outcome: LifeQuoteOutcome, ids: { quotationId: string; memberId: string; company: LifeInstitutionWire }): LifeQuotationResultWire {
  const base = { type: 'quotation_result' as const, quotation_id: ids.quotationId, member_id: ids.memberId, company: ids.company };
  if (outcome.kind === 'quoted') return { ...base, status: 'quoted', quotes: [lifeQuoteWireOf(outcome.quote)] };
  return {
    ...base,
    status: 'refused',
    refusals: outcome.refusals.map((refusal) => ({
      code: refusal.code,
      representative_message: refusal.representativeMessage,
      ...(refusal.coverage ? { coverage: refusal.coverage } : {}),
      ...(refusal.question ? { question: refusal.question } : {}),
    })),
  };
}

