/**
 * QuotationChannel (spec point 7): the broker subscribes with `token` (its access token)
 * and `company` (the institution slug of the route). The token is verified like a REST call
 * (signature, expiry against the injected clock, active user) and the broker must pass the
 * `paid` access level (a blocked or plan-less broker is rejected, as the REST calls answer
 * 402). An accepted subscription streams the broker's own quotations of that institution
 * only, and first receives the results no client of the broker has received yet.
 */
import { quotationChannelParamsWire, QUOTATION_CHANNEL } from '../../../src/contract/life';
import { apiAccess } from '../../../src/domain/api-access';
import { authenticateAccessToken, type AuthDeps } from '../../src/kit/auth';
import type { CableChannel } from './action-cable';
import { quotationStream, type QuotationDelivery } from '../modules/quotations/index';

/** Builds the channel over the authentication and quotation dependencies. */
export function createQuotationChannel(deps: { auth: AuthDeps; delivery: Pick<QuotationDelivery, 'deliver'> }): CableChannel {
  return {
    name: QUOTATION_CHANNEL,
    async subscribed(subscription) {
      const params = quotationChannelParamsWire.safeParse(subscription.params);
      if (!params.success) return false;
      const caller = await authenticateAccessToken(deps.auth, params.data.token);
      if (caller.kind !== 'ok' || apiAccess('paid', caller.user).kind !== 'allow') return false;
      subscription.state.userId = caller.user.id;
      subscription.state.company = params.data.company;
      subscription.streamFrom(quotationStream(caller.user.id, params.data.company));
      return true;
    },
    async afterConfirmed(subscription) {
      await deps.delivery.deliver(subscription);
    },
  };
}
