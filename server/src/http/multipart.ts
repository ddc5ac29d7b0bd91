/**
 * Reading a multipart/form-data body without letting the parser's own errors become 500s.
 *
 * `request.parts()` (@fastify/multipart over busboy) throws plain `Error`s, without an HTTP
 * status, for a body the client got wrong: a `Content-Type` without a boundary ("Multipart:
 * Boundary not found"), a boundary longer than 256 characters, and so on. {@link multipartParts}
 * iterates the same parts and turns any such error into a 400 {@link MultipartFormError}
 * (the errors that carry a status — the `FST_` limits, 413 — pass as they are).
 */
import type { FastifyRequest } from 'fastify';

/** pt-BR sentence of a multipart body the parser could not read. */
export const MULTIPART_INVALID_MESSAGE = 'Formulário multipart inválido.';

/** 400 for a multipart body the parser refused; answered `{"detail": "Formulário multipart inválido."}`. */
export class MultipartFormError extends Error {
  readonly statusCode = 400;
  constructor(readonly reason: string) {
    super(MULTIPART_INVALID_MESSAGE);
    this.name = 'MultipartFormError';
  }
}

type Parts = ReturnType<FastifyRequest['parts']>;
type Part = Parts extends AsyncIterable<infer T> ? T : never;

const hasStatus = (error: unknown) =>
  error !== null && typeof error === 'object' && typeof (error as { statusCode?: unknown }).statusCode === 'number';

/**
 * The parts of the request's multipart body, as `request.parts(options)` gives them.
 * @throws MultipartFormError (400) when the parser fails without an HTTP status of its own.
 */
export async function* multipartParts(request: FastifyRequest, options?: Parameters<FastifyRequest['parts']>[0]): AsyncGenerator<Part> {
  const iterator = request.parts(options)[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      let step: IteratorResult<Part>;
      try {
        step = await iterator.next();
      } catch (error) {
        finished = true;
        if (hasStatus(error)) throw error;
        throw new MultipartFormError(error instanceof Error ? error.message : String(error));
      }
      if (step.done) {
        finished = true;
        return;
      }
      yield step.value;
    }
  } finally {
    if (!finished) await iterator.return?.();
  }
}
