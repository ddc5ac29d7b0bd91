/**
 * What a fresh embedded database per test would cost: opens a PGlite, migrates it, seeds the small
 * demo catalog and the plan extras (what the server tests' 'small' template holds), dumps it, then
 * opens `CLONES` copies from the dump one after the other and prints the time of each (ms, wall
 * clock) and the median. Read by docs/decisions/2026-11-28-fakes-run-server-use-cases.md (the fake
 * back end over PGlite would need one copy per ui test).
 *
 * Usage: `npx tsx scripts/bench-pglite-clone.ts` (env `CLONES`, default 10).
 */
import { performance } from 'node:perf_hooks';
import { buildCatalog } from '../server/src/catalog';
import { seedCatalog } from '../server/src/catalog-seed';
import { openPgliteDatabase } from '../server/src/db/database';
import { seedPlanExtras } from '../server/src/plan-extras-seed';

const clones = Number(process.env.CLONES ?? 10);
if (!Number.isInteger(clones) || clones < 1) throw new Error('CLONES must be a whole number ≥ 1');

const template = await openPgliteDatabase();
await template.migrate();
await seedCatalog(template.db, { scale: 'small', built: buildCatalog({ scale: 'small' }) });
await seedPlanExtras(template.db);
const dump = await template.pglite!.dumpDataDir('none');
await template.close();
console.log(`template dump: ${(dump.size / 1024 / 1024).toFixed(1)} MiB`);

const times: number[] = [];
for (let index = 0; index < clones; index += 1) {
  const start = performance.now();
  const copy = await openPgliteDatabase({ loadDataDir: dump });
  await copy.pglite!.query('select count(*) from plans');
  times.push(performance.now() - start);
  await copy.close();
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`open a copy (ms): ${times.map((time) => time.toFixed(0)).join(', ')}`);
console.log(`median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms over ${clones} copies`);
