/**
 * LifeQuoteGateway over the life-insurance service (spec point 7): REST through ky
 * (life-client.ts: Bearer token, session-ending statuses, 402) and results through the
 * QuotationChannel adapter passed in (realtime/quotation-channel.actioncable.ts).
 * Translation only (architecture rule 3): answers are validated with the contract's zod
 * schemas and mapped by life-quote.mapper.ts; HTTP failures become RemoteFailure values
 * (remote-call.ts: the server's `detail` / first field message is the message shown).
 */
import type { KyInstance } from 'ky';
import type { LifeQuoteGateway } from '../../application/life/life-quote-gateway';
import { mapResult } from '../../application/shared/result';
import { lifeProfessionsResponseWire, lifeQuestionsResponseWire, lifeQuotationAcceptedWire } from '../../contract/life';
import { lifeGeneratedLinkWire, lifeImplantationStatusWire, lifeSharedProposalSummaryWire, lifeSharedProposalWire, LIFE_PROPOSAL_LINK_MESSAGES } from '../../contract/life-proposal';
import { lifeSavedListWire, lifeSavedProposalWire, lifeSavedQuotationWire } from '../../contract/life-saved';
import {
  toGeneratedLifeLink,
  toLifeLinkStatus,
  toLifeQuestionnaire,
  toLifeSavedPage,
  toQuotationRequestBody,
  toSavedLifeProposal,
  toSavedLifeQuotation,
  toSharedLifeProposal,
  toSharedLifeProposalSummary,
} from './life-quote.mapper';
import { failureOf, remoteJson } from './remote-call';

/** Creates the HTTP + realtime LifeQuoteGateway. `results` subscribes to QuotationChannel. */
export function createHttpLifeQuoteGateway(http: KyInstance, results: Pick<LifeQuoteGateway, 'subscribeResults'>): LifeQuoteGateway {
  return {
    async questions(institution) {
      return mapResult(await remoteJson(http.get(`v1/${institution}/questions`), lifeQuestionsResponseWire), toLifeQuestionnaire);
    },
    async professions(institution) {
      return mapResult(await remoteJson(http.get(`v1/${institution}/aux/profissoes`), lifeProfessionsResponseWire), (list) =>
        list.map((profession) => ({ code: profession.code, description: profession.description })),
      );
    },
    async requestQuotation(institution, request) {
      const accepted = await remoteJson(http.post(`v1/${institution}/quotation`, { json: toQuotationRequestBody(request) }), lifeQuotationAcceptedWire);
      return mapResult(accepted, (wire) => ({ quotationId: wire.id, memberId: wire.member_id }));
    },
    subscribeResults(institution, listener) {
      return results.subscribeResults(institution, listener);
    },
    async generateLink(institution, implantationId, body) {
      const answer = await remoteJson(http.post(`v1/${institution}/generate_link`, { searchParams: { id: implantationId }, json: body }), lifeGeneratedLinkWire);
      return mapResult(answer, toGeneratedLifeLink);
    },
    async sharedProposal(institution, token) {
      // Public call: a 410 (expired link) is read here, the rest by remoteJson.
      const call = http.get(`v1/${institution}/proposals/${encodeURIComponent(token)}`, { throwHttpErrors: false });
      const response = await call.catch(() => null);
      if (response?.status === 410) {
        const failure = await failureOf(response);
        return { ok: false, error: { kind: 'expired', message: failure.message || LIFE_PROPOSAL_LINK_MESSAGES.expired } };
      }
      const answer = await remoteJson(response ? Promise.resolve(response) : call, lifeSharedProposalSummaryWire);
      return mapResult(answer, toSharedLifeProposalSummary);
    },
    async proveSharedProposal(institution, token, proof) {
      const call = http.post(`v1/${institution}/proposals/${encodeURIComponent(token)}/proof`, { json: proof, throwHttpErrors: false });
      const response = await call.catch(() => null);
      if (response?.status === 410) {
        const failure = await failureOf(response);
        return { ok: false, error: { kind: 'expired', message: failure.message || LIFE_PROPOSAL_LINK_MESSAGES.expired } };
      }
      const answer = await remoteJson(response ? Promise.resolve(response) : call, lifeSharedProposalWire);
      return mapResult(answer, toSharedLifeProposal);
    },
    async linkStatus(institution, implantationId) {
      return mapResult(await remoteJson(http.get(`v1/${institution}/implantations/${encodeURIComponent(implantationId)}`), lifeImplantationStatusWire), toLifeLinkStatus);
    },
    async renewLink(institution, implantationId) {
      return mapResult(await remoteJson(http.post(`v1/${institution}/implantations/${encodeURIComponent(implantationId)}/renew`), lifeImplantationStatusWire), toLifeLinkStatus);
    },
    async listSaved(institution, page) {
      return mapResult(await remoteJson(http.get(`v1/${institution}/quotations`, { searchParams: { page } }), lifeSavedListWire), toLifeSavedPage);
    },
    async savedQuotation(institution, quotationId) {
      return mapResult(await remoteJson(http.get(`v1/${institution}/quotations/${encodeURIComponent(quotationId)}`), lifeSavedQuotationWire), toSavedLifeQuotation);
    },
    async savedProposal(institution, implantationId) {
      return mapResult(await remoteJson(http.get(`v1/${institution}/implantations/${encodeURIComponent(implantationId)}/proposal`), lifeSavedProposalWire), toSavedLifeProposal);
    },
  };
}
