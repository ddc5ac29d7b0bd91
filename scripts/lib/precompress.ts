/**
 * Precompressed SPA assets: after `vite build` (`npm run build` runs scripts/precompress.ts), every compressible file of `dist/` over
 * 1 KiB (JavaScript, CSS, SVG, JSON, fonts other than woff2…) gets a `<file>.br` (brotli,
 * quality 11) and a `<file>.gz` (gzip level 9) beside it, which @fastify/static
 * (`preCompressed: true`, server/src/app.ts) sends to a browser that accepts them — no
 * compression per request, and the smallest files. `index.html` is left alone: the server
 * answers it itself, with a per-request CSP nonce (and compresses it on the fly).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing (images and woff2 are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|wasm|ttf|otf|map|webmanifest)$/i;

/** Files smaller than this (bytes) are sent as they are. */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside each compressible file of `dir` (recursively).
 * @returns the files compressed, with their raw, brotli and gzip sizes in bytes.
 */
export async function precompressDir(dir: string): Promise<Array<{ file: string; raw: number; br: number; gzip: number }>> {
  const done: Array<{ file: string; raw: number; br: number; gzip: number }> = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || path.basename(file) === 'index.html') continue;
    if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) continue;
    const raw = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
    done.push({ file: path.relative(dir, file), raw: raw.length, br: br.length, gzip: gz.length });
  }
  return done;
}
