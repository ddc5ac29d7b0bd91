/**
 * Use cases of the comparative proposal (`/proposta/comparativo`) and its PDF
 * (`/comparacao-pdf/{uuid?}`): plain functions over the ports (`PlanCatalog`,
 * `ComparisonStore`, `QuotationStore`, `PdfToolsLoader`, `ChosenLifeQuoteStore`, `Clock`) that
 * the UI calls through `useUseCases('proposal')`.
 *
 * - `selectionQuotation(selection, broker)`: the broker's comparison selection as quotation
 *   data — the plans loaded in full (prices of today), the lives of the selection's filter,
 *   the similar entities of their operators.
 * - `latestLifeQuote()`: the broker's chosen life quote as the proposal keeps it,
 *   when one is still valid today (Brasília); `withLifeQuote` puts it in (or takes it out of)
 *   the quotation data.
 * - `saveProposal(data)`: saves under a new code (a random UUID made here, spec point 7
 *   `POST /api/v1/quotation/`), answering the saved quotation or the server's refusal.
 * - `loadProposal(code)`: the saved proposal ('Cotação não encontrada.' when unknown).
 * - `listQuotations({page, search})`: "Minhas cotações", the account's saved quotations.
 * - `requote(data)`: "cotar de novo com as tabelas de hoje" — each saved plan loaded today and
 *   priced with today's table for the saved lives, against the saved totals (`requoteSavedQuotation`).
 * - `duplicate(data)`: the saved plans (those still sold) and lives become the comparison
 *   selection again, in the plans' state, so `/proposta/comparativo` makes a new proposal
 *   priced today.
 * - `proposalPdf(data)`: the PDF bytes and file name, dated today (the clock, `YYYY-MM-DD`),
 *   with the broker's logo when shown; `pdf-failed` with {@link PDF_ERROR_MESSAGE} (spec
 *   point 8) when the renderer cannot be loaded or fails.
 */
import type { AppServices } from '../app-services';
import { err, ok, type RemoteFailure, type Result } from '../shared/result';
import { loadPlansInFull } from '../quotation/use-cases';
import {
  proposalDocumentFromQuotation,
  proposalFileName,
  quotedPlanFromDetail,
  similarEntitiesOf,
  withLifeQuote,
  type QuotationBroker,
  type QuotationData,
  type SavedQuotation,
} from '../../domain/proposal/saved-quotation';
import type { ComparisonSelection, PlanDetail } from '../../domain/quotation/catalog';
import { DEFAULT_PLAN_FILTER } from '../../domain/quotation/plan-types';
import { requoteSavedQuotation, type Requote, type SavedQuotationPage } from '../../domain/proposal/quotation-history';
import { LIFE_INSTITUTIONS } from '../../domain/life/catalog';
import { lifeQuoteExpired, proposalLifeQuoteFrom, type ProposalLifeQuote } from '../../domain/proposal/proposal-life';
import { brasiliaDay } from '../../domain/subscription/calendar';
import { defaultValidUntil, type DentalAddOn } from '../../domain/proposal/proposal-extras';
import { normalizeClientInput, type ClientDataExport, type ClientPage, type ClientRecord, type ClientRecordDraft } from '../../domain/clients/client-record';
import type { ClientListQuery, ClientWithQuotations } from './client-store';

/** The ports the proposal use cases need. */
export type ProposalPorts = Pick<AppServices, 'catalog' | 'comparison' | 'quotations' | 'clients' | 'pdfTools' | 'chosenLifeQuotes' | 'clock'>;

/** Renders of the proposal PDF thrown away by `preparePdf(data)` to warm the renderer. */
export const PDF_WARM_UP_RENDERS = 2;

/** Spec point 8: the PDF could not be made. */
export const PDF_ERROR_MESSAGE = 'Erro ao gerar PDF, por favor tente novamente.';

/**
 * What a selection gives before the broker's choices (client name, what the proposal shows),
 * plus the dental add-ons each plan's operator offers (by plan id).
 */
export type SelectionBase = Omit<QuotationData, 'clientName' | 'showProposalInfos' | 'showProposalPhoto' | 'proposalInfos'> & {
  readonly dentalOptions: Readonly<Record<number, readonly DentalAddOn[]>>;
};

/** A proposal PDF ready to be saved by the browser. */
export interface ProposalPdf {
  readonly bytes: Uint8Array;
  /** 'proposta-comparativa-<client>.pdf' (`proposalFileName`). */
  readonly fileName: string;
}

/** Builds the proposal use cases over `ports`; `newCode` makes the code of a saved proposal (a random UUID by default). */
export function createProposalUseCases(ports: ProposalPorts, options: { newCode?: () => string } = {}) {
  const newCode = options.newCode ?? (() => crypto.randomUUID());
  async function requote(data: Pick<QuotationData, 'plans' | 'lives'>): Promise<Result<{ requote: Requote; today: PlanDetail[] }, RemoteFailure>> {
    const answers = await Promise.all(data.plans.map((plan) => ports.catalog.plan(plan.id)));
    const today = new Map<number, PlanDetail | null>();
    const found: PlanDetail[] = [];
    for (const [index, answer] of answers.entries()) {
      const id = data.plans[index]?.id ?? -1;
      if (answer.ok) {
        today.set(id, answer.value);
        found.push(answer.value);
      } else if (answer.error.kind === 'not-found') today.set(id, null);
      else return err(answer.error);
    }
    return ok({ requote: requoteSavedQuotation(data, today), today: found });
  }
  /** The proposal's PDF bytes, dated today, with the broker's logo when shown. Rejects when the tools cannot load or render. */
  async function renderPdf(data: QuotationData): Promise<Uint8Array> {
    const tools = await ports.pdfTools();
    const logo = data.showProposalPhoto && data.broker.logoUrl ? await tools.loadLogo(data.broker.logoUrl) : null;
    const today = ports.clock.now().toISOString().slice(0, 10);
    return tools.renderer.render(proposalDocumentFromQuotation(data, today, logo));
  }

  return {
    /** The stored comparison selection, or null. */
    currentSelection: (): ComparisonSelection | null => ports.comparison.read(),

    /** The selection as quotation data; the first plan that cannot be loaded fails it. */
    async selectionQuotation(selection: ComparisonSelection, broker: QuotationBroker): Promise<Result<SelectionBase, RemoteFailure>> {
      const loaded = await loadPlansInFull(ports.catalog, selection.planIds);
      if (!loaded.ok) return loaded;
      return ok({
        type: selection.filter.type,
        lives: selection.filter.counts,
        plans: loaded.value.map(quotedPlanFromDetail),
        similarEntities: similarEntitiesOf(loaded.value),
        similarCompanies: [],
        lifeInsurance: false,
        lifeInsuranceInstitution: null,
        broker,
        dentalOptions: Object.fromEntries(loaded.value.map((plan) => [plan.id, plan.dentalOptions ?? []])),
      });
    },

    /** The default last day of a proposal made today (Brasília): ten calendar days ahead (`defaultValidUntil`). */
    defaultValidUntil: (): string => defaultValidUntil(brasiliaDay(ports.clock.now())),

    /**
     * The broker's latest chosen life quote (session storage, one per insurer) as the proposal
     * keeps it, or null when there is none or it expired (its last valid day is before today
     * in Brasília). With several insurers, the one issued last.
     */
    latestLifeQuote(): ProposalLifeQuote | null {
      const today = brasiliaDay(ports.clock.now());
      const offered = LIFE_INSTITUTIONS.flatMap((institution) => {
        const choice = ports.chosenLifeQuotes.read(institution);
        return choice ? [proposalLifeQuoteFrom(institution, choice.quote)] : [];
      }).filter((quote) => !lifeQuoteExpired(quote, today));
      return offered.reduce<ProposalLifeQuote | null>((latest, quote) => (latest === null || quote.issuedOn > latest.issuedOn ? quote : latest), null);
    },

    /** `data` with the life quote included (or left out, null): `lifeInsurance` and its insurer follow it. */
    withLifeQuote: <T extends QuotationData>(data: T, lifeQuote: ProposalLifeQuote | null): T => withLifeQuote(data, lifeQuote),

    /** Saves the proposal under a new code, for one of the account's clients when `clientId` is given. */
    saveProposal: (data: QuotationData, clientId: number | null = null): Promise<Result<SavedQuotation, RemoteFailure>> =>
      ports.quotations.save(newCode(), data, clientId),

    /** A page of the account's clients matching `search` ('Clientes'; the send dialog's picker). */
    listClients: (query: ClientListQuery): Promise<Result<ClientPage, RemoteFailure>> => ports.clients.list(query),

    /** Adds a client (the form's or the send dialog's fields; masks removed, empty fields null). */
    createClient: (draft: ClientRecordDraft): Promise<Result<ClientRecord, RemoteFailure>> => ports.clients.create(normalizeClientInput(draft)),

    /** Replaces a client's fields. */
    updateClient: (id: number, draft: ClientRecordDraft): Promise<Result<ClientRecord, RemoteFailure>> => ports.clients.update(id, normalizeClientInput(draft)),

    /** A client and the saved quotations held about it. */
    loadClient: (id: number): Promise<Result<ClientWithQuotations, RemoteFailure>> => ports.clients.load(id),

    /** Everything held about a client, as a JSON file to download (LGPD art. 18; recorded in the account's audit). */
    exportClientData: (id: number): Promise<Result<ClientDataExport, RemoteFailure>> => ports.clients.exportData(id),

    /** Deletes a client's data: the record, and its quotations anonymised (LGPD art. 18; recorded in the account's audit). */
    deleteClientData: (id: number): Promise<Result<void, RemoteFailure>> => ports.clients.remove(id),

    /** A saved proposal by code (public link). */
    loadProposal: (code: string): Promise<Result<SavedQuotation, RemoteFailure>> => ports.quotations.load(code),

    /** A page of the account's saved quotations matching `search` ("Minhas cotações"). */
    listQuotations: (query: { page: number; search: string }): Promise<Result<SavedQuotationPage, RemoteFailure>> => ports.quotations.list(query),

    /** The saved plans priced again with today's tables (a plan no longer sold has no price today); a failure other than 'not-found' fails it. */
    requote,

    /**
     * Makes the saved quotation the comparison selection again (the plans still sold, the
     * saved type and lives, the plans' state), ready for a new proposal priced today.
     * @returns the selection, or `rejected` when none of its plans is sold any more.
     */
    async duplicate(data: Pick<QuotationData, 'plans' | 'lives' | 'type'>): Promise<Result<ComparisonSelection, RemoteFailure>> {
      const requoted = await requote(data);
      if (!requoted.ok) return requoted;
      const plans = requoted.value.today;
      const first = plans[0];
      if (!first) return err({ kind: 'rejected', message: 'Nenhum plano desta cotação está disponível hoje.' });
      const selection: ComparisonSelection = {
        planIds: plans.map((plan) => plan.id),
        filter: { ...DEFAULT_PLAN_FILTER, stateId: first.state.id, type: data.type, isPme: data.type === 'PJ', counts: data.lives },
      };
      ports.comparison.write(selection);
      return ok(selection);
    },

    /**
     * Gets the first PDF ready without waiting. Always starts
     * fetching the PDF tools (pdf-lib and the renderer, a lazy chunk). With `data` (the
     * proposal the screen offers to download), also renders it {@link PDF_WARM_UP_RENDERS}
     * times and throws the bytes away: that decodes the standard fonts' metrics and the
     * broker's logo (kept by the renderer) and lets the JavaScript engine compile the
     * renderer's hot code, so the click on 'Baixar PDF' finds it warm (in a fresh page the
     * first render costs about ten later ones, the second and third still two to five:
     * measured in docs/benchmarks.md). The renders are separate tasks (the page stays
     * responsive between them). Called by the screens when they open, at an idle moment.
     * A failure is ignored here (the loader retries on the real call, which reports it).
     */
    preparePdf(data?: QuotationData): void {
      if (!data) {
        ports.pdfTools().catch(() => undefined);
        return;
      }
      void (async () => {
        for (let render = 0; render < PDF_WARM_UP_RENDERS; render += 1) {
          await renderPdf(data);
          await new Promise((resolve) => setTimeout(resolve, 0)); // let input and paint through
        }
      })().catch(() => undefined);
    },

    /** Renders the proposal PDF dated today. */
    async proposalPdf(data: QuotationData): Promise<Result<ProposalPdf, { kind: 'pdf-failed'; message: string }>> {
      try {
        const bytes = await renderPdf(data);
        return ok({ bytes, fileName: proposalFileName(data.clientName) });
      } catch {
        return err({ kind: 'pdf-failed', message: PDF_ERROR_MESSAGE });
      }
    },
  };
}

/** What `createProposalUseCases` answers. */
export type ProposalUseCases = ReturnType<typeof createProposalUseCases>;
