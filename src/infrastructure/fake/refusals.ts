/**
 * The 400s every fake answers as the HTTP adapters read the server's: field messages keyed by
 * the wire's dotted path (the adapters flatten DRF's nested bodies the same way), the first
 * message as the failure's sentence. The messages themselves come from the contract's zod
 * schemas and the domain's tables; these only shape the answer.
 */
import type { RemoteFailure } from '../../application/shared/result';
import { issuesToFieldErrors } from '../../contract/life-proposal';

/** A 400 with these field messages; its sentence is the first message. */
export function rejectedFields(fields: Record<string, string[]>): RemoteFailure {
  return { kind: 'rejected', message: Object.values(fields)[0]?.[0] ?? 'Dados inválidos.', fields };
}

/** A refusal with one sentence (`{"non_field_errors": [message], "error": message}` on the server). */
export function refusedWith(message: string): RemoteFailure {
  return rejectedFields({ non_field_errors: [message] });
}

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };

/**
 * The wire schema's answer for `body`: the parsed value, or its 400 (each issue under its path,
 * after `prefix`, e.g. `data` for the quotation's `data.client.phone`).
 */
export function parsedOrRejected<T>(parsed: Parsed<T>, prefix: readonly string[] = []): { ok: true; value: T } | { ok: false; error: RemoteFailure } {
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: rejectedFields(issuesToFieldErrors(parsed.error.issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] })))) };
}
