/**
 * Use cases of the life insurance (spec points 3, 4, 5, 7, 8, 9), built over
 * the ports by {@link createLifeUseCases} and reached by the screens as `useUseCases('life')`:
 * - the quote wizard's machine (`quoteLogic`) and the chosen quote;
 * - the implantation: the form's first values (pre-filled from the quote, or the draft kept in
 *   session storage), its schema (the contract's, shared with the service), the submission
 *   (masks stripped, CEP split, the fixed payment, spec point 8 messages, the service's field
 *   messages mapped back to the form), the machine (`implantationLogic`), the share texts;
 * - the client's read-only page by its token;
 * - the broker's view of that link (openings, lock, expiry) and its renewal.
 */
import type { AppServices } from '../app-services';
import { err, ok, type RemoteFailure, type Result } from '../shared/result';
import { issuesToFieldErrors, LIFE_FORM_SUBMIT_MESSAGES, lifeProposalProofWire, wireErrorKeyToFormField } from '../../contract/life-proposal';
import type { LifeImplantationFormValues } from '../../domain/life/implantation-form';
import type { LifeInstitution } from '../../domain/life/catalog';
import { completedYears } from '../../domain/life/age';
import { DEFAULT_COUNTRY_CODE, whatsAppShareUrl } from '../../domain/life/implantation';
import { brasiliaDay } from '../../domain/subscription/calendar';
import { formatBRL } from '../../domain/quotation/money';
import { createImplantationLogic, type ImplantationSubmitResult } from './implantation.machine';
import { createLifeQuoteLogic } from './life-quote.machine';
import type { ChosenLifeQuote, LifeImplantationDraft, LifeLinkStatus, LifeSavedPage, SharedLifeProposal, SharedLifeProposalSummary } from './life-quote-gateway';
import { maskPhone } from '../../domain/accounts/fields';
import { whatsappNumber } from '../../domain/proposal/proposal-sending';

/** Shown when a saved proposal can no longer fill the form (e.g. stored under older rules). */
export const LIFE_SAVED_REOPEN_FAILED = 'Não foi possível reabrir esta proposta. Faça uma nova cotação.';

/** The ports the life use cases need. */
export type LifePorts = Pick<AppServices, 'lifeQuote' | 'chosenLifeQuotes' | 'clock'>;

/** The implantation's form schema and wire mapping, loaded on demand (they carry the ~300 KB banks list). */
const implantationContract = () => import('../../contract/life-implantation');

/** A new implantation id (UUID v4): the `?id=` of generate_link, made once per finalization. */
function newImplantationId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** The broker's own data the finalization starts from (his profile): never retyped. */
export interface ImplantationBroker {
  name: string;
}

/**
 * The form's first values: the insured's birth date and age (completed years on `today`) from
 * the quote; the client's name and phone as typed with the quote; the broker's name in
 * 'Corretora' (his profile); country Brasil; one beneficiary with 100 %.
 */
export function initialImplantationValues(choice: ChosenLifeQuote, today: string, broker?: ImplantationBroker | null): LifeImplantationFormValues {
  const birthDate = choice.quote.person.birthDate;
  return {
    name: choice.client?.name.trim() ?? '',
    cpf: '',
    birth_date: birthDate,
    age: completedYears(birthDate, today),
    marital_status: '',
    nationality: 'Brasileira',
    id_document: '',
    id_issuer: '',
    id_issue_date: '',
    country: DEFAULT_COUNTRY_CODE,
    email: '',
    phone: choice.client?.phone ? maskPhone(choice.client.phone) : '',
    address: { street: '', number: '', district: '', city: '', uf: '', cep: '', complement: '' },
    pep: { status: 'Nao', related_person: { name: '', cpf: '', kinship: '' } },
    employer: '',
    activity_branch: '',
    brokerage: broker?.name.trim() ?? '',
    beneficiaries: [{ name: '', birth_date: '', cpf: '', share_percent: '100' }],
    bank_account: { bank_code: '', agency: '', account: '' },
  };
}

/** The life use cases. */
export function createLifeUseCases(ports: LifePorts) {
  const today = () => brasiliaDay(ports.clock.now());

  /**
   * The form's messages by field path ('cpf', 'address.cep', 'beneficiaries' for the shares'
   * total): the contract's schema, the same rules as the service. Empty when the values are fine.
   */
  async function validateImplantation(values: LifeImplantationFormValues): Promise<Record<string, string[]>> {
    const { lifeImplantationFormSchema } = await implantationContract();
    const checked = lifeImplantationFormSchema(today()).safeParse(values);
    if (checked.success) return {};
    const fieldErrors = issuesToFieldErrors(checked.error.issues);
    return fieldErrors;
  }

  /** generate_link with the form's values; spec point 8 messages; 400 messages by form field. */
  async function submitImplantation(input: { institution: LifeInstitution; choice: ChosenLifeQuote; implantationId: string; values: LifeImplantationFormValues }): Promise<ImplantationSubmitResult> {
    const invalid = await validateImplantation(input.values);
    if (Object.keys(invalid).length > 0) {
      return err({ message: LIFE_FORM_SUBMIT_MESSAGES.failure, fieldErrors: invalid, failure: { kind: 'rejected', message: LIFE_FORM_SUBMIT_MESSAGES.failure } });
    }
    const { implantationFormToWire } = await implantationContract();
    const body = {
      proposal: implantationFormToWire({ ...input.values, age: completedYears(input.choice.quote.person.birthDate, today()) }),
      find_proposal: { quotation_id: input.choice.quotationId, quote_number: input.choice.quote.details.quoteNumber },
    };
    const answer = await ports.lifeQuote.generateLink(input.institution, input.implantationId, body);
    if (answer.ok) return ok(answer.value);
    const fieldErrors: Record<string, string[]> = {};
    if (answer.error.kind === 'rejected') {
      for (const [key, messages] of Object.entries(answer.error.fields ?? {})) {
        const field = wireErrorKeyToFormField(key);
        if (field !== null) fieldErrors[field] = messages;
      }
    }
    return err({ message: LIFE_FORM_SUBMIT_MESSAGES.failure, fieldErrors, failure: answer.error });
  }

  return {
    /** The quote wizard. */
    quoteLogic: () => createLifeQuoteLogic({ gateway: ports.lifeQuote, chosenQuotes: ports.chosenLifeQuotes }),
    /** Today in Brasília (`YYYY-MM-DD`). */
    today,
    /** The quote the broker chose for `institution`, or null. */
    chosenQuote: (institution: LifeInstitution) => ports.chosenLifeQuotes.read(institution),
    /**
     * The draft of the chosen quote's finalization, or a fresh one (new implantation id, values
     * pre-filled from the quote, its client and the broker's profile).
     */
    implantationDraft(choice: ChosenLifeQuote, broker?: ImplantationBroker | null): LifeImplantationDraft {
      const kept = ports.chosenLifeQuotes.readDraft(choice.institution, choice.quotationId);
      if (kept) return kept;
      return { implantationId: newImplantationId(), quotationId: choice.quotationId, values: initialImplantationValues(choice, today(), broker), link: null };
    },
    /** A page of the broker's saved life quotes and proposals (newest first). */
    listSaved: (institution: LifeInstitution, page: number): Promise<Result<LifeSavedPage, RemoteFailure>> => ports.lifeQuote.listSaved(institution, page),
    /**
     * Reopens a saved proposal's finalization: its quote becomes the chosen one and its values
     * the draft (same implantation id: sending again replaces the proposal and its link, the
     * old link stops opening). Then the finalization page shows it.
     */
    async reopenProposal(institution: LifeInstitution, implantationId: string): Promise<Result<void, RemoteFailure>> {
      const saved = await ports.lifeQuote.savedProposal(institution, implantationId);
      if (!saved.ok) return saved;
      const { implantationWireToForm } = await implantationContract();
      const values = implantationWireToForm(saved.value.proposal, today());
      if (!values) return err({ kind: 'rejected', message: LIFE_SAVED_REOPEN_FAILED });
      const choice: ChosenLifeQuote = { institution, quotationId: saved.value.quotationId, quote: saved.value.quote, answers: saved.value.answers, client: saved.value.client };
      ports.chosenLifeQuotes.save(choice);
      ports.chosenLifeQuotes.saveDraft(institution, { implantationId, quotationId: saved.value.quotationId, values, link: null });
      return ok(undefined);
    },
    validateImplantation,
    submitImplantation,
    /** The implantation machine over the ports (step 1 → 3). */
    implantationLogic: () =>
      createImplantationLogic({
        submit: submitImplantation,
        keepDraft: (institution, draft) => ports.chosenLifeQuotes.saveDraft(institution, draft),
      }),
    /** Forgets the finalization draft (a new finalization starts from a fresh form). */
    discardImplantation: (institution: LifeInstitution) => ports.chosenLifeQuotes.clearDraft(institution),
    /** The message sent with the link (WhatsApp, copy). */
    shareText(choice: ChosenLifeQuote, clientName: string, url: string): string {
      const first = clientName.trim().split(/\s+/)[0] ?? '';
      return `Olá${first ? `, ${first}` : ''}! Segue a sua proposta de seguro de vida ${choice.quote.title} (${formatBRL(choice.quote.monthlyPriceCents)} por mês): ${url}`;
    },
    /** wa.me with `text` pre-filled, straight to the client's chat (55 + DDD + number) when his phone is a Brazilian one. */
    whatsAppUrl: (text: string, clientPhone?: string) => whatsAppShareUrl(text, whatsappNumber(clientPhone)),
    /** The client's anonymous page by the link's token (the summary). */
    sharedProposal: (institution: LifeInstitution, token: string): Promise<Result<SharedLifeProposalSummary, RemoteFailure | { kind: 'expired'; message: string }>> =>
      ports.lifeQuote.sharedProposal(institution, token),
    /**
     * The whole proposal after the client's proof: `birthDate` as typed (DD/MM/AAAA) and the last
     * CPF digits; a malformed date is refused here with the contract's message, before any call.
     */
    proveSharedProposal: (institution: LifeInstitution, token: string, proof: { birthDate: string; cpfEnd: string }): Promise<Result<SharedLifeProposal, RemoteFailure | { kind: 'expired'; message: string }>> => {
      const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(proof.birthDate.trim());
      const wire = { birth_date: match ? `${match[3]}-${match[2]}-${match[1]}` : '', cpf_end: proof.cpfEnd.replace(/\D/g, '') };
      const parsed = lifeProposalProofWire.safeParse(wire);
      if (!parsed.success) {
        const fields = issuesToFieldErrors(parsed.error.issues);
        return Promise.resolve(err({ kind: 'rejected', message: parsed.error.issues[0]?.message ?? '', fields }));
      }
      return ports.lifeQuote.proveSharedProposal(institution, token, parsed.data);
    },
    /** The broker's view of a client's link: expiry, lock, openings (newest first). */
    linkStatus: (institution: LifeInstitution, implantationId: string): Promise<Result<LifeLinkStatus, RemoteFailure>> => ports.lifeQuote.linkStatus(institution, implantationId),
    /** Whether a link whose expiry is `expiresAt` (ISO 8601) no longer opens, on the app's clock. */
    linkExpired: (expiresAt: string): boolean => new Date(expiresAt).getTime() <= ports.clock.now().getTime(),
    /** 'Renovar link': 7 more days from now, wrong proofs forgotten; answers the new status. */
    renewLink: (institution: LifeInstitution, implantationId: string): Promise<Result<LifeLinkStatus, RemoteFailure>> => ports.lifeQuote.renewLink(institution, implantationId),
  };
}

/** The life use cases as the UI sees them. */
export type LifeUseCases = ReturnType<typeof createLifeUseCases>;
