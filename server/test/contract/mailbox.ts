/**
 * The mailed links of the contract suite, read the same way on both back ends: the fake's
 * demo mailbox (`services.demoMailbox`) or the server's real mail over SMTP, caught by a
 * local mail catcher (tests/support/mail-catcher.ts). Waiting for a server mail is
 * event-driven (the catcher resolves when the mail arrives), never a sleep.
 */
import { startMailCatcher, type MailCatcher } from '../../../tests/support/mail-catcher';
import type { ContractBackend, StartedBackend } from './backends';

/** The links mailed to one address. */
export interface ContractMailbox {
  /**
   * The token of the newest link mailed to `to` whose subject starts with `subject` and that
   * was not returned before (waits for the server's mail to arrive).
   */
  nextToken(to: string, subject: string): Promise<string>;
  /** How many mails to `to` whose subject starts with `subject` arrived so far. */
  count(to: string, subject: string): number;
}

const tokenOf = (link: string) => {
  const token = new URL(link, 'http://cotador.test/').searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
};

/** Starts `backend` with a mailbox: the server sends real mail to a catcher on a free port. */
export async function startWithMailbox(backend: ContractBackend): Promise<{ started: StartedBackend; mailbox: ContractMailbox; close(): Promise<void> }> {
  const seen = new Set<string>();
  if (backend.name === 'fake') {
    const started = await backend.start();
    const demo = started.services.demoMailbox;
    if (!demo) throw new Error('the fake back end has no demo mailbox');
    return {
      started,
      close: () => started.close(),
      mailbox: {
        async nextToken(to, subject) {
          const mail = demo.list().find((m) => m.to === to && m.subject.startsWith(subject) && !seen.has(m.link));
          if (!mail) throw new Error(`no mail to ${to} "${subject}"`);
          seen.add(mail.link);
          return tokenOf(mail.link);
        },
        count: (to, subject) => demo.list().filter((m) => m.to === to && m.subject.startsWith(subject)).length,
      },
    };
  }
  const smtp: MailCatcher = await startMailCatcher();
  const started = await backend.start({
    serverConfig: { smtpHost: '127.0.0.1', smtpPort: smtp.port, appUrl: 'https://cotador.test/', loginRateLimitPerAddress: 1000 },
  });
  return {
    started,
    close: async () => {
      await started.close();
      await smtp.close();
    },
    mailbox: {
      async nextToken(to, subject) {
        const pick = (m: (typeof smtp.mails)[number]) => m.to.includes(to) && m.subject.startsWith(subject) && !seen.has(m.links[0] ?? '');
        await smtp.waitFor(pick, 30_000);
        const newest = smtp.mails.filter(pick).at(-1);
        const link = newest?.links[0] ?? '';
        seen.add(link);
        return tokenOf(link);
      },
      count: (to, subject) => smtp.mails.filter((m) => m.to.includes(to) && m.subject.startsWith(subject)).length,
    },
  };
}
