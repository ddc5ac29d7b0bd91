/**
 * Expected outcomes as values (architecture rule 5): a port answers `ok(value)` or
 * `err(failure)` where failure carries a `kind` string union; only bugs throw.
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** A successful result. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A failed result. */
export function err<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

/** The value of a successful result transformed by `transform`; a failure as it is. */
export function mapResult<T, U, E>(result: Result<T, E>, transform: (value: T) => U): Result<U, E> {
  return result.ok ? ok(transform(result.value)) : result;
}

/**
 * Failures any remote call may have:
 * - `unavailable`: network down or server unreachable/5xx;
 * - `rejected`: the server refused with a message to show (4xx);
 * - `not-found`: 404 with the server's message.
 */
export type RemoteFailure =
  | { kind: 'unavailable'; message: string }
  | { kind: 'rejected'; message: string; fields?: Record<string, string[]> }
  | { kind: 'not-found'; message: string };
