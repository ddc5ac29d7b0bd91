/**
 * Fake mode (`npm run dev:fake`) runs the whole in-memory back end in the browser, and that
 * back end may run the server's own use cases (docs/decisions/2026-11-28-fakes-run-server-use-cases.md).
 * This bundles fake-bindings.ts — everything main.tsx's fake import reaches — for the browser,
 * as vite would, so a Node built-in or a Node-only package reached from a fake (a server use
 * case importing `node:crypto`, a database driver) fails here rather than in a broker's tab.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

describe('the fake back end in the browser', () => {
  it('bundles for the browser with no Node built-in and no server-only package', async () => {
    const result = await build({
      entryPoints: ['src/infrastructure/di/fake-bindings.ts'],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      metafile: true,
      // Packages stay outside (vite resolves them); only their names are checked below.
      packages: 'external',
    }).catch((error: { errors?: { text: string }[] }) => ({ errors: error.errors ?? [{ text: String(error) }], metafile: undefined }));
    expect(result.errors.map((e) => e.text)).toEqual([]);
    const imported = Object.values(result.metafile?.inputs ?? {}).flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path));
    const serverOnly = imported.filter((name) => /^(node:|fs$|path$|crypto$|os$|http$|https$|net$|stream$|zlib$|child_process$|worker_threads$|pg$|pg-|fastify|@fastify\/|nodemailer|pino|@electric-sql\/pglite|drizzle-orm\/(node-postgres|pglite))/.test(name));
    expect(serverOnly).toEqual([]);
    expect(result.metafile && Object.keys(result.metafile.inputs).some((file) => file.includes('infrastructure/fake/plan-catalog.fake.ts'))).toBe(true);
  }, 60_000);
});
