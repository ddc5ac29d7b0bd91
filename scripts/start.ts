/**
 * `npm start`'s first step: builds the SPA (`npm run build`) and the server
 * (`npm run build:server`) only when what they read changed since the last build
 * (scripts/lib/build-stamp.ts), then exits so that `npm start` runs the compiled launcher
 * (`node build/server/launch.mjs`). Says which it did; exits 1 when a build fails.
 *
 * `--force` (or COTADOR_FORCE_BUILD=1) builds both whatever the stamps say.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { clearStamp, decideBuild, SERVER_TARGET, SPA_TARGET, writeStamp, type BuildDecision, type BuildTarget } from './lib/build-stamp';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force') || process.env.COTADOR_FORCE_BUILD === '1';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const REASONS: Record<Exclude<BuildDecision['reason'], 'up-to-date'>, string> = {
  'no-stamp': 'nenhuma compilação registrada / no recorded build',
  changed: 'fontes, lockfile ou ambiente mudaram / sources, lockfile or env changed',
  'missing-output': 'saída ausente ou incompleta / output missing or incomplete',
};

/** Builds `target` with `npm run <script>` when needed; returns false when the build failed. */
function ensureBuilt(target: BuildTarget, script: string): boolean {
  const started = performance.now();
  const decision = decideBuild(root, target, process.env);
  const checkedMs = Math.round(performance.now() - started);
  if (!decision.build && !force) {
    console.log(`${target.name}: compilação em dia (${decision.hash.slice(0, 12)}, verificada em ${checkedMs} ms), iniciando sem recompilar / build up to date, starting without rebuilding`);
    return true;
  }
  const why = force ? '--force' : `${REASONS[decision.reason as keyof typeof REASONS]}${'detail' in decision && decision.detail ? `: ${decision.detail}` : ''}`;
  console.log(`${target.name}: compilando (${why}) / building`);
  clearStamp(root, target);
  const run = spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit', env: process.env });
  if (run.status !== 0) {
    console.error(`${target.name}: a compilação falhou (código ${String(run.status ?? run.signal)}) / build failed`);
    return false;
  }
  // The hash of the inputs as they were before the build: a source edited during the build
  // makes the next start build again.
  writeStamp(root, target, decision.hash);
  console.log(`${target.name}: compilado em ${Math.round(performance.now() - started)} ms / built`);
  return true;
}

if (!ensureBuilt(SPA_TARGET, 'build') || !ensureBuilt(SERVER_TARGET, 'build:server')) process.exit(1);
