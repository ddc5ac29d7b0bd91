/**
 * `npm run serve` (through tsx) and `npm start` (compiled: build/server/launch.mjs): the main
 * API (server/src/main.ts) and the life-insurance service (server/life/main.ts) as two
 * processes, side by side.
 *
 * The configuration is read once here first, so that a fresh clone's generated secrets
 * (DATA_DIR/secrets.json) are written by one process before both read them. Output of both
 * goes to this terminal; SIGINT/SIGTERM are passed to both; when either stops, the other is
 * stopped and this process exits with the first one's code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../src/config';
import { loadLifeConfig } from './config';

try {
  loadLifeConfig(process.env, loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Compiled (`npm start`: build/server/launch.mjs, scripts/build-server.ts): the bundles beside
// this one, run by plain node. From source (`npm run serve`): the TypeScript entries through tsx.
const compiled = import.meta.url.endsWith('.mjs');
const entries = compiled
  ? { api: fileURLToPath(new URL('./api.mjs', import.meta.url)), life: fileURLToPath(new URL('./life.mjs', import.meta.url)) }
  : { api: fileURLToPath(new URL('../src/main.ts', import.meta.url)), life: fileURLToPath(new URL('./main.ts', import.meta.url)) };
// Compiled: no `--enable-source-maps` (Node then parses and keeps the source map of every module
// it loads, for the process's life); the bundles are not minified, so a stack trace still names
// the functions. NODE_OPTIONS=--enable-source-maps gives the TypeScript positions when wanted.
const nodeArgs = compiled ? [] : ['--import', 'tsx'];

const children = new Map<string, ChildProcess>();
let exiting = false;

function stopAll(signal: NodeJS.Signals): void {
  for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

for (const [name, entry] of Object.entries(entries)) {
  const child = spawn(process.execPath, [...nodeArgs, entry], { stdio: 'inherit', env: process.env });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!exiting) {
      exiting = true;
      if (code !== 0) console.error(`Processo ${name} terminou (${signal ?? `código ${String(code)}`}); encerrando o outro / ${name} exited, stopping the other`);
      process.exitCode = code ?? 1;
      stopAll('SIGTERM');
    }
    if (children.size === 0) process.exit(process.exitCode ?? 0);
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    exiting = true;
    process.exitCode = 0;
    stopAll(signal);
  });
}
