/** What the "Accounts and team" use cases need. */
import type { MailQueue } from '../../../mail/mailer';
import type { MailThrottle } from './mail-throttle';
import type { AccountsStore } from './accounts-store';
import type { LogoFiles, NormalizeLogo } from './logo-files';

export interface AccountsDeps {
  /** Accounts, users, mailed tokens and the team audit (the Drizzle one: accounts.module.ts `accountsDepsOver`). */
  store: AccountsStore;
  /** Current time (injected; tests move it). */
  clock: () => Date;
  /** bcrypt cost for new password hashes. */
  bcryptRounds: number;
  /** Public address of the SPA, for mailed links (no trailing slash). */
  appUrl: string;
  /** Where logos are kept (the server: files under `DATA_DIR/media/logos/`). */
  logos: LogoFiles;
  /** An uploaded logo → the image to store, or its refusal (the server: sharp re-encoding). */
  normalizeLogo: NormalizeLogo;
  mail: MailQueue;
  /** Limits mails per address (confirmation resends, reset requests). */
  mailThrottle: MailThrottle;
}
