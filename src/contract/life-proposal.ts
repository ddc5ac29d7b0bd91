/**
 * The light half of the implantation contract (see life-implantation.ts for the
 * calls): the messages, the answers of generate_link and of the client's page and the mapping
 * of 400 keys to the form's fields (the form's values are src/domain/life/implantation-form.ts)
 * — what the SPA's first chunk needs, without the reference lists (banks) that the request
 * schema validates against.
 */
import { z } from 'zod';
import { lifeInstitutionWire, lifeQuoteWire, type LifeQuoteWire } from './life';

/** pt-BR messages of the submit (spec point 8 "Form submit"). */
export const LIFE_FORM_SUBMIT_MESSAGES = {
  success: 'Formulário enviado com sucesso!',
  failure: 'Erro ao enviar formulário, por favor tente novamente!',
} as const;

/** 404 / 410 `detail` of the public proposal page. */
export const LIFE_PROPOSAL_LINK_MESSAGES = {
  notFound: 'Proposta não encontrada.',
  expired: 'Este link de proposta expirou. Peça um novo link ao seu corretor.',
  quotationNotFound: 'Cotação não encontrada.',
  idInvalid: 'Informe o identificador da implantação (UUID).',
  age: 'A idade não confere com a data de nascimento.',
  proofFailed: 'Os dados informados não conferem com os da proposta.',
  proofLocked: 'Muitas tentativas com dados que não conferem. Peça ao seu corretor para renovar o link.',
  proofThrottled: 'Muitas tentativas a partir desta conexão. Tente novamente mais tarde.',
  birthDateInvalid: 'Informe a data de nascimento (DD/MM/AAAA).',
  cpfEndInvalid: 'Informe os 4 últimos dígitos do CPF.',
  implantationNotFound: 'Proposta não encontrada.',
} as const;

/**
 * How many of the CPF's last digits the client types to prove who he is (with his birth
 * date): the last 4 (two of the base and the two check digits): 10,000 combinations for
 * someone who knows the birth date, against at most {@link LIFE_PROPOSAL_PROOF_ATTEMPTS}
 * wrong tries per link.
 */
export const LIFE_PROPOSAL_CPF_DIGITS = 4;

/** Wrong proofs a link admits before it locks (until the broker renews it): the domain's (src/domain/life/proposal-link.ts). */
export { LIFE_PROPOSAL_PROOF_ATTEMPTS } from '../domain/life/proposal-link';

/** `POST /v1/{institution}/proposals/{token}/proof`: the client's birth date (ISO) and the last CPF digits. */
export const lifeProposalProofWire = z.object({
  birth_date: z.string({ error: LIFE_PROPOSAL_LINK_MESSAGES.birthDateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, LIFE_PROPOSAL_LINK_MESSAGES.birthDateInvalid),
  cpf_end: z.string({ error: LIFE_PROPOSAL_LINK_MESSAGES.cpfEndInvalid }).regex(new RegExp(`^\\d{${LIFE_PROPOSAL_CPF_DIGITS}}$`), LIFE_PROPOSAL_LINK_MESSAGES.cpfEndInvalid),
});
export type LifeProposalProofWire = z.infer<typeof lifeProposalProofWire>;

/** 403 of a wrong proof: how many tries the link still admits. */
export const lifeProposalProofRefusedWire = z.object({ detail: z.string(), attempts_left: z.number().int().nonnegative() });

/**
 * 200 of the anonymous page: only what the client needs to recognise and confirm the
 * proposal — his name, the plan, its coverages and capitals, the price, the broker. Nothing
 * of the health declaration, income, birth date, CPF, beneficiaries or bank (LGPD art. 11):
 * those come with {@link lifeSharedProposalWire} after the proof.
 */
export const lifeSharedProposalSummaryWire = z.object({
  institution: lifeInstitutionWire,
  created_at: z.string(),
  expires_at: z.string(),
  broker: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  summary: z.object({
    name: z.string(),
    title: z.string(),
    price: z.string(),
    monthly_price_cents: z.number().int().nonnegative(),
    quote_number: z.string(),
    final_validity: z.string(),
    coverages: z.array(z.object({ code: z.string(), title: z.string(), capital_kind: z.enum(['lump_sum', 'daily']), capital_cents: z.number().int().nonnegative() })),
  }),
  proof: z.object({ cpf_digits: z.number().int().positive() }),
});
export type LifeSharedProposalSummaryWire = z.infer<typeof lifeSharedProposalSummaryWire>;

/** One opening of a link, for the broker: `opened` (the page), `proof_ok`, `proof_failed`. */
export const lifeProposalOpeningWire = z.object({ kind: z.enum(['opened', 'proof_ok', 'proof_failed']), at: z.string() });

/** `GET /v1/{institution}/implantations/{id}` (the broker's own): the link's state and its openings, newest first. */
export const lifeImplantationStatusWire = z.object({
  id: z.string(),
  expires_at: z.string(),
  locked: z.boolean(),
  openings: z.array(lifeProposalOpeningWire),
});
export type LifeImplantationStatusWire = z.infer<typeof lifeImplantationStatusWire>;

/** `?id=`: the implantation's id, a UUID made by the SPA when the finalization starts (repeating it replaces the proposal). */
export const lifeGenerateLinkQueryWire = z.object({ id: z.string({ error: LIFE_PROPOSAL_LINK_MESSAGES.idInvalid }).uuid(LIFE_PROPOSAL_LINK_MESSAGES.idInvalid) });

/** 201: the client's link (unguessable token) and when it stops opening (ISO 8601). */
export const lifeGeneratedLinkWire = z.object({
  id: z.string(),
  link: z.string().url(),
  token: z.string(),
  expires_at: z.string(),
});
export type LifeGeneratedLinkWire = z.infer<typeof lifeGeneratedLinkWire>;

/**
 * 200 of a correct proof (`POST …/proposals/{token}/proof`): the client's proposal, read-only. The broker appears only by name
 * and contact (e-mail, phone digits); the bank account is masked to its last digits.
 */
export const lifeSharedProposalWire = z.object({
  institution: lifeInstitutionWire,
  created_at: z.string(),
  expires_at: z.string(),
  broker: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  quote: lifeQuoteWire,
  proposal: z.object({
    name: z.string(),
    cpf_masked: z.string(),
    email: z.string(),
    address: z.object({ city: z.string(), uf: z.string() }),
    beneficiaries: z.array(z.object({ name: z.string(), share_percent: z.number() })),
    bank: z.object({ code: z.string(), name: z.string(), account_end: z.string() }),
    payment: z.object({ method: z.string(), installments: z.number(), interval_days: z.number(), company_code: z.number() }),
  }),
});
export type LifeSharedProposalWire = z.infer<typeof lifeSharedProposalWire>;

/**
 * A 400 key of generate_link ('proposal.address.cep', 'proposal.beneficiaries.0.cpf') as the
 * form field it names ('address.cep', 'beneficiaries.0.cpf'); null for keys outside `proposal`.
 */
export function wireErrorKeyToFormField(key: string): string | null {
  return key.startsWith('proposal.') ? key.slice('proposal.'.length) : null;
}

/** Flattens zod issues into the 400 body: dotted path → messages (no duplicates). */
export function issuesToFieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? 'non_field_errors' : issue.path.map(String).join('.');
    const list = (body[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return body;
}

/** The fields of a validated proposal (`LifeProposalWire` of life-implantation.ts) the client's page shows. */
export interface StoredLifeProposal {
  name: string;
  cpf: string;
  email: string;
  address: { city: string; uf: string };
  beneficiaries: ReadonlyArray<{ name: string; share_percent: number }>;
  bank_account: { bank_code: string; account: string };
  payment: LifeSharedProposalWire['proposal']['payment'];
}

/**
 * The holder's part of the client's read-only page (`lifeSharedProposalWire.proposal`) from a
 * stored proposal: CPF masked to its middle digits, only city/UF of the address, beneficiaries
 * by name and share, the debit account reduced to its last 2 digits. One mapping for the life
 * service and the SPA's fake. `bankName` is the bank's name for its code ('' when unknown).
 * (Here, in the light half, so the fake does not pull the banks list into the first chunk.)
 */
export function toSharedProposalHolder(proposal: StoredLifeProposal, bankName: string): LifeSharedProposalWire['proposal'] {
  return {
    name: proposal.name,
    cpf_masked: `***.${proposal.cpf.slice(3, 6)}.${proposal.cpf.slice(6, 9)}-**`,
    email: proposal.email,
    address: { city: proposal.address.city, uf: proposal.address.uf },
    beneficiaries: proposal.beneficiaries.map((b) => ({ name: b.name, share_percent: b.share_percent })),
    bank: { code: proposal.bank_account.bank_code, name: bankName, account_end: proposal.bank_account.account.slice(-2) },
    payment: proposal.payment,
  };
}

/**
 * The anonymous page's `summary` from the stored quote and the holder's name: the plan, the
 * price and each coverage's capital only (no person, no health declaration, no rates). One
 * mapping for the life service and the SPA's fake.
 */
export function toSharedProposalSummary(quote: LifeQuoteWire, name: string): LifeSharedProposalSummaryWire['summary'] {
  return {
    name,
    title: quote.title,
    price: quote.price,
    monthly_price_cents: quote.monthly_price_cents,
    quote_number: quote.details.quote_number,
    final_validity: quote.details.final_validity,
    coverages: quote.coverages.map((coverage) => ({ code: coverage.code, title: coverage.title, capital_kind: coverage.capital_kind, capital_cents: coverage.capital_cents })),
  };
}

/** A stored link as both back ends hold it: what the client's page answers are built from. */
export interface SharedLifeLinkRecord {
  institution: z.infer<typeof lifeInstitutionWire>;
  createdAt: Date;
  expiresAt: Date;
  /** The broker's name and contact (e-mail, phone digits). */
  broker: { name: string; email: string; phone: string };
  /** The implanted quote. */
  quote: LifeQuoteWire;
  proposal: StoredLifeProposal;
}

/**
 * The client's anonymous page (`GET …/proposals/{token}`): the summary only and the number of
 * CPF digits the proof asks. One answer for the life service and the SPA's fake.
 */
export function sharedProposalSummaryWire(link: SharedLifeLinkRecord): LifeSharedProposalSummaryWire {
  const { institution, broker, quote, proposal } = link;
  return { institution, created_at: link.createdAt.toISOString(), expires_at: link.expiresAt.toISOString(), broker: { ...broker }, summary: toSharedProposalSummary(quote, proposal.name), proof: { cpf_digits: LIFE_PROPOSAL_CPF_DIGITS } };
}

/**
 * The client's proposal after a right proof (`POST …/proposals/{token}/proof`); `bankName` is
 * the name of the proposal's bank code ('' when unknown: the banks list is the caller's to load).
 */
export function sharedProposalWire(link: SharedLifeLinkRecord, bankName: string): LifeSharedProposalWire {
  const { institution, broker, quote, proposal } = link;
  return { institution, created_at: link.createdAt.toISOString(), expires_at: link.expiresAt.toISOString(), broker: { ...broker }, quote, proposal: toSharedProposalHolder(proposal, bankName) };
}

/**
 * Whether a proof matches the stored proposal: the same birth date (ISO) and the same last
 * {@link LIFE_PROPOSAL_CPF_DIGITS} digits of the CPF (digits only, as stored).
 */
export function proofMatches(proposal: { birth_date: string; cpf: string }, proof: LifeProposalProofWire): boolean {
  return proposal.birth_date === proof.birth_date && proposal.cpf.replace(/\D/g, '').slice(-LIFE_PROPOSAL_CPF_DIGITS) === proof.cpf_end;
}
