// @ts-check
/**
 * Build stamps: whether `npm start` must build the SPA (`dist/`) or the server (`build/server/`)
 * again, decided from a content hash of what the build reads.
 *
 * Plain JavaScript (types in JSDoc, checked by `tsc` through `// @ts-check`): `npm start` runs
 * `node scripts/start.mjs`, which imports this file without loading tsx, so a start with nothing
 * to build pays for no TypeScript compiler. This is the only home of the stamp's rule (what is
 * hashed); TypeScript callers import it from here.
 *
 * A stamp (`.build-stamp.json` inside the output folder) records the hash of the build's inputs
 * (every file of its source folders and config files, by path and content; the environment
 * variables the build reads; the Node version) and the size of every output file the app needs
 * to run. `decideBuild` answers "build" when there is no stamp, when the inputs' hash differs
 * from the stamp's, or when a recorded output is missing or has another size (a folder emptied
 * or half-copied), and "up to date" otherwise. The caller removes the stamp before building and
 * writes it only after the build succeeded, so a build killed half-way leaves no stamp and the
 * next start builds again, whatever the sources are by then.
 *
 * Test files (`*.test.ts`, `*.test.tsx`) and folders named in `ignoreDirs` are left out: editing
 * a test does not change what the app runs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** File name of the stamp, inside the target's output folder. */
export const STAMP_FILE = '.build-stamp.json';

/**
 * One build `npm start` may run: what it reads and what it must leave behind.
 * @typedef {object} BuildTarget
 * @property {string} name Short name for the log ("SPA", "servidor").
 * @property {string} outDir Output folder, relative to the root (the stamp is written inside it).
 * @property {readonly string[]} inputDirs Folders whose every file is an input (relative to the root), walked recursively.
 * @property {readonly string[]} inputFiles Single input files (relative to the root); a missing one counts as "absent".
 * @property {readonly string[]} [ignoreDirs] Folders (relative to the root) left out of the walk, e.g. `server/test`.
 * @property {(name: string) => boolean} envKeys Which environment variables the build reads (their values enter the hash).
 * @property {readonly string[]} requiredOutputs Output files (relative to `outDir`) the app cannot run without; their sizes go in the stamp.
 */

/**
 * What a stamp holds (JSON).
 * @typedef {object} BuildStamp
 * @property {string} hash sha256 (hex) of the inputs, see {@link inputHash}.
 * @property {string} builtAt When the build ended (ISO), for people reading the file.
 * @property {Readonly<Record<string, number>>} outputs Size in bytes of each required output, by path relative to `outDir`.
 */

/**
 * The decision for one target, with why.
 * @typedef {{ readonly build: false, readonly reason: 'up-to-date', readonly hash: string }
 *   | { readonly build: true, readonly reason: 'no-stamp' | 'changed' | 'missing-output', readonly hash: string, readonly detail?: string }} BuildDecision
 */

/** Environment variables as `process.env` holds them. @typedef {Record<string, string | undefined>} Env */

const TEST_FILE = /\.test\.tsx?$/;
const ALWAYS_SKIPPED = new Set(['node_modules', '.git']);

/**
 * @param {string} root
 * @param {string} relativeDir
 * @param {ReadonlySet<string>} ignore
 * @param {string[]} into
 */
function walk(root, relativeDir, ignore, into) {
  const absolute = path.join(root, relativeDir);
  if (!existsSync(absolute)) return;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const relative = path.posix.join(relativeDir, entry.name);
    if (entry.isDirectory()) {
      if (!ALWAYS_SKIPPED.has(entry.name) && !ignore.has(relative)) walk(root, relative, ignore, into);
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) into.push(relative);
  }
}

/**
 * sha256 (hex) of the target's inputs under `root`: each input file's path and content (sorted
 * by path; a listed file that does not exist counts as absent), each variable `envKeys` selects
 * from `env` (sorted; name and value), and `nodeVersion`.
 * @param {string} root
 * @param {BuildTarget} target
 * @param {Env} env
 * @param {string} [nodeVersion]
 * @returns {string}
 */
export function inputHash(root, target, env, nodeVersion = process.version) {
  /** @type {string[]} */
  const files = [];
  const ignore = new Set(target.ignoreDirs ?? []);
  for (const dir of target.inputDirs) walk(root, dir, ignore, files);
  const hash = createHash('sha256');
  hash.update(`node ${nodeVersion}\n`);
  for (const file of [...new Set([...files, ...target.inputFiles])].sort()) {
    const absolute = path.join(root, file);
    if (!existsSync(absolute)) {
      hash.update(`absent ${file}\n`);
      continue;
    }
    const content = readFileSync(absolute);
    hash.update(`file ${file} ${content.length}\n`);
    hash.update(content);
  }
  for (const name of Object.keys(env).filter(target.envKeys).sort()) hash.update(`env ${name}=${env[name] ?? ''}\n`);
  return hash.digest('hex');
}

/**
 * The stamp of `target` under `root`, or null when absent or unreadable.
 * @param {string} root
 * @param {BuildTarget} target
 * @returns {BuildStamp | null}
 */
export function readStamp(root, target) {
  try {
    /** @type {Partial<BuildStamp>} */
    const parsed = JSON.parse(readFileSync(path.join(root, target.outDir, STAMP_FILE), 'utf8'));
    if (typeof parsed.hash !== 'string' || typeof parsed.outputs !== 'object' || parsed.outputs === null) return null;
    return /** @type {BuildStamp} */ (parsed);
  } catch {
    return null;
  }
}

/**
 * Whether `target` must be built again (see the module comment).
 * @param {string} root
 * @param {BuildTarget} target
 * @param {Env} env
 * @param {string} [nodeVersion]
 * @returns {BuildDecision}
 */
export function decideBuild(root, target, env, nodeVersion = process.version) {
  const hash = inputHash(root, target, env, nodeVersion);
  const stamp = readStamp(root, target);
  if (!stamp) return { build: true, reason: 'no-stamp', hash };
  if (stamp.hash !== hash) return { build: true, reason: 'changed', hash };
  for (const output of target.requiredOutputs) {
    const absolute = path.join(root, target.outDir, output);
    const size = existsSync(absolute) ? statSync(absolute).size : -1;
    if (size !== stamp.outputs[output]) return { build: true, reason: 'missing-output', hash, detail: output };
  }
  return { build: false, reason: 'up-to-date', hash };
}

/**
 * Removes the stamp of `target` (before a build: a build stopped half-way must not look done).
 * @param {string} root
 * @param {BuildTarget} target
 */
export function clearStamp(root, target) {
  rmSync(path.join(root, target.outDir, STAMP_FILE), { force: true });
}

/**
 * Writes the stamp of a build that has just succeeded with inputs `hash`. Throws when a
 * required output is missing (the build did not produce what the app needs).
 * @param {string} root
 * @param {BuildTarget} target
 * @param {string} hash
 * @param {Date} [now]
 * @returns {BuildStamp}
 */
export function writeStamp(root, target, hash, now = new Date()) {
  /** @type {Record<string, number>} */
  const outputs = {};
  for (const output of target.requiredOutputs) {
    const absolute = path.join(root, target.outDir, output);
    if (!existsSync(absolute)) throw new Error(`${target.name}: a compilação não gerou ${path.posix.join(target.outDir, output)}`);
    outputs[output] = statSync(absolute).size;
  }
  /** @type {BuildStamp} */
  const stamp = { hash, builtAt: now.toISOString(), outputs };
  writeFileSync(path.join(root, target.outDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
  return stamp;
}

const SHARED_CONFIG = ['package.json', 'package-lock.json', 'tsconfig.json'];

/**
 * The SPA (`npm run build`: vite build + precompress into dist/). Vite reads the `.env` files of
 * the production mode and the process's `VITE_*` variables (vite.config.ts, `loadEnv`), and
 * `NODE_ENV`; vite.config.ts imports scripts/lib/vite-prerender.ts and
 * server/test/database-passes.ts (the test projects), `npm run build` runs scripts/precompress.ts.
 * @type {BuildTarget}
 */
export const SPA_TARGET = {
  name: 'SPA',
  outDir: 'dist',
  inputDirs: ['src', 'public'],
  inputFiles: [
    ...SHARED_CONFIG,
    'index.html',
    'vite.config.ts',
    'scripts/lib/vite-prerender.ts',
    'scripts/lib/precompress.ts',
    'scripts/precompress.ts',
    'server/test/database-passes.ts',
    '.env',
    '.env.local',
    '.env.production',
    '.env.production.local',
  ],
  envKeys: (name) => name.startsWith('VITE_') || name === 'NODE_ENV',
  requiredOutputs: ['index.html', '.vite/manifest.json'],
};

/**
 * The server (`npm run build:server`: esbuild bundles of the launcher, the API and the life
 * service into build/server/). The bundles hold server/ and the src/ modules it imports
 * (contract, domain); no environment variable is read at build time.
 * @type {BuildTarget}
 */
export const SERVER_TARGET = {
  name: 'servidor',
  outDir: 'build/server',
  inputDirs: ['server', 'src'],
  ignoreDirs: ['server/test', 'server/life/test'],
  inputFiles: [...SHARED_CONFIG, 'scripts/build-server.ts'],
  envKeys: () => false,
  requiredOutputs: ['launch.mjs', 'launch-main.mjs', 'api.mjs', 'life.mjs'],
};
