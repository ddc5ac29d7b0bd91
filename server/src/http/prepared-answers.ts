/**
 * Prepared JSON answers: a bounded cache of answer bodies that depend only on
 * their inputs and on an immutable source (the catalog snapshot), each kept as its JSON bytes
 * and, made on first demand, its brotli and gzip forms. A repeated quote is then a lookup and
 * a buffer write: no filtering, no pricing, no string building, no compression.
 *
 * - **Scope.** Entries live under a scope object (the catalog snapshot): a new snapshot
 *   starts an empty cache, and the old one goes with the old snapshot. Nothing can be served
 *   from a catalog version that is no longer current.
 * - **Key.** What else the body depends on, as a string the caller builds (the normalised
 *   filter, the allowed types, the Brasília day that picks the price table in force).
 * - **Bound.** At most `maxBytes` of bodies (JSON + compressed forms) per scope, least
 *   recently used first out (`lru-cache`).
 * - **Encoding.** `Accept-Encoding` is negotiated with `@fastify/accept-negotiator` (q-values
 *   honoured) among br and gzip, like `@fastify/compress`, which leaves an answer that already
 *   carries `Content-Encoding` as it is. `Vary: Accept-Encoding` is always sent.
 * - **One build per key.** Concurrent misses of one key share one build and one compression
 *   (a quote asked by 50 connections at once is priced and compressed once, not 50 times).
 * - **Off the event loop.** Compression runs on libuv's thread pool (zlib's async calls): on the
 *   real catalog a state-wide quote is ~4 MB of JSON, whose brotli took ~60–250 ms of CPU that
 *   blocked every other request when done synchronously. Bodies of 512 KiB or more use brotli
 *   quality 4 (about 35 % less CPU than 5 for ~5 % more bytes, measured on the São Paulo PME
 *   answer).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Encodings offered, best first (same order as the app's @fastify/compress). */
type Encoding = 'br' | 'gzip';

/** The negotiator, remembering the last 256 distinct `Accept-Encoding` headers it answered. */
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new LRUCache<string, string>({ max: 256 }) });

/** Brotli quality 5 (compress's default is 4): made once per entry, so a little more effort pays. */
const BROTLI_QUALITY = 5;
/** From this size brotli quality 4 (see the module comment). */
const LARGE_BODY_BYTES = 512 * 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function brotliOptions(bytes: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: bytes >= LARGE_BODY_BYTES ? BROTLI_QUALITY - 1 : BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
}

/** Below this size an answer is sent as it is (as @fastify/compress's `threshold`). */
const COMPRESS_FROM_BYTES = 1024;

/** One prepared body: its UTF-8 JSON and the compressed forms made so far. */
export interface PreparedBody {
  readonly json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Compressions under way (shared by concurrent requests). */
  pending?: Partial<Record<Encoding, Promise<Buffer>>>;
}

function sizeOf(body: PreparedBody): number {
  return body.json.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);
}

/** The `encoding` form of `body`, compressed once (concurrent callers share the work). */
function compressed(body: PreparedBody, encoding: Encoding): Buffer | Promise<Buffer> {
  const done = body[encoding];
  if (done) return done;
  body.pending ??= {};
  return (body.pending[encoding] ??= (encoding === 'br' ? brotli(body.json, brotliOptions(body.json.length)) : gzip(body.json)).then(
    (bytes) => {
      body[encoding] = bytes;
      delete body.pending?.[encoding];
      return bytes;
    },
    (error: unknown) => {
      delete body.pending?.[encoding];
      throw error;
    },
  ));
}

/** Options of {@link PreparedAnswers}. */
export interface PreparedAnswersOptions {
  /** Most bytes of bodies kept per scope (JSON plus compressed forms); default 32 MiB. */
  readonly maxBytes?: number;
}

/**
 * The cache of one kind of answer. `answer(...)` sends the prepared body of `(scope, key)`,
 * building it with `build` on a miss; `build` returns the JSON text, or `null` when there is
 * no cacheable body (the caller then answers itself, e.g. a 400).
 */
export class PreparedAnswers<Scope extends object> {
  private readonly scopes = new WeakMap<Scope, LRUCache<string, PreparedBody>>();
  /** Builds under way per scope and key (concurrent misses wait for the same one). */
  private readonly building = new WeakMap<Scope, Map<string, Promise<PreparedBody | null>>>();
  private readonly maxBytes: number;

  constructor(options: PreparedAnswersOptions = {}) {
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  }

  private cacheOf(scope: Scope): LRUCache<string, PreparedBody> {
    let cache = this.scopes.get(scope);
    if (!cache) {
      cache = new LRUCache<string, PreparedBody>({ maxSize: this.maxBytes, sizeCalculation: (body) => Math.max(1, sizeOf(body)) });
      this.scopes.set(scope, cache);
    }
    return cache;
  }

  /**
   * The prepared body of `key` under `scope`, or null when `build` (called on a miss) gives
   * no body. `build` may be async; concurrent misses of one key share one call of `build`
   * (a failed or null build is not kept: the next request builds again).
   */
  async body(scope: Scope, key: string, build: () => Promise<string | null> | string | null): Promise<PreparedBody | null> {
    const cache = this.cacheOf(scope);
    const hit = cache.get(key);
    if (hit) return hit;
    let building = this.building.get(scope);
    if (!building) {
      building = new Map();
      this.building.set(scope, building);
    }
    const underway = building.get(key);
    if (underway) return underway;
    const running = (async () => {
      const json = await build();
      if (json === null) return null;
      const body: PreparedBody = { json: Buffer.from(json, 'utf8') };
      cache.set(key, body);
      return body;
    })();
    building.set(key, running);
    try {
      return await running;
    } finally {
      building.delete(key);
    }
  }

  /**
   * Sends `body` as `application/json` in the encoding the request accepts (br, gzip, or
   * none), making and keeping the compressed form on first demand (off the event loop).
   * Resolves with the reply.
   */
  async send(request: FastifyRequest, reply: FastifyReply, scope: Scope, key: string, body: PreparedBody): Promise<FastifyReply> {
    reply.header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
    const accepted = request.headers['accept-encoding'];
    const encoding = body.json.length >= COMPRESS_FROM_BYTES && accepted ? encodings.negotiate(accepted) : null;
    if (!encoding) return reply.send(body.json);
    const before = sizeOf(body);
    const bytes = await compressed(body, encoding);
    // The entry grew: set it again so the cache's byte count follows (and may evict).
    if (sizeOf(body) !== before) this.cacheOf(scope).set(key, body);
    return reply.header('Content-Encoding', encoding).send(bytes);
  }
}
