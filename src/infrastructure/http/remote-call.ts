/**
 * Turns an HTTP answer into a Result (architecture rule 5): the adapters call
 * `remoteJson(promise, schema)` and get the parsed DTO or a RemoteFailure whose
 * `message` is the server's own sentence when it has one (`error`, then `detail`,
 * then the first field message), so the UI can show it (spec point 5).
 */
import { HTTPError, TimeoutError } from 'ky';
import { err, ok, type RemoteFailure, type Result } from '../../application/shared/result';
import { SERVER_ERROR_MESSAGE, UNAVAILABLE_MESSAGE, UNEXPECTED_ANSWER_MESSAGE } from './messages';

export { SERVER_ERROR_MESSAGE, UNAVAILABLE_MESSAGE, UNEXPECTED_ANSWER_MESSAGE };

/**
 * The field errors of a DRF-style 400 body, flattened: `{"field": ["msg"]}` as is, and a nested
 * serializer's errors under dotted paths — `{"data": {"plans": ["msg"]}}` → `data.plans`, a
 * list's `[{}, {"age": ["msg"]}]` under `field.1.age` (DRF answers nested and list serializers
 * so). Undefined when the body holds no message.
 */
export function fieldErrorsOf(body: unknown): Record<string, string[]> | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const fields: Record<string, string[]> = {};
  const walk = (value: unknown, key: string): void => {
    if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) {
      fields[key] = value as string[];
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${key}.${index}`));
    } else if (value && typeof value === 'object') {
      for (const [child, nested] of Object.entries(value)) walk(nested, key ? `${key}.${child}` : child);
    }
  };
  walk(body, '');
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The one sentence a server error body says: `error`, `detail`, or the first field message. */
export function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.error === 'string' && record.error) return record.error;
  if (typeof record.detail === 'string' && record.detail) return record.detail;
  const fields = fieldErrorsOf(body);
  const first = fields ? Object.values(fields)[0]?.[0] : undefined;
  return first;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** Maps a non-2xx answer to a RemoteFailure. */
export async function failureOf(response: Response): Promise<RemoteFailure> {
  const body = await readBody(response);
  const message = messageOf(body);
  if (response.status === 404) return { kind: 'not-found', message: message ?? 'Não encontrado.' };
  if (response.status >= 500) return { kind: 'unavailable', message: SERVER_ERROR_MESSAGE };
  const fields = fieldErrorsOf(body);
  return { kind: 'rejected', message: message ?? SERVER_ERROR_MESSAGE, ...(fields ? { fields } : {}) };
}

/** Maps a thrown error (network, timeout, HTTPError) to a RemoteFailure. */
export async function failureOfError(error: unknown): Promise<RemoteFailure> {
  if (error instanceof HTTPError) return failureOf(error.response);
  if (error instanceof TimeoutError) return { kind: 'unavailable', message: UNAVAILABLE_MESSAGE };
  return { kind: 'unavailable', message: UNAVAILABLE_MESSAGE };
}

/**
 * A schema an answer is checked with: a classic zod schema or a `zod/mini` one (both have
 * `safeParse`). Called as a method, so the first page carries no zod of its own.
 */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** Awaits an HTTP call and validates its JSON with `schema`. */
export async function remoteJson<T>(call: Promise<Response>, schema: AnswerSchema<T>): Promise<Result<T, RemoteFailure>> {
  let response: Response;
  try {
    response = await call;
  } catch (error) {
    return err(await failureOfError(error));
  }
  if (!response.ok) return err(await failureOf(response));
  const parsed = schema.safeParse(await readBody(response));
  if (!parsed.success) return err({ kind: 'unavailable', message: UNEXPECTED_ANSWER_MESSAGE });
  return ok(parsed.data);
}
