/**
 * Outgoing e-mail (confirmation and password-reset links) with nodemailer:
 * - SMTP (`SMTP_HOST` set): through that server (`SMTP_PORT`, `SMTP_USER`/`SMTP_PASS`);
 * - outbox (no SMTP server configured, e.g. the embedded mode on a laptop): each mail is
 *   written as a real RFC 822 file `DATA_DIR/outbox/<instant>-<random>.eml` (open it with
 *   any mail client, or read it as text), a line `instant, to, subject, link, file` (tab
 *   separated) is appended to `DATA_DIR/outbox/links.txt`, and a log line names the file,
 *   the recipient and the link.
 *
 * Mails are sent in the background ({@link createMailQueue}): a request never waits for
 * the SMTP server (so "unknown e-mail" and "known e-mail" answer alike and alike fast);
 * failures are logged. Closing the app waits for the mails still being sent.
 */
import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One mail: plain text plus HTML; `link` is only for the outbox log line. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  host: string;
  port: number;
  user: string | undefined;
  pass: string | undefined;
  from: string;
}

/** A mailer over SMTP. Port 465 uses TLS from the start; others upgrade with STARTTLS when offered. */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transport.close(),
  };
}

/** A mailer that keeps mails as .eml files in `dir` and logs where each went. */
export function createOutboxMailer(options: { dir: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      const line = [new Date().toISOString(), mail.to, mail.subject, mail.link ?? '', path.basename(file)].join('\t');
      await appendFile(path.join(options.dir, 'links.txt'), `${line}\n`);
      options.log.info(
        { to: mail.to, subject: mail.subject, file, link: mail.link },
        `e-mail guardado na caixa de saída (sem SMTP_HOST): ${file}${mail.link ? ` — link: ${mail.link}` : ''}`,
      );
    },
    close: () => transport.close(),
  };
}

/** The mailer the configuration asks for: SMTP when `smtpHost` is set, else the outbox in `<dataDir>/outbox`. */
export function createMailer(
  config: { smtpHost: string | undefined; smtpPort: number; smtpUser: string | undefined; smtpPass: string | undefined; smtpFrom: string; dataDir: string },
  log: FastifyBaseLogger,
): Mailer {
  return config.smtpHost
    ? createSmtpMailer({ host: config.smtpHost, port: config.smtpPort, user: config.smtpUser, pass: config.smtpPass, from: config.smtpFrom })
    : createOutboxMailer({ dir: path.join(config.dataDir, 'outbox'), from: config.smtpFrom, log });
}

/** Sends mails in the background and remembers the ones in flight. */
export interface MailQueue {
  /** Starts sending; never throws (a failure is logged). */
  dispatch(mail: OutgoingMail): void;
  /** Resolves when every mail dispatched so far was sent or failed. */
  idle(): Promise<void>;
}

export function createMailQueue(mailer: Mailer, log: FastifyBaseLogger): MailQueue {
  const pending = new Set<Promise<void>>();
  return {
    dispatch(mail) {
      const sending = mailer
        .send(mail)
        .catch((error: unknown) => {
          log.error({ err: error, to: mail.to, subject: mail.subject }, 'falha ao enviar e-mail / mail not sent');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
