/**
 * Turns the shared real price tables (server/data/real-tables/ALL_prices_combined.csv, one
 * row = one plan's table) and their network CSVs into operator files (operator-file.ts):
 * one per operator × state. Pure: text in, files and a list of what was left out.
 *
 * Rules (documented in docs/real-catalog.md; the generated report lists every row left out):
 * - Only rows with `check_rn63 = ok` (the shared README's checks), of an operator found in
 *   the ANS registry (CADOP, `REAL_OPERATORS` of operators.ts), with a stated contract type,
 *   UF and accommodation. Each other row is listed with its reason (normalise-row.ts).
 * - One plan per source row (a row is a product × region × contract × accommodation ×
 *   coparticipation table), with exactly one price table: prices in cents as the source
 *   writes them (reais with 2 decimals → × 100, no rounding beyond the cent: price-rows.ts),
 *   the effective date the source states or, when it states none, the first day of its
 *   commit's month (row-facts.ts).
 * - Contract types → contract.ts; regions → commercialization areas of IBGE municipality
 *   names → areas.ts; hospital networks → networks.ts.
 */
import { parseMunicipalities } from './areas';
import { networkProviders, parseDfNetwork, parseSpNetwork, unmatchedNetworkNotes, type SourceNetworks } from './networks';
import { normaliseRow, type NormalisedRow } from './normalise-row';
import { OPERATOR_FILE_FORMAT, type OperatorFile, type OperatorFileArea, type OperatorFileNetwork, type OperatorFilePlan } from './operator-file';
import { parseRealTables, type RealTableRow } from './price-rows';
import { sourceOf } from './row-facts';

/** A row left out, with its pt-BR reason. */
export interface SkippedRow {
  readonly line: number;
  readonly folder: string;
  readonly operator: string;
  readonly plan: string;
  readonly uf: string;
  readonly reason: string;
}

/** Everything the conversion reads. */
export interface RealTablesInput {
  /** ALL_prices_combined.csv. */
  readonly pricesCsv: string;
  /** mv7_cotador/network_hospitals.csv. */
  readonly spNetworkCsv: string;
  /** bernabeu_cotador_df/network_hospitals.csv. */
  readonly dfNetworkCsv: string;
  /** municipios.csv. */
  readonly municipalitiesCsv: string;
}

/** What the conversion gives: the operator files and an account of every row and network link it did not use. */
export interface ConversionResult {
  /** One file per operator × state, in slug then UF order. */
  readonly files: readonly OperatorFile[];
  readonly skipped: readonly SkippedRow[];
  /** Rows read. */
  readonly rows: number;
  /** Network links of the source CSVs that matched no imported plan (code → reason). */
  readonly networkNotes: readonly string[];
}

/** Accepted rows grouped by 'slug|UF' (in CSV order within a group), and the rows left out. */
function groupByFile(rows: readonly RealTableRow[], municipalities: Map<string, string[]>): { byFile: Map<string, NormalisedRow[]>; skipped: SkippedRow[] } {
  const skipped: SkippedRow[] = [];
  const byFile = new Map<string, NormalisedRow[]>();
  for (const row of rows) {
    const outcome = normaliseRow(row, municipalities);
    if (outcome.kind === 'skip') {
      skipped.push({ line: row.line, folder: row.folder, operator: row.operator, plan: row.plan, uf: row.uf, reason: outcome.reason });
      continue;
    }
    const key = `${outcome.value.operator.slug}|${outcome.value.uf}`;
    const list = byFile.get(key) ?? [];
    list.push(outcome.value);
    byFile.set(key, list);
  }
  return { byFile, skipped };
}

/**
 * The network of a plan, named 'Rede <product> — <operator> (<UF>)' and added to the file's
 * `networks` once (providers by city, then name); null when its source lists no provider for
 * it. A key that found providers is recorded in `usedNetworkKeys` ('folder|key').
 */
function networkOf(item: NormalisedRow, sourceNetworks: SourceNetworks, networks: Map<string, OperatorFileNetwork>, usedNetworkKeys: Set<string>): string | null {
  if (item.networkKey === null) return null;
  const providers = networkProviders(sourceNetworks, item.row.folder, item.uf, item.networkKey);
  if (!providers || providers.size === 0) return null;
  const network = `Rede ${item.plan.productLine} — ${item.operator.name} (${item.uf})`;
  usedNetworkKeys.add(`${item.row.folder}|${item.networkKey}`);
  if (!networks.has(network)) {
    networks.set(network, { name: network, providers: [...providers.values()].sort((a, b) => a.city.localeCompare(b.city, 'pt-BR') || a.name.localeCompare(b.name, 'pt-BR')) });
  }
  return network;
}

/** The operator file of one operator × state: its rows' areas, sources, networks, plans (code = 'folder:line') and one price table per plan. */
function operatorFileOf(first: NormalisedRow, list: readonly NormalisedRow[], sourceNetworks: SourceNetworks, usedNetworkKeys: Set<string>): OperatorFile {
  const areas = new Map<string, OperatorFileArea>();
  const sources = new Map<string, OperatorFile['sources'][number]>();
  const networks = new Map<string, OperatorFileNetwork>();
  const namesInArea = new Map<string, number>();
  for (const item of list) namesInArea.set(`${item.area.name}|${item.plan.name}`, (namesInArea.get(`${item.area.name}|${item.plan.name}`) ?? 0) + 1);
  const plans: OperatorFilePlan[] = [];
  const prices: OperatorFile['prices'][number][] = [];
  for (const item of list) {
    areas.set(item.area.name, item.area);
    if (!sources.has(item.row.folder)) sources.set(item.row.folder, sourceOf(item.row));
    const network = networkOf(item, sourceNetworks, networks, usedNetworkKeys);
    const duplicate = (namesInArea.get(`${item.area.name}|${item.plan.name}`) ?? 0) > 1;
    const code = `${item.row.folder}:${item.row.line}`;
    plans.push({
      ...item.plan,
      name: duplicate ? `${item.plan.name} — linha ${item.row.line} da fonte` : item.plan.name,
      code,
      area: item.area.name,
      network,
    });
    prices.push({ plan: code, effectiveDate: item.effectiveDate, source: item.row.folder, pricesCents: item.pricesCents, sourceRow: item.row.line });
  }
  return {
    format: OPERATOR_FILE_FORMAT,
    operator: { name: first.operator.name, ansRegistration: first.operator.ansRegistration, legalName: first.operator.legalName, slug: first.operator.slug },
    state: first.uf,
    sources: [...sources.values()],
    areas: [...areas.values()],
    networks: [...networks.values()],
    plans,
    prices,
  };
}

/**
 * The conversion. Deterministic: same input → same files (plans in CSV order, codes from
 * the CSV line, names made unique per area by appending the source line when two rows
 * would read alike).
 */
export function convertRealTables(input: RealTablesInput): ConversionResult {
  const municipalities = parseMunicipalities(input.municipalitiesCsv);
  const rows = parseRealTables(input.pricesCsv);
  const sourceNetworks: SourceNetworks = { sp: parseSpNetwork(input.spNetworkCsv), df: parseDfNetwork(input.dfNetworkCsv) };
  const { byFile, skipped } = groupByFile(rows, municipalities);
  const usedNetworkKeys = new Set<string>();
  const files: OperatorFile[] = [];
  for (const key of [...byFile.keys()].sort()) {
    const list = byFile.get(key) ?? [];
    const first = list[0];
    if (first) files.push(operatorFileOf(first, list, sourceNetworks, usedNetworkKeys));
  }
  return { files, skipped, rows: rows.length, networkNotes: unmatchedNetworkNotes(sourceNetworks, usedNetworkKeys) };
}
