import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStamp, type BuildTarget } from './lib/build-stamp.mjs';
import { ensureBuilt } from './start.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A small project: sources in src/ and an output folder out/ that the "build" fills. */
const TARGET: BuildTarget = {
  name: 'teste',
  outDir: 'out',
  inputDirs: ['src'],
  inputFiles: [],
  envKeys: () => false,
  requiredOutputs: ['app.js'],
};

let root: string;
let builds: string[];
let lines: string[];

function put(relative: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

/** ensureBuilt with a fake `npm run` that writes the output (or fails with `status`). */
function start(options: { force?: boolean; status?: number | null; during?: () => void } = {}): boolean {
  return ensureBuilt(root, TARGET, 'build', {
    env: {},
    force: options.force ?? false,
    nodeVersion: 'v20.0.0',
    log: (line) => lines.push(line),
    error: (line) => lines.push(line),
    runScript: (script) => {
      builds.push(script);
      options.during?.();
      if (options.status !== undefined && options.status !== 0) return options.status;
      put('out/app.js', 'console.log("built")');
      return 0;
    },
  });
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'start-check-'));
  builds = [];
  lines = [];
  put('src/main.ts', 'export const answer = 42;');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('npm start: build only when needed', () => {
  it('builds a fresh clone, then starts the second time without building and says so', () => {
    expect(start()).toBe(true);
    expect(builds).toEqual(['build']);
    expect(lines.at(-1)).toMatch(/compilado em \d+ ms/);
    expect(start()).toBe(true);
    expect(builds).toEqual(['build']);
    expect(lines.at(-1)).toMatch(/iniciando sem recompilar/);
  });

  it('builds again after a source change, and with --force even when nothing changed', () => {
    start();
    put('src/main.ts', 'export const answer = 43;');
    start();
    expect(builds).toHaveLength(2);
    expect(lines.at(-2)).toMatch(/compilando \(fontes, lockfile ou ambiente mudaram/);
    start({ force: true });
    expect(builds).toHaveLength(3);
    expect(lines.at(-2)).toMatch(/compilando \(--force\)/);
  });

  it('a failed or killed build leaves no stamp: it is not reported as built and the next start builds', () => {
    start();
    put('src/main.ts', 'export const answer = 43;');
    expect(start({ status: 2 })).toBe(false);
    expect(lines.at(-1)).toMatch(/a compilação falhou \(código 2\)/);
    expect(readStamp(root, TARGET)).toBeNull();
    expect(start({ status: null })).toBe(false);
    expect(readStamp(root, TARGET)).toBeNull();
    expect(start()).toBe(true);
    expect(builds).toHaveLength(4);
  });

  it('a source edited while the build runs makes the next start build again', () => {
    start({ during: () => put('src/main.ts', 'export const answer = 44;') });
    start();
    expect(builds).toHaveLength(2);
  });
});

describe('npm start loads no TypeScript tooling when nothing changed', () => {
  it('is one `node` call of a plain JavaScript file', () => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe('node scripts/start.mjs');
  });

  it('the start check imports only Node built-ins and the stamp module (no tsx, no packages)', () => {
    const importsOf = (file: string) => [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^import [^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1]);
    expect(importsOf('scripts/start.mjs').filter((specifier) => !specifier?.startsWith('node:'))).toEqual(['./lib/build-stamp.mjs']);
    expect(importsOf('scripts/lib/build-stamp.mjs').every((specifier) => specifier?.startsWith('node:'))).toBe(true);
  });
});
