/**
 * Moves TypeScript modules and rewrites every relative import that points at them
 * (static imports/exports, `import()`, `vi.mock()`), in every tracked .ts/.tsx/.cjs file.
 *
 * Usage: `npx tsx scripts/move-modules.ts old/path.ts=new/path.ts [...]` (paths from the
 * repository root, with extensions). Files are moved with `git mv`. A maintenance tool
 * for reshaping the tree (docs/architecture.md); it prints what it changed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const moves = new Map<string, string>();
for (const arg of process.argv.slice(2)) {
  const [from, to] = arg.split('=');
  if (!from || !to) throw new Error(`Bad move: ${arg}`);
  moves.set(resolve(root, from), resolve(root, to));
}

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.cjs', '*.mts'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((f) => resolve(root, f));

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Resolves a relative specifier from a directory to an existing file (before the moves). */
function resolveSpecifier(fromDir: string, spec: string): { file: string; ext: string } | undefined {
  for (const ext of EXTENSIONS) {
    const candidate = resolve(fromDir, spec) + ext;
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate);
        return { file: candidate, ext };
      } catch {
        /* a directory */
      }
    }
  }
  return undefined;
}

const SPECIFIER = /((?:from|import|vi\.mock|import\s*\(|require\s*\()\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;
const rewrites = new Map<string, string>();

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const newFile = moves.get(file) ?? file;
  let changed = false;
  const next = text.replace(SPECIFIER, (whole, lead: string, quote: string, spec: string) => {
    const target = resolveSpecifier(dirname(file), spec);
    if (!target) return whole;
    const movedTarget = moves.get(target.file);
    if (!movedTarget && newFile === file) return whole;
    const finalTarget = movedTarget ?? target.file;
    const withoutExt = target.ext && finalTarget.endsWith(target.ext) ? finalTarget.slice(0, -target.ext.length) : finalTarget;
    let rel = relative(dirname(newFile), withoutExt).split('\\').join('/');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    rel = posix.normalize(rel);
    if (!rel.startsWith('.')) rel = `./${rel}`;
    if (rel === spec) return whole;
    changed = true;
    return `${lead}${quote}${rel}${quote}`;
  });
  if (changed) rewrites.set(file, next);
}

for (const [file, text] of rewrites) {
  writeFileSync(file, text);
  console.log(`rewrote imports in ${relative(root, file)}`);
}
for (const [from, to] of moves) {
  mkdirSync(dirname(to), { recursive: true });
  execFileSync('git', ['mv', relative(root, from), relative(root, to)], { cwd: root });
  console.log(`moved ${relative(root, from)} -> ${relative(root, to)}`);
}
void join;
