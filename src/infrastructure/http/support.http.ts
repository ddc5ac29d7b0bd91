/**
 * SupportGateway over REST (the life service's process, life-client.ts: Bearer token,
 * renewal, session-ending statuses) plus the SupportChannel adapter passed in (the run-time
 * settings' adapter is public-settings.http.ts). Translation only: answers validated with
 * src/contract/support.ts.
 */
import type { KyInstance } from 'ky';
import type { SupportBroker, SupportGateway, SupportMessage } from '../../application/support/support-gateway';
import { mapResult } from '../../application/shared/result';
import {
  supportConversationWire,
  supportInboxWire,
  supportMessageWire,
  supportReadWire,
  supportThreadWire,
  type SupportBrokerWire,
  type SupportMessageWire,
} from '../../contract/support';
import { remoteJson } from './remote-call';

/** Wire → message. */
export const toSupportMessage = (wire: SupportMessageWire): SupportMessage => ({
  id: wire.id,
  conversationId: wire.conversation_id,
  author: wire.author,
  authorName: wire.author_name,
  body: wire.body,
  createdAt: wire.created_at,
});

const toBroker = (wire: SupportBrokerWire): SupportBroker => ({ id: wire.id, name: wire.name, username: wire.username, email: wire.email, accountId: wire.account_id });

/** Creates the HTTP + realtime SupportGateway. */
export function createHttpSupportGateway(http: KyInstance, live: Pick<SupportGateway, 'subscribe'>): SupportGateway {
  return {
    async conversation() {
      return mapResult(await remoteJson(http.get('v1/support/conversation/'), supportConversationWire), (wire) => ({
        id: wire.id,
        messages: wire.messages.map(toSupportMessage),
        unreadCount: wire.unread_count,
      }));
    },
    async send(body) {
      return mapResult(await remoteJson(http.post('v1/support/conversation/messages/', { json: { body } }), supportMessageWire), toSupportMessage);
    },
    async markRead() {
      return mapResult(await remoteJson(http.post('v1/support/conversation/read/'), supportReadWire), () => undefined);
    },
    async inbox() {
      return mapResult(await remoteJson(http.get('v1/support/conversations/'), supportInboxWire), (wire) =>
        wire.results.map((item) => ({ id: item.id, broker: toBroker(item.broker), lastMessage: toSupportMessage(item.last_message), unreadCount: item.unread_count })),
      );
    },
    async thread(conversationId) {
      return mapResult(await remoteJson(http.get(`v1/support/conversations/${conversationId}/`), supportThreadWire), (wire) => ({
        id: wire.id,
        broker: toBroker(wire.broker),
        messages: wire.messages.map(toSupportMessage),
        unreadCount: wire.unread_count,
      }));
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
