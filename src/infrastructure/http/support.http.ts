/**
 * SupportGateway over REST (the life service's process, life-client.ts: Bearer token,
 * renewal, session-ending statuses) plus the SupportChannel adapter passed in (the run-time
 * settings' adapter is public-settings.http.ts). Translation only: answers validated with
 * src/contract/support.ts and mapped by support.mapper.ts.
 */
import type { KyInstance } from 'ky';
import type { SupportGateway } from '../../application/support/support-gateway';
import { mapResult } from '../../application/shared/result';
import { supportConversationWire, supportInboxWire, supportMessageWire, supportReadWire, supportThreadWire } from '../../contract/support';
import { remoteJson } from './remote-call';
import { toSupportConversation, toSupportInbox, toSupportMessage, toSupportThread } from './support.mapper';

/** Creates the HTTP + realtime SupportGateway. */
export function createHttpSupportGateway(http: KyInstance, live: Pick<SupportGateway, 'subscribe'>): SupportGateway {
  return {
    async conversation() {
      return mapResult(await remoteJson(http.get('v1/support/conversation/'), supportConversationWire), toSupportConversation);
    },
    async send(body) {
      return mapResult(await remoteJson(http.post('v1/support/conversation/messages/', { json: { body } }), supportMessageWire), toSupportMessage);
    },
    async markRead() {
      return mapResult(await remoteJson(http.post('v1/support/conversation/read/'), supportReadWire), () => undefined);
    },
    async inbox() {
      return mapResult(await remoteJson(http.get('v1/support/conversations/'), supportInboxWire), toSupportInbox);
    },
    async thread(conversationId) {
      return mapResult(await remoteJson(http.get(`v1/support/conversations/${conversationId}/`), supportThreadWire), toSupportThread);
    },
    async reply(conversationId, body) {
      return mapResult(await remoteJson(http.post(`v1/support/conversations/${conversationId}/messages/`, { json: { body } }), supportMessageWire), toSupportMessage);
    },
    async markThreadRead(conversationId) {
      return mapResult(await remoteJson(http.post(`v1/support/conversations/${conversationId}/read/`), supportReadWire), () => undefined);
    },
    subscribe: (scope, listener) => live.subscribe(scope, listener),
  };
}
