/**
 * The shipped catalog is real (done-when of the real-catalog work): the app's catalog
 * (scale 'full': Hapvida + the generated operator files) is seeded into a fresh database,
 * then EVERY row of the copy of the shared real tables (server/data/real-tables/
 * ALL_prices_combined.csv) is either
 * - quoted through the public quote API (`GET /api/v3/plans/`) for lives spread over all 10
 *   ANS brackets, and its plan answers the source's 10 prices to the cent, the total
 *   Σ lives × price and the table date; or
 * - listed in server/data/operator-files/NOT-IMPORTED.md with its reason.
 * And a PME quote in São Paulo capital answers real operators' plans only.
 *
 * The expected prices are read from the CSV here (reais text → cents by string), not from
 * the operator files; the files only say which plan (operator, state, area, name) a row became.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinQuoteAnswer, type JoinedPlanQuoteWire, type PlanQuoteListWire } from '../../../src/contract/catalog';
import { seedCatalog } from '../../src/catalog-seed';
import { catalogImportSummaries } from '../../src/catalog-seed';
import { convertRealTables } from '../../src/catalog/real-tables/convert';
import { parseRealTables } from '../../src/catalog/real-tables/price-rows';
import type { OperatorFile } from '../../src/catalog/real-tables/operator-file';
import { institutions, plans } from '../../src/db/schema-catalog';
import { tableImports } from '../../src/db/schema-table-updates';
import { bearer, createTestContext, login, type TestContext } from '../helpers';
import { CATALOG_TEST_START, qs } from './catalog-test-kit';

const DATA = (path: string) => fileURLToPath(new URL(`../../data/${path}`, import.meta.url));
const AGE_KEYS = ['age_0_18', 'age_19_23', 'age_24_28', 'age_29_33', 'age_34_38', 'age_39_43', 'age_44_48', 'age_49_53', 'age_54_58', 'age_59_plus'] as const;
const STATE_ID: Record<string, number> = {};

let ctx: TestContext;
let quote: (query: Record<string, string | number>) => Promise<JoinedPlanQuoteWire[]>;

beforeAll(async () => {
  ctx = await createTestContext({ start: CATALOG_TEST_START, catalog: 'none' });
  const seeded = await seedCatalog(ctx.db, { scale: 'full', now: CATALOG_TEST_START });
  expect(seeded.kind).toBe('seeded');
  if (seeded.kind === 'seeded') console.info(`real catalog seeded through the importer: ${seeded.rows} rows in ${Math.round(seeded.buildMs + seeded.insertMs)} ms`);
  const app = await ctx.app();
  const { access } = await login(app, 'corretor');
  quote = async (query) => {
    const response = await app.inject({ method: 'GET', url: `/api/v3/plans/?${qs(query)}`, headers: bearer(access) });
    if (response.statusCode !== 200) throw new Error(`quote ${qs(query)} answered ${response.statusCode}: ${response.body}`);
    return joinQuoteAnswer(response.json<PlanQuoteListWire>());
  };
  const { BRAZILIAN_STATES } = await import('../../../src/domain/quotation');
  for (const state of BRAZILIAN_STATES) STATE_ID[state.uf] = state.id;
}, 900_000);
afterAll(() => ctx.close());

/** Reais text of the source ('1599.24', '80.5') → integer cents, by string (no float). */
function cents(text: string): number {
  const [whole = '', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Counts per bracket covering all 10 brackets within the plan's lives band: k lives in each
 * bracket in one quote when 10·k fits, else several quotes of at most `maxLives` lives (a
 * 1-life plan: ten quotes of one life, one per bracket).
 */
function countsFor(minLives: number, maxLives: number | null): number[][] {
  const k = Math.max(1, Math.ceil(minLives / 10));
  if (maxLives === null || 10 * k <= maxLives) return [Array.from({ length: 10 }, () => k)];
  const quotes: number[][] = [];
  for (let start = 0; start < 10; start += maxLives) {
    const counts = Array.from({ length: 10 }, () => 0);
    for (let index = start; index < Math.min(10, start + maxLives); index += 1) counts[index] = 1;
    // Reach the band's minimum with more lives in the first bracket of the slice.
    const lives = counts.reduce((sum, n) => sum + n, 0);
    if (lives < minLives) counts[start] = (counts[start] ?? 0) + (minLives - lives);
    quotes.push(counts);
  }
  return quotes;
}

describe('the shipped catalog is the real tables', () => {
  it('quotes every imported real table to the cent; every other row is listed with its reason', async () => {
    const rows = parseRealTables(readFileSync(DATA('real-tables/ALL_prices_combined.csv'), 'utf8'));
    expect(rows.length).toBe(4498);
    // Which plan each source line became: the generator's own conversion (pure), whose plan
    // codes the committed operator files carry and the importer stores as plans.operator_code.
    const files: readonly OperatorFile[] = convertRealTables({
      pricesCsv: readFileSync(DATA('real-tables/ALL_prices_combined.csv'), 'utf8'),
      spNetworkCsv: readFileSync(DATA('real-tables/mv7_cotador/network_hospitals.csv'), 'utf8'),
      dfNetworkCsv: readFileSync(DATA('real-tables/bernabeu_cotador_df/network_hospitals.csv'), 'utf8'),
      municipalitiesCsv: readFileSync(DATA('ibge-municipios/municipios.csv'), 'utf8'),
    }).files;
    const report = readFileSync(DATA('operator-files/NOT-IMPORTED.md'), 'utf8');
    const notImported = new Map<number, string>();
    for (const match of report.matchAll(/^\| (\d+) \| [^|]+ \|.*\| ([^|]+) \|$/gm)) notImported.set(Number(match[1]), (match[2] ?? '').trim());

    // Source line → the plan it became (file, plan, its area).
    const imported = new Map<number, { file: OperatorFile; plan: OperatorFile['plans'][number]; effectiveDate: string }>();
    for (const file of files) {
      const byCode = new Map(file.plans.map((plan) => [plan.code, plan]));
      for (const price of file.prices) {
        const plan = byCode.get(price.plan);
        if (plan) imported.set(price.sourceRow, { file, plan, effectiveDate: price.effectiveDate });
      }
    }
    for (const row of rows) {
      const listed = imported.has(row.line) || notImported.has(row.line);
      expect(listed, `line ${row.line} neither imported nor listed`).toBe(true);
      expect(imported.has(row.line) && notImported.has(row.line), `line ${row.line} both imported and listed`).toBe(false);
      if (notImported.has(row.line)) expect(notImported.get(row.line)?.length).toBeGreaterThan(10);
    }
    expect(imported.size).toBe(4383);

    // Plan ids from the database by operator (registro ANS) + state + the plan's code in its file.
    const dbPlans = await ctx.db
      .select({ id: plans.id, code: plans.operatorCode, ans: institutions.ansRegistration, stateId: plans.stateId })
      .from(plans)
      .innerJoin(institutions, and(eq(institutions.id, plans.institutionId)));
    const planId = new Map(dbPlans.map((plan) => [`${plan.ans ?? ''}|${plan.stateId}|${plan.code ?? ''}`, plan.id]));

    // One quote per (state, city, type, counts): every plan expected there is checked in its answer.
    const groups = new Map<string, { query: Record<string, string | number>; counts: number[]; expected: { line: number; id: number }[] }>();
    for (const row of rows) {
      const found = imported.get(row.line);
      if (!found) continue;
      const { file, plan } = found;
      const stateId = STATE_ID[file.state] ?? 0;
      const id = planId.get(`${file.operator.ansRegistration}|${stateId}|${plan.code}`);
      expect(id, `plan of line ${row.line}`).toBeDefined();
      const area = file.areas.find((candidate) => candidate.name === plan.area);
      const city = area?.cities?.[0];
      for (const counts of countsFor(plan.minLives, plan.maxLives)) {
        const key = `${stateId}|${city ?? ''}|${plan.type}|${counts.join(',')}`;
        const group = groups.get(key) ?? {
          query: { state: stateId, type: plan.type, ...(city === undefined ? {} : { city }), ...Object.fromEntries(AGE_KEYS.map((age, index) => [age, counts[index] ?? 0])) },
          counts,
          expected: [],
        };
        group.expected.push({ line: row.line, id: id ?? 0 });
        groups.set(key, group);
      }
    }
    const byLine = new Map(rows.map((row) => [row.line, row]));
    let checked = 0;
    const coveredBrackets = new Map<number, Set<number>>();
    for (const group of groups.values()) {
      const answer = new Map((await quote(group.query)).map((plan) => [plan.id, plan]));
      for (const { line, id } of group.expected) {
        const row = byLine.get(line);
        const plan = answer.get(id);
        expect(plan, `line ${line} (plan ${id}) not in the quote ${qs(group.query)}`).toBeDefined();
        if (!row || !plan) continue;
        const expected = row.prices.map(cents);
        expect(plan.price_table.prices_cents, `line ${line}`).toEqual(expected);
        expect(plan.price_table.real).toBe(true);
        expect(plan.price_table.effective_date).toBe(imported.get(line)?.effectiveDate);
        expect(plan.total_cents, `line ${line} total`).toBe(group.counts.reduce((sum, lives, index) => sum + lives * (expected[index] ?? Number.NaN), 0));
        const brackets = coveredBrackets.get(line) ?? new Set<number>();
        group.counts.forEach((lives, index) => lives > 0 && brackets.add(index));
        coveredBrackets.set(line, brackets);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4383);
    for (const [line, brackets] of coveredBrackets) expect(brackets.size, `line ${line} brackets`).toBe(10);
  }, 600_000);

  it('was seeded through the operator importer, one audited import per file and state, and a second seed does nothing', async () => {
    const audits = await ctx.db.select({ username: tableImports.username, fileName: tableImports.fileName }).from(tableImports);
    expect(audits.length).toBeGreaterThanOrEqual(30);
    expect(new Set(audits.map((audit) => audit.username))).toEqual(new Set(['seed']));
    expect(new Set(audits.map((audit) => audit.fileName))).toContain('hapvida-mg.json');
    const summaries = await catalogImportSummaries(ctx.db);
    expect(summaries).toHaveLength(30);
    expect(summaries.find((summary) => summary.includes('hapvida-pe.json'))).toMatch(/^Hapvida \(hapvida-pe\.json\): 20 planos importados/);
    const [before] = await ctx.db.select({ id: plans.id }).from(plans).orderBy(desc(plans.id)).limit(1);
    expect(await seedCatalog(ctx.db, { scale: 'full', now: CATALOG_TEST_START })).toEqual({ kind: 'present' });
    const [after] = await ctx.db.select({ id: plans.id }).from(plans).orderBy(desc(plans.id)).limit(1);
    expect(after?.id).toBe(before?.id);
  });

  it('answers only real operators’ plans to a PME quote in São Paulo capital', async () => {
    const results = await quote({ state: STATE_ID.SP ?? 0, city: 'São Paulo', type: 'PJ', ...Object.fromEntries(AGE_KEYS.map((age) => [age, 1])) });
    expect(results.length).toBeGreaterThan(100);
    for (const plan of results) {
      expect(plan.price_table.real, plan.name).toBe(true);
      expect(plan.institution.ans_registration, plan.institution.name).toMatch(/^\d{6}$/);
      expect(plan.price_table.source).not.toMatch(/demonstração|ilustrativ/i);
    }
    const operators = new Set(results.map((plan) => plan.institution.name));
    expect([...operators].sort()).toEqual(expect.arrayContaining(['Amil', 'Bradesco Saúde', 'NotreDame Intermédica', 'SulAmérica']));
  });
});
