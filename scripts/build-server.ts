/**
 * `npm start`'s server build: bundles the launcher, the API
 * (server/src/main.ts) and the life-insurance service (server/life/main.ts) with esbuild into
 * `build/server/*.mjs` (ES modules, Node 20, source maps), which `node` runs without tsx.
 *
 * - Packages stay external (`node_modules` is resolved at run time, as with tsx), except
 *   their JSON files (bundled: Node's ESM loader wants an import attribute for JSON).
 * - Our modules are bundled, so an `import.meta.url` in a source file would point at the
 *   bundle: each one is rewritten to the source file's own URL, expressed relative to the
 *   bundle (`new URL('../../server/src/db/database.ts', import.meta.url)`), so the data files
 *   and migrations it locates (server/drizzle, server/data, server/life/...) are found
 *   wherever the checkout lives. The entry `launch.mjs` (server/life/launch-compiled.ts) keeps
 *   its own `import.meta.url`: it loads `launch-main.mjs` (server/life/launch.ts) beside it.
 *
 * Usage: `tsx scripts/build-server.ts [outDir]` (default build/server).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.resolve(root, process.argv[2] ?? 'build/server');
const launcher = path.join(root, 'server/life/launch-compiled.ts');

/** Rewrites `import.meta.url` in our TypeScript sources to the source file's URL (see above). */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = await readFile(args.path, 'utf8');
      if (args.path === launcher || !contents.includes('import.meta.url')) return { contents, loader: 'ts' };
      const relative = path.relative(outDir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: contents.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Bare package imports stay external, but for JSON files (see above). */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.endsWith('.json') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: {
    launch: launcher,
    'launch-main': path.join(root, 'server/life/launch.ts'),
    api: path.join(root, 'server/src/main.ts'),
    life: path.join(root, 'server/life/main.ts'),
  },
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages, sourceUrls],
});
console.log(`Servidor compilado em ${path.relative(process.cwd(), outDir) || '.'} (${Math.round(performance.now() - started)} ms): node ${pathToFileURL(path.join(outDir, 'launch.mjs')).pathname}`);
