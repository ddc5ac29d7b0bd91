/**
 * `npm test` (test:e2e, after the build): fails when the gzip JavaScript a cold browser needs
 * to render a route exceeds its budget (scripts/lib/bundle-budget.ts). A size check, not a
 * timed test. Usage: `tsx scripts/check-bundle-budget.ts [distDir]`.
 */
import path from 'node:path';
import { BUDGET_ROUTES, measureRoutes } from './lib/bundle-budget';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const weights = measureRoutes(distDir, BUDGET_ROUTES);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
let failed = false;
for (const route of BUDGET_ROUTES) {
  const weight = weights.find((entry) => entry.path === route.path);
  if (!weight) continue;
  const over = weight.gzipBytes > route.budgetBytes;
  failed ||= over;
  console.log(
    `${over ? 'ACIMA DO ORÇAMENTO' : 'ok'}  ${route.path}: ${kb(weight.gzipBytes)} gzip de JavaScript (orçamento ${kb(route.budgetBytes)}, meta ${kb(route.goalBytes)}, ${weight.files.length} arquivos)`,
  );
}
if (failed) {
  console.error('Orçamento de JavaScript excedido / bundle budget exceeded: see scripts/lib/bundle-budget.ts and docs/benchmarks.md');
  process.exit(1);
}
