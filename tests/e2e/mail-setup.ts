/**
 * Playwright global setup: a local SMTP server (smtp-server) on 127.0.0.1:E2E_SMTP_PORT
 * that the e2e server mails to (SMTP_HOST/SMTP_PORT in playwright.config.ts). Every mail
 * it receives is written as JSON to `.tmp/e2e-mail-<port>/` (whole: written beside, then renamed) for the tests to read
 * (tests/e2e/mailbox.ts). Returns the teardown that stops it.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startMailCatcher } from '../support/mail-catcher';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './mail-settings';

export default async function mailSetup(): Promise<() => Promise<void>> {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let count = 0;
  const catcher = await startMailCatcher({
    port: E2E_SMTP_PORT,
    onMail: (mail) => {
      count += 1;
      const { raw: _raw, ...readable } = mail;
      // Written beside, then renamed: a test reading the folder meanwhile never sees half a file
      // (it read an empty one once, "Unexpected end of JSON input", on a busy machine).
      const file = path.join(E2E_MAIL_DIR, `${String(count).padStart(4, '0')}.json`);
      writeFileSync(`${file}.partial`, JSON.stringify(readable, null, 2));
      renameSync(`${file}.partial`, file);
    },
  });
  return () => catcher.close();
}
