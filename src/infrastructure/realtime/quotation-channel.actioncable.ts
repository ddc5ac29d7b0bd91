/**
 * The results side of LifeQuoteGateway over the life service's `/cable` (spec point 7):
 * `{channel: 'QuotationChannel', token, company}`, where `token` is the broker's access token
 * and `company` the institution slug of the route.
 *
 * - `connected` (confirm_subscription) → `{kind: 'subscribed'}`;
 * - `rejected` (reject_subscription: forged, expired or blocked token) → `{kind: 'refused'}`;
 *   without a session nothing is sent and `refused` is reported at once;
 * - `received(message)` → `{kind: 'result', result}` mapped by life-quote.mapper.ts (an
 *   unparsable message is an `unreadable` result, never an exception).
 * ActionCable reconnects and subscribes again by itself; the service then delivers what
 * was computed meanwhile. Socket, reconnection and lazy loading: actioncable-subscriptions.ts.
 */
import type { LifeQuoteGateway } from '../../application/life/life-quote-gateway';
import { QUOTATION_CHANNEL } from '../../contract/life';
import { toLifeQuotationResult } from '../http/life-quote.mapper';
import { createActionCableSubscriptions, type ActionCableOptions } from './actioncable-subscriptions';

/** Options of {@link createActionCableQuotationChannel}. */
export type ActionCableQuotationChannelOptions = ActionCableOptions;

/** The QuotationChannel adapter; `disconnect()` closes the socket (tests, logout). */
export interface ActionCableQuotationChannel extends Pick<LifeQuoteGateway, 'subscribeResults'> {
  disconnect(): void;
}

/** Creates the QuotationChannel adapter over `@rails/actioncable`. */
export function createActionCableQuotationChannel(options: ActionCableQuotationChannelOptions): ActionCableQuotationChannel {
  const cable = createActionCableSubscriptions(options);
  return {
    subscribeResults(institution, listener) {
      return cable.subscribe((token) => ({ channel: QUOTATION_CHANNEL, token, company: institution }), {
        status: (kind) => listener({ kind }),
        received: (message) => listener({ kind: 'result', result: toLifeQuotationResult(message) }),
      });
    },
    disconnect: () => cable.disconnect(),
  };
}
