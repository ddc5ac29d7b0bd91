/**
 * Reading a multipart/form-data body without letting the parser's own errors become 500s.
 *
 * `request.parts()` (@fastify/multipart over busboy) throws plain `Error`s, without an HTTP
 * status, for a body the client got wrong: a `Content-Type` without a boundary ("Multipart:
 * Boundary not found"), a boundary longer than 256 characters, a file cut short by a form that
 * never ends ("Premature close"), and so on. {@link multipartParts} iterates the same parts and
 * turns any such error — while iterating or in a file's `toBuffer()` — into a 400
 * {@link MultipartFormError} (the errors that carry a status — the `FST_` limits, 413 — pass
 * as they are).
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

/** The error to answer for a parser or stream failure: as is when it has a status, else a 400. */
function asFormError(error: unknown): unknown {
  if (hasStatus(error)) return error;
  return new MultipartFormError(error instanceof Error ? error.message : String(error));
}

/**
 * The parts of the request's multipart body, as `request.parts(options)` gives them; read a
 * file with its `toBuffer()` (or `file.resume()` to skip it), which fails the same way.
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
        throw asFormError(error);
      }
      if (step.done) {
        finished = true;
        return;
      }
      const part = step.value;
      if (part.type === 'file') {
        // A file cut short (form not terminated, parser error) rejects with "Premature close".
        const read = part.toBuffer.bind(part);
        part.toBuffer = async () => {
          try {
            return await read();
          } catch (error) {
            throw asFormError(error);
          }
        };
      }
      yield part;
    }
  } finally {
    if (!finished) await iterator.return?.();
  }
}
