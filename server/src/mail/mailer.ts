/**
 * Outgoing e-mail (confirmation and password-reset links) with nodemailer:
 * - SMTP (`SMTP_HOST` set): through that server (`SMTP_PORT`, `SMTP_USER`/`SMTP_PASS`);
 * - outbox (no SMTP server configured, e.g. the embedded mode on a laptop): each mail is
 *   written as a real RFC 822 file `DATA_DIR/outbox/<instant>-<random>.eml` (open it with
 *   any mail client, or read it as text), a line `instant, to, subject, link, file` (tab
 *   separated) is appended to `DATA_DIR/outbox/links.txt`, and a log line names the file,
 *   the recipient and the link.
 *
 * Mails are sent in the background through the durable job queue ({@link createMailQueue},
 * server/src/jobs/job-queue.ts): a request only queues the mail (a row in the database), so it
 * never waits for the SMTP server ("unknown e-mail" and "known e-mail" answer alike and alike
 * fast), a mail queued is never lost by a restart, a failed send is retried with backoff
 * (4 attempts over ~1 minute, then logged and given up), and a mail is sent by one worker of
 * one process. Each mail's Message-ID is derived from its job id, so the rare resend after
 * a crash between the SMTP server's acceptance and the job's completion carries the same
 * Message-ID (receiving systems fold such duplicates).
 */
import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

/**
 * nodemailer is loaded with the first mail, not at start (it is among the heaviest modules
 * to load and most starts send no mail); one transport per mailer, made on first use.
 */
function lazyTransport<T extends Pick<Transporter, 'close'>>(make: (mailer: typeof Nodemailer) => T): { get(): Promise<T>; close(): void } {
  let made: Promise<T> | undefined;
  let closed = false;
  return {
    get: () => (made ??= import('nodemailer').then((module) => make(module.default))),
    close() {
      if (closed) return;
      closed = true;
      void made?.then((transport) => transport.close());
    },
  };
}

import type { JobQueue } from '../jobs/job-queue';

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
  /** Sends one mail; `messageId` (`<…@…>`) is used as its Message-ID header when given. */
  send(mail: OutgoingMail, messageId?: string): Promise<void>;
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
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }));
  return {
    kind: 'smtp',
    async send(mail, messageId) {
      await (await transport.get()).sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(messageId ? { messageId } : {}) });
    },
    close: () => transport.close(),
  };
}

/** A mailer that keeps mails as .eml files in `dir` and logs where each went. */
export function createOutboxMailer(options: { dir: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    kind: 'outbox',
    async send(mail, messageId) {
      const info = await (await transport.get()).sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(messageId ? { messageId } : {}) });
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

/** Queues mails for the background workers. */
export interface MailQueue {
  /** Queues the mail (durably: it is in the database when this resolves). */
  dispatch(mail: OutgoingMail): Promise<void>;
}

/** Queue name of outgoing mails. */
export const MAIL_JOB = 'mail.send';

/**
 * Declares the mail job on `jobs` (sent with `mailer`) and answers the queue the use cases
 * call. Retries: 3 after the first failure, 15 s apart doubling (15, 30, 60 s).
 */
export function createMailQueue(jobs: JobQueue, mailer: Mailer, log: { warn(object: object, message?: string): void }): MailQueue {
  jobs.define<OutgoingMail>({
    name: MAIL_JOB,
    retryLimit: 3,
    retryDelaySeconds: 15,
    retryBackoff: true,
    // Longer than nodemailer's timeouts together (10 + 10 + 20 s): a live send is never presumed dead.
    expireInSeconds: 120,
    async handler(mail, job) {
      try {
        await mailer.send(mail, `<${job.id}@cotador.mail>`);
      } catch (error) {
        if (job.lastAttempt) log.warn({ err: error, to: mail.to, subject: mail.subject }, 'falha ao enviar e-mail, desistindo / mail not sent, giving up');
        throw error;
      }
    },
  });
  return {
    async dispatch(mail) {
      await jobs.send(MAIL_JOB, mail);
    },
  };
}
