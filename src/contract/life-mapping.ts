/**
 * Wire ↔ domain mapping of the life service (src/contract/life.ts ↔ src/domain/life), written
 * once: the service's use cases (server/life) map with these, and the SPA's fake service
 * (src/infrastructure/fake) runs those use cases, so the fake answers what the service answers.
 */
import type {
  LifeInstitutionWire,
  LifeQuestionsResponseWire,
  LifeQuotationRequestWire,
  LifeQuotationResultWire,
  LifeQuoteCoverageWire,
  LifeQuoteWire,
} from './life';
import { LIFE_FIELD_MESSAGES } from './life';
import { typedClientContact, type TypedClientContact } from './clients';
import { QUOTATION_CLIENT_UNKNOWN_MESSAGE } from './quotation';
import { lifeQuotationAdmission, type LifeQuotationAdmission } from '../domain/life/quotation-request';
import { centsToDecimalText, LIFE_QUESTIONNAIRE_ID, LIFE_QUESTIONS, type LifeCoverageCode, type LifeInstitution, type LifeQuestion, type LifeQuote, type LifeQuoteCoverage, type LifeQuoteInput, type LifeQuoteOutcome } from '../domain/life';

/**
 * The domain's admission of a validated request (src/domain/life/quotation-request.ts) with what
 * the back end found: the title of its occupation code (undefined when unknown), and whether the
 * picked client (`client.client_id`) is the caller's account's (undefined when none was picked);
 * a typed name and phone become the contact the storage finds or creates.
 */
export function lifeRequestAdmission(request: LifeQuotationRequestWire, found: { professionTitle: string | undefined; pickedClientKnown: boolean | undefined }): LifeQuotationAdmission<TypedClientContact> {
  const pickedId = request.client?.client_id;
  const typedContact = request.client && pickedId === undefined ? typedClientContact({ name: request.client.name, phone: request.client.phone }) : null;
  return lifeQuotationAdmission(found, { pickedId, typedContact });
}

/** The 400 body of a request the admission refused (`{"profissao": […]}` or `{"client": […]}`). */
export const LIFE_ADMISSION_REFUSALS: Record<Exclude<LifeQuotationAdmission<unknown>['kind'], 'accepted'>, Record<string, string[]>> = {
  unknown_profession: { profissao: [LIFE_FIELD_MESSAGES.professionUnknown] },
  unknown_client: { client: [QUOTATION_CLIENT_UNKNOWN_MESSAGE] },
};

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

/** The wire form of a question. */
function questionWire(question: LifeQuestion): LifeQuestionsResponseWire['questions'][number] {
  return {
    code: question.code,
    label: question.label,
    section: question.section,
    kind: question.kind,
    required: question.required,
    ...(question.options ? { options: question.options.map((option) => ({ ...option })) } : {}),
    ...(question.minCents !== undefined ? { min_cents: question.minCents } : {}),
    ...(question.maxCents !== undefined ? { max_cents: question.maxCents } : {}),
    ...(question.minAge !== undefined ? { min_age: question.minAge } : {}),
    ...(question.maxAge !== undefined ? { max_age: question.maxAge } : {}),
    ...(question.dependsOn ? { depends_on: { ...question.dependsOn } } : {}),
    ...(question.defaultValue !== undefined ? { default_value: question.defaultValue } : {}),
    ...(question.coverage ? { coverage: question.coverage } : {}),
    ...(question.help ? { help: question.help } : {}),
  };
}

/** `GET /v1/{institution}/questions`: the institution's questionnaire (the domain's LIFE_QUESTIONS, in order). */
export function questionnaireWire(institution: LifeInstitution): LifeQuestionsResponseWire {
  return { institution, questionnaire_id: LIFE_QUESTIONNAIRE_ID, questions: LIFE_QUESTIONS.map(questionWire) };
}
