import { describe, expect, it } from 'vitest';
import { aptCommand, choosePostgresBinaries, missingSymlinks, provisionSystemTools, systemTools, type ProvisionDeps } from './provision';

/** A machine with the given executables, recording every command and line. */
function machine(options: { present: string[]; root: boolean; aptInstalls?: Record<string, string[]>; aptFails?: boolean }) {
  const present = new Set(options.present);
  const commands: string[] = [];
  const lines: string[] = [];
  const deps: ProvisionDeps = {
    which: (name) => (present.has(name) ? `/found/${name}` : undefined),
    isRoot: () => options.root,
    run: (program, args, env) => {
      commands.push(`${env?.DEBIAN_FRONTEND ? `DEBIAN_FRONTEND=${env.DEBIAN_FRONTEND} ` : ''}${program} ${args.join(' ')}`);
      if (options.aptFails) return 100;
      if (program === 'apt-get' && args[0] === 'install') {
        for (const pkg of args.slice(2)) for (const executable of options.aptInstalls?.[pkg] ?? []) present.add(executable);
      }
      return 0;
    },
    log: (line) => lines.push(line),
  };
  return { deps, commands, lines };
}

const tools = systemTools({});
const aptProvides = { chromium: ['/usr/bin/chromium'], 'poppler-utils': ['pdftotext'] };

describe('provisionSystemTools', () => {
  it('does nothing when Chromium and pdftotext are there', () => {
    const { deps, commands, lines } = machine({ present: ['/usr/bin/chromium', 'pdftotext'], root: true });
    expect(provisionSystemTools(tools, deps)).toEqual({ ok: true, installed: [] });
    expect(commands).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('as root installs both with apt, saying so, after apt-get update', () => {
    const { deps, commands, lines } = machine({ present: [], root: true, aptInstalls: aptProvides });
    expect(provisionSystemTools(tools, deps)).toEqual({ ok: true, installed: ['chromium', 'poppler-utils'] });
    expect(commands).toEqual(['DEBIAN_FRONTEND=noninteractive apt-get update', 'DEBIAN_FRONTEND=noninteractive apt-get install -y chromium poppler-utils']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Instalando');
    expect(lines[0]).toContain('apt-get update && apt-get install -y chromium poppler-utils');
  });

  it('installs only what is missing', () => {
    const { deps, commands } = machine({ present: ['/usr/bin/chromium'], root: true, aptInstalls: aptProvides });
    expect(provisionSystemTools(tools, deps)).toEqual({ ok: true, installed: ['poppler-utils'] });
    expect(commands).toEqual(['DEBIAN_FRONTEND=noninteractive apt-get update', 'DEBIAN_FRONTEND=noninteractive apt-get install -y poppler-utils']);
  });

  it('not root: runs nothing and gives the exact command', () => {
    const { deps, commands } = machine({ present: ['pdftotext'], root: false });
    const result = provisionSystemTools(tools, deps);
    expect(commands).toEqual([]);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('\n  apt-get update && apt-get install -y chromium') });
  });

  it('fails with the command when apt fails', () => {
    const { deps } = machine({ present: [], root: true, aptFails: true });
    expect(provisionSystemTools(tools, deps)).toEqual({ ok: false, message: expect.stringContaining(aptCommand(['chromium', 'poppler-utils'])) });
  });

  it('fails when apt succeeded but the tool is still missing', () => {
    const { deps } = machine({ present: [], root: true, aptInstalls: { chromium: ['/usr/bin/chromium'] } });
    expect(provisionSystemTools(tools, deps)).toEqual({ ok: false, message: 'Ainda falta depois do apt: pdftotext.' });
  });

  it('looks for Chromium where CHROMIUM_PATH says', () => {
    expect(systemTools({ CHROMIUM_PATH: '/opt/chrome/chrome' })[0]).toMatchObject({ executable: '/opt/chrome/chrome', aptPackage: 'chromium' });
  });
});

describe('choosePostgresBinaries', () => {
  const system = (name: string) => `/usr/lib/postgresql/15/bin/${name}`;
  const npm = { initdb: '/nm/bin/initdb', pg_ctl: '/nm/bin/pg_ctl', postgres: '/nm/bin/postgres' };

  it("prefers the npm package's binaries even when the system has PostgreSQL", () => {
    expect(choosePostgresBinaries(npm, system)).toEqual({ source: 'npm', initdb: '/nm/bin/initdb', pgCtl: '/nm/bin/pg_ctl', postgres: '/nm/bin/postgres' });
  });

  it("falls back to the system's without the npm package", () => {
    expect(choosePostgresBinaries(undefined, system)).toEqual({ source: 'system', initdb: system('initdb'), pgCtl: system('pg_ctl'), postgres: system('postgres') });
  });

  it('finds nothing when neither has all three programs', () => {
    expect(choosePostgresBinaries(undefined, (name) => (name === 'postgres' ? undefined : system(name)))).toBeUndefined();
  });
});

describe('missingSymlinks', () => {
  it('lists the library links not there yet, relative to their folder', () => {
    const entries = [
      { source: 'native/lib/libpq.so.5.15', target: 'native/lib/libpq.so.5' },
      { source: 'native/lib/libz.so.1.2', target: 'native/lib/libz.so.1' },
    ];
    const exists = (file: string) => file === '/pkg/native/lib/libz.so.1';
    expect(missingSymlinks('/pkg', entries, exists)).toEqual([['/pkg/native/lib/libpq.so.5', 'libpq.so.5.15']]);
  });
});
