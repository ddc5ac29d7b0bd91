/**
 * A local SMTP server for tests (smtp-server on a loopback port) that keeps every mail it
 * receives, plus a small RFC 822 reader (multipart, quoted-printable, base64, encoded-word
 * subjects) to get the text and the links out of them. Used by the server suite and by the
 * Playwright global setup.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A received mail, decoded. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded ('' when absent). */
  html: string;
  /** Every http(s) URL of the text part, in order. */
  links: string[];
  raw: string;
}

export interface MailCatcher {
  port: number;
  mails: CaughtMail[];
  /** Resolves with the first mail matching `predicate` (waiting up to `timeoutMs`). */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(input: string): string {
  const softBreaksRemoved = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i += 1) {
    const char = softBreaksRemoved[i] ?? '';
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHeaders(block: string): { headers: Map<string, string>; body: string } {
  const separator = block.search(/\r?\n\r?\n/);
  const head = separator === -1 ? block : block.slice(0, separator);
  const body = separator === -1 ? '' : block.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function collectParts(block: string, out: { text: string; html: string }): void {
  const { headers, body } = splitHeaders(block);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const pieces = body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      collectParts(piece.replace(/^\r?\n/, ''), out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (type.toLowerCase().startsWith('text/html')) out.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) out.text += decoded;
}

/** Reads a raw RFC 822 message. */
export function parseMail(raw: string, envelope: { from: string; to: string[] } = { from: '', to: [] }): CaughtMail {
  const { headers } = splitHeaders(raw);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  const links = [...parts.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
  return {
    from: envelope.from || (headers.get('from') ?? ''),
    to: envelope.to.length > 0 ? envelope.to : (headers.get('to') ?? '').split(',').map((value) => value.trim()),
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text: parts.text,
    html: parts.html,
    links,
    raw,
  };
}

/**
 * Starts an SMTP server on 127.0.0.1 (`port` 0 picks a free one) that accepts any
 * sender and recipient without authentication or TLS; `onMail` sees each mail as it arrives.
 */
export async function startMailCatcher(options: { port?: number; onMail?: (mail: CaughtMail) => void } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        mails.push(mail);
        options.onMail?.(mail);
        for (const listener of [...listeners]) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address()).port;

  return {
    port,
    mails,
    waitFor(predicate, timeoutMs = 10_000) {
      const found = mails.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = mails.find(predicate);
          if (!mail) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No mail matched within ${timeoutMs} ms (received ${mails.length}: ${mails.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ')})`));
        }, timeoutMs);
        listeners.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
