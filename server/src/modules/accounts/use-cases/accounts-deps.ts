/** What the "Accounts and team" use cases need. */
import type { MailQueue } from '../../../mail/mailer';
import type { MailThrottle } from './mail-throttle';
import type { AccountsStore } from './accounts-store';

export interface AccountsDeps {
  /** Accounts, users, mailed tokens and the team audit (the Drizzle one: accounts.module.ts `accountsDepsOver`). */
  store: AccountsStore;
  /** Current time (injected; tests move it). */
  clock: () => Date;
  /** bcrypt cost for new password hashes. */
  bcryptRounds: number;
  /** Public address of the SPA, for mailed links (no trailing slash). */
  appUrl: string;
  /** `DATA_DIR/media`: logos go to `logos/` under it. */
  mediaDir: string;
  mail: MailQueue;
  /** Limits mails per address (confirmation resends, reset requests). */
  mailThrottle: MailThrottle;
}
