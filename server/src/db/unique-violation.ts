/**
 * Unique-constraint violations as the use cases read them: a taken e-mail, username or code
 * answered as a field message (400/409), never as a 500. PGlite and the `pg` driver raise
 * them differently (and Drizzle may wrap them in `cause`), hence the walk.
 */

/** True for a unique-constraint violation (PostgreSQL 23505), whichever driver raised it. */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      const constraint =
        typeof candidate.constraint === 'string'
          ? candidate.constraint
          : typeof candidate.constraint_name === 'string'
            ? candidate.constraint_name
            : String(candidate.message ?? '');
      return { constraint };
    }
    current = candidate.cause;
  }
  return null;
}
