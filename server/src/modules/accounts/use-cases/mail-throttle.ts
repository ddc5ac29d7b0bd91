/**
 * At most a few account mails per e-mail address per hour (resend confirmation, password
 * reset), so the calls cannot be used to flood someone's inbox. Over the limit the call
 * answers as usual and simply sends nothing (answers never tell whether an address exists).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ACCOUNT_MAILS_PER_HOUR } from '../../../../../src/domain/accounts/email-links';

export interface MailThrottle {
  /** Counts one mail of `kind` to `email`; false when over the limit. */
  allow(kind: string, email: string): Promise<boolean>;
}

/** In-memory throttle: `perHour` mails of one kind per address per hour (default {@link ACCOUNT_MAILS_PER_HOUR}). */
export function createMailThrottle(perHour = ACCOUNT_MAILS_PER_HOUR): MailThrottle {
  const limiter = new RateLimiterMemory({ keyPrefix: 'account_mail', points: perHour, duration: 3600 });
  return {
    async allow(kind, email) {
      try {
        await limiter.consume(`${kind}:${email.trim().toLowerCase()}`);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
  };
}
