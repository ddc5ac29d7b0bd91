/** Reading the mails the e2e mail catcher received (tests/e2e/mail-setup.ts). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { CaughtMail } from '../support/mail-catcher';
import { E2E_MAIL_DIR } from './mail-settings';

type ReadableMail = Omit<CaughtMail, 'raw'>;

function readMails(): ReadableMail[] {
  if (!existsSync(E2E_MAIL_DIR)) return [];
  return readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, name), 'utf8')) as ReadableMail);
}

/** Waits for the newest mail to `to` whose subject starts with `subject`; returns it. */
export async function waitForMail(to: string, subject: string, options: { after?: number } = {}): Promise<ReadableMail> {
  let found: ReadableMail | undefined;
  await expect
    .poll(
      () => {
        const mails = readMails().slice(options.after ?? 0);
        found = mails.reverse().find((mail) => mail.to.includes(to) && mail.subject.startsWith(subject));
        return found !== undefined;
      },
      { timeout: 60_000, message: `mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found as ReadableMail;
}

/** The mails received after the first `count` (see {@link mailCount}). */
export function mailsSince(count: number): ReadableMail[] {
  return readMails().slice(count);
}

/** How many mails were received so far (to wait only for newer ones). */
export function mailCount(): number {
  return readMails().length;
}

/** The link of a mail that starts with `prefix` (e.g. the app's /confirmar-email). */
export function linkIn(mail: ReadableMail, pathPrefix: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname === pathPrefix);
  if (!link) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}
