/**
 * Signature of the provider's webhooks (the sandbox signs them, the server checks them):
 *
 *   X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
 *
 * keyed with `PAYMENT_WEBHOOK_SECRET`. The raw body is signed byte for byte (as sent), so
 * the server checks it before parsing. A timestamp more than {@link SIGNATURE_TOLERANCE_SECONDS}
 * away from the server's clock is refused, so a captured request cannot be replayed later.
 * Comparison with `timingSafeEqual` (no timing leak of how many bytes matched).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Name of the signature header (lower case, as Node gives headers). */
export const SIGNATURE_HEADER = 'x-sandbox-signature';
/** Oldest (and most in the future) accepted signature timestamp: 5 minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Hex HMAC-SHA256 of `${timestamp}.${rawBody}`. */
export function signatureOf(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header value for a body signed at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

/** Why a signature was refused (for the log; the answer is the same for all). */
export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

/**
 * Checks a signature header against the raw body.
 *
 * @param header the `X-Sandbox-Signature` value (undefined when absent).
 * @param nowSeconds the server's clock, unix seconds.
 * @returns `ok`, or the problem: `missing`, `malformed` (no `t=`/`v1=`), `stale` (timestamp
 *   more than 5 minutes away), `mismatch` (no `v1` matches).
 */
export function verifySignature(
  header: string | undefined,
  rawBody: string | Buffer,
  secret: string,
  nowSeconds: number,
): { ok: true } | { ok: false; problem: SignatureProblem } {
  if (!header) return { ok: false, problem: 'missing' };
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2) as [string, string | undefined];
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value) candidates.push(value);
  }
  if (timestamp === undefined || candidates.length === 0) return { ok: false, problem: 'malformed' };
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, problem: 'stale' };
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  const matches = candidates.some((candidate) => {
    if (!/^[0-9a-f]+$/i.test(candidate)) return false;
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, problem: 'mismatch' };
}
