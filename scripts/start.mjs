// @ts-check
/**
 * `npm start` (`node scripts/start.mjs`): builds the SPA (`npm run build`) and the server
 * (`npm run build:server`) only when what they read changed since the last build
 * (scripts/lib/build-stamp.mjs), says which it did, then runs the compiled launcher
 * (build/server/launch.mjs: the API and the life service) in this same process. Exits 1 when a
 * build fails.
 *
 * Plain JavaScript on purpose: a start with nothing to build loads neither tsx nor a second
 * Node process (they cost ~1.5 s of CPU before the launcher's first line); only a build runs
 * tsx, through the npm scripts it spawns.
 *
 * `--force` (`npm start -- --force`) or COTADOR_FORCE_BUILD=1 builds both whatever the stamps say.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { clearStamp, decideBuild, SERVER_TARGET, SPA_TARGET, writeStamp } from './lib/build-stamp.mjs';

/** @typedef {import('./lib/build-stamp.mjs').BuildTarget} BuildTarget */
/** @typedef {import('./lib/build-stamp.mjs').BuildDecision} BuildDecision */

/** @type {Record<Exclude<BuildDecision['reason'], 'up-to-date'>, string>} */
const REASONS = {
  'no-stamp': 'nenhuma compilação registrada / no recorded build',
  changed: 'fontes, lockfile ou ambiente mudaram / sources, lockfile or env changed',
  'missing-output': 'saída ausente ou incompleta / output missing or incomplete',
};

/**
 * What {@link ensureBuilt} needs from outside.
 * @typedef {object} EnsureBuiltOptions
 * @property {Record<string, string | undefined>} env The environment (its build variables enter the hash).
 * @property {boolean} force Build whatever the stamp says.
 * @property {(script: string) => number | null} runScript Runs `npm run <script>`; returns its exit code (null when killed).
 * @property {(line: string) => void} [log] Progress lines (default console.log).
 * @property {(line: string) => void} [error] Failure lines (default console.error).
 * @property {string} [nodeVersion] The Node version in the hash (default the running one).
 */

/**
 * Builds `target` under `root` with `npm run <script>` when its stamp says so (or `force`):
 * clears the stamp first, and writes it with the inputs' hash as they were BEFORE the build
 * only after the build succeeded (a source edited during the build makes the next start build
 * again; a build killed half-way leaves no stamp). Returns false when the build failed.
 * @param {string} root
 * @param {BuildTarget} target
 * @param {string} script
 * @param {EnsureBuiltOptions} options
 * @returns {boolean}
 */
export function ensureBuilt(root, target, script, options) {
  const log = options.log ?? console.log;
  const error = options.error ?? console.error;
  const started = performance.now();
  const decision = decideBuild(root, target, options.env, options.nodeVersion);
  const checkedMs = Math.round(performance.now() - started);
  if (!decision.build && !options.force) {
    log(`${target.name}: compilação em dia (${decision.hash.slice(0, 12)}, verificada em ${checkedMs} ms), iniciando sem recompilar / build up to date, starting without rebuilding`);
    return true;
  }
  const why = options.force || !decision.build ? '--force' : `${REASONS[decision.reason]}${decision.detail ? `: ${decision.detail}` : ''}`;
  log(`${target.name}: compilando (${why}) / building`);
  clearStamp(root, target);
  const status = options.runScript(script);
  if (status !== 0) {
    error(`${target.name}: a compilação falhou (código ${String(status)}) / build failed`);
    return false;
  }
  writeStamp(root, target, decision.hash);
  log(`${target.name}: compilado em ${Math.round(performance.now() - started)} ms / built`);
  return true;
}

/**
 * The checks of both targets, then the launcher (see the module comment).
 * @param {string} root
 */
async function main(root) {
  const force = process.argv.includes('--force') || process.env.COTADOR_FORCE_BUILD === '1';
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  /** @param {string} script */
  const runScript = (script) => {
    const run = spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit', env: process.env });
    return run.status ?? (run.signal ? null : 1);
  };
  const options = { env: process.env, force, runScript };
  if (!ensureBuilt(root, SPA_TARGET, 'build', options) || !ensureBuilt(root, SERVER_TARGET, 'build:server', options)) process.exit(1);
  // The launcher in this process: one Node start, and signals reach it directly.
  await import(pathToFileURL(path.join(root, SERVER_TARGET.outDir, 'launch.mjs')).href);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')).catch((failure) => {
    console.error(`Falha ao iniciar / start failed: ${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}`);
    process.exit(1);
  });
}
