import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStamp, decideBuild, SERVER_TARGET, SPA_TARGET, writeStamp, type BuildTarget } from './build-stamp.mjs';

/** A small project: sources in src/, a lockfile, a test file, and an output folder out/. */
const TARGET: BuildTarget = {
  name: 'teste',
  outDir: 'out',
  inputDirs: ['src'],
  inputFiles: ['package-lock.json', '.env.production'],
  ignoreDirs: ['src/fixtures'],
  envKeys: (name) => name.startsWith('VITE_'),
  requiredOutputs: ['app.js', 'index.html'],
};

let root: string;

function put(relative: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

/** Simulates a successful build: the outputs, then the stamp of the inputs as they were. */
function build(env: NodeJS.ProcessEnv = {}): void {
  const { hash } = decideBuild(root, TARGET, env, 'v20.0.0');
  clearStamp(root, TARGET);
  put('out/app.js', 'console.log("built")');
  put('out/index.html', '<html></html>');
  writeStamp(root, TARGET, hash);
}

const decide = (env: NodeJS.ProcessEnv = {}, node = 'v20.0.0') => decideBuild(root, TARGET, env, node);

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  put('src/main.ts', 'export const answer = 42;');
  put('src/ui/page.tsx', 'export const Page = () => null;');
  put('src/ui/page.test.tsx', 'test("x", () => {});');
  put('src/fixtures/big.json', '{}');
  put('package-lock.json', '{"lockfileVersion":3}');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('decideBuild', () => {
  it('builds a fresh clone (no stamp yet)', () => {
    expect(decide()).toMatchObject({ build: true, reason: 'no-stamp' });
  });

  it('skips the build when nothing changed since the last one', () => {
    build();
    expect(decide()).toMatchObject({ build: false, reason: 'up-to-date' });
  });

  it('builds again when a source file changes, is added or is removed', () => {
    build();
    put('src/main.ts', 'export const answer = 43;');
    expect(decide()).toMatchObject({ build: true, reason: 'changed' });
    build();
    put('src/ui/new.ts', 'export {};');
    expect(decide()).toMatchObject({ build: true, reason: 'changed' });
    build();
    rmSync(path.join(root, 'src/ui/new.ts'));
    expect(decide()).toMatchObject({ build: true, reason: 'changed' });
  });

  it('builds again when the lockfile, a .env file the build reads, a VITE_ variable or Node changes', () => {
    build();
    put('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(decide().build).toBe(true);
    build();
    put('.env.production', 'VITE_API_URL=https://api.example');
    expect(decide().build).toBe(true);
    build({ VITE_BACKEND: 'http' });
    expect(decide({ VITE_BACKEND: 'http' }).build).toBe(false);
    expect(decide({ VITE_BACKEND: 'fake' })).toMatchObject({ build: true, reason: 'changed' });
    expect(decide({ VITE_BACKEND: 'http' }, 'v22.1.0')).toMatchObject({ build: true, reason: 'changed' });
  });

  it('does not build again for a test file, an ignored folder or an unrelated variable', () => {
    build({ HOME: '/a' });
    put('src/ui/page.test.tsx', 'test("y", () => {});');
    put('src/fixtures/big.json', '{"more": true}');
    expect(decide({ HOME: '/b', PORT: '3000' })).toMatchObject({ build: false, reason: 'up-to-date' });
  });

  it('builds again when an output the app needs is missing or was cut short', () => {
    build();
    rmSync(path.join(root, 'out/app.js'));
    expect(decide()).toMatchObject({ build: true, reason: 'missing-output', detail: 'app.js' });
    build();
    put('out/index.html', '<ht');
    expect(decide()).toMatchObject({ build: true, reason: 'missing-output', detail: 'index.html' });
    build();
    rmSync(path.join(root, 'out'), { recursive: true });
    expect(decide()).toMatchObject({ build: true, reason: 'no-stamp' });
  });

  it('a build stopped half-way leaves no stamp, so the next start builds even with the old sources back', () => {
    build();
    put('src/main.ts', 'export const answer = 43;');
    // The start clears the stamp, the build begins rewriting out/ and is killed.
    clearStamp(root, TARGET);
    put('out/app.js', 'console.lo');
    put('src/main.ts', 'export const answer = 42;');
    expect(decide()).toMatchObject({ build: true, reason: 'no-stamp' });
  });

  it('refuses to stamp a build that did not produce a required output', () => {
    put('out/app.js', 'x');
    expect(() => writeStamp(root, TARGET, 'abc')).toThrow(/index\.html/);
    expect(decide()).toMatchObject({ build: true, reason: 'no-stamp' });
  });
});

describe("the project's targets", () => {
  it('the SPA reads VITE_ variables and NODE_ENV only; the server reads none', () => {
    expect(['VITE_API_URL', 'NODE_ENV'].every(SPA_TARGET.envKeys)).toBe(true);
    expect(['PORT', 'DATABASE_URL', 'DATA_DIR'].some(SPA_TARGET.envKeys)).toBe(false);
    expect(['VITE_API_URL', 'PORT', 'DATABASE_URL'].some(SERVER_TARGET.envKeys)).toBe(false);
    expect(SERVER_TARGET.requiredOutputs).toEqual(['launch.mjs', 'launch-main.mjs', 'api.mjs', 'life.mjs']);
  });
});
