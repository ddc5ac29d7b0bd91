import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appServiceMembers, LOCAL_PORTS, portCoverage, REMOTE_PORTS, renderCoverage } from './port-coverage';

const root = join(import.meta.dirname, '../..');

/**
 * Methods still without a two-back-end scenario, each with why (none today: support.subscribe,
 * the last one, runs over the life service's cable in support.contract.test.ts). The test fails
 * when one of them gets a scenario (take it off) or another method has none.
 */
const NOT_YET_COVERED: string[] = [];

describe('contract coverage of the ports (docs/contract-coverage.md)', () => {
  const rows = portCoverage(root);

  it('classifies every member of AppServices as remote (contract-tested) or local', () => {
    expect(appServiceMembers(root).sort()).toEqual([...REMOTE_PORTS, ...LOCAL_PORTS].sort());
  });

  it('finds every method of the remote ports (e.g. the catalog’s ten)', () => {
    expect(rows.filter((row) => row.port === 'catalog').map((row) => row.method)).toEqual([
      'states',
      'quote',
      'quotePage',
      'plan',
      'institutions',
      'institution',
      'institutionSimple',
      'entities',
      'occupations',
      'searchHospitals',
    ]);
  });

  it('runs every remote port method in a scenario on both back ends, but the ones written down as not yet', () => {
    expect(rows.filter((row) => row.scenarios.length === 0).map((row) => `${row.port}.${row.method}`)).toEqual(NOT_YET_COVERED);
  });

  it('is written down as generated (run `npx tsx scripts/port-coverage.ts` after changing a port or a scenario)', () => {
    expect(readFileSync(join(root, 'docs/contract-coverage.md'), 'utf8')).toBe(renderCoverage(rows));
  });
});
