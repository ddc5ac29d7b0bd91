/**
 * SupportChannel: live delivery of the support chat on the same cable as the
 * QuotationChannel. Subscribe with `{channel: 'SupportChannel', token}` (a broker: its own
 * conversation's events) or `{channel: 'SupportChannel', token, inbox: true}` (a superuser:
 * every conversation's events; anyone else is rejected). The token is verified like a REST
 * call (signature, expiry against the injected clock, active user); any payment state is
 * accepted (a blocked broker may still ask for help). Messages are written through REST
 * (validation answers), never through the socket; events go out through support-events.ts.
 */
import { SUPPORT_CHANNEL, supportChannelParamsWire } from '../../../src/contract/support';
import { authenticateAccessToken, type AuthDeps } from '../../src/kit/auth';
import type { CableChannel } from './action-cable';
import { SUPPORT_INBOX_STREAM, supportBrokerStream } from './support-events';

/** Builds the channel over the authentication dependencies. */
export function createSupportChannel(deps: { auth: AuthDeps }): CableChannel {
  return {
    name: SUPPORT_CHANNEL,
    async subscribed(subscription) {
      const params = supportChannelParamsWire.safeParse(subscription.params);
      if (!params.success) return false;
      const caller = await authenticateAccessToken(deps.auth, params.data.token);
      if (caller.kind !== 'ok') return false;
      if (params.data.inbox) {
        if (!caller.user.isSuperuser) return false;
        subscription.streamFrom(SUPPORT_INBOX_STREAM);
      } else subscription.streamFrom(supportBrokerStream(caller.user.id));
      subscription.state.userId = caller.user.id;
      return true;
    },
  };
}
