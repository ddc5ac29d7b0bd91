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
import { ok, type Result } from '../../application/shared/result';
import { lifeProfessionsResponseWire, lifeQuestionsResponseWire, lifeQuotationAcceptedWire } from '../../contract/life';
import { toLifeQuestionnaire, toQuotationRequestBody } from './life-quote.mapper';
import { remoteJson } from './remote-call';

function map<T, U, E>(result: Result<T, E>, transform: (value: T) => U): Result<U, E> {
  return result.ok ? ok(transform(result.value)) : result;
}

/** Creates the HTTP + realtime LifeQuoteGateway. `results` subscribes to QuotationChannel. */
export function createHttpLifeQuoteGateway(http: KyInstance, results: Pick<LifeQuoteGateway, 'subscribeResults'>): LifeQuoteGateway {
  return {
    async questions(institution) {
      return map(await remoteJson(http.get(`v1/${institution}/questions`), lifeQuestionsResponseWire), toLifeQuestionnaire);
    },
    async professions(institution) {
      return map(await remoteJson(http.get(`v1/${institution}/aux/profissoes`), lifeProfessionsResponseWire), (list) =>
        list.map((profession) => ({ code: profession.code, description: profession.description })),
      );
    },
    async requestQuotation(institution, request) {
      const accepted = await remoteJson(http.post(`v1/${institution}/quotation`, { json: toQuotationRequestBody(request) }), lifeQuotationAcceptedWire);
      return map(accepted, (wire) => ({ quotationId: wire.id, memberId: wire.member_id }));
    },
    subscribeResults(institution, listener) {
      return results.subscribeResults(institution, listener);
    },
  };
}
