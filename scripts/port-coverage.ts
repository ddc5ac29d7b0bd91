/**
 * Writes docs/contract-coverage.md: every method of the SPA's remote ports and the contract
 * scenarios that run it on both back ends (rules in scripts/lib/port-coverage.ts). Prints the
 * methods without one and exits 1 when there are any.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portCoverage, renderCoverage } from './lib/port-coverage';

const root = process.cwd();
const rows = portCoverage(root);
writeFileSync(join(root, 'docs/contract-coverage.md'), renderCoverage(rows));
const uncovered = rows.filter((row) => row.scenarios.length === 0);
for (const row of uncovered) console.log(`no two-back-end scenario: ${row.port}.${row.method}`);
console.log(`docs/contract-coverage.md: ${rows.length} methods, ${uncovered.length} without a scenario`);
process.exitCode = uncovered.length > 0 ? 1 : 0;
