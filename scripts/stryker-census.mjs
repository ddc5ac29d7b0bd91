// @ts-check
/**
 * A StrykerJS reporter that counts each mutant's status per file as Stryker reports it and
 * writes the counts to `reports/mutation/census.json` (or `STRYKER_CENSUS_OUT`) every 200
 * mutants and at the end. Stryker reports the static ("Ignored") and "NoCoverage" mutants
 * before it runs any, so a few minutes into a run the file already says how many mutants no
 * unit test covers, per file, without waiting hours for the whole run (docs/testing.md,
 * "Mutation testing"). Use:
 *   npx stryker run --plugins '@stryker-mutator/*,./scripts/stryker-census.mjs' --reporters census,progress
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

class CensusReporter {
  static inject = /** @type {const} */ ([]);
  /** @type {Record<string, Record<string, number>>} file → status → count */
  counts = {};
  seen = 0;
  out = process.env.STRYKER_CENSUS_OUT ?? 'reports/mutation/census.json';

  /** @param {{ fileName: string; status: string }} result */
  onMutantTested(result) {
    const file = (this.counts[result.fileName] ??= {});
    file[result.status] = (file[result.status] ?? 0) + 1;
    this.seen += 1;
    if (this.seen % 200 === 0) this.flush();
  }

  onMutationTestReportReady() {
    this.flush();
  }

  flush() {
    mkdirSync(dirname(this.out), { recursive: true });
    writeFileSync(this.out, `${JSON.stringify(this.counts, null, 1)}\n`);
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'census', CensusReporter)];
