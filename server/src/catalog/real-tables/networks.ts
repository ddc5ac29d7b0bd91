/**
 * The network CSVs of the real tables: the São Paulo one (mv7_cotador/network_hospitals.csv,
 * hospitals by plan code with their services) and the Brasília one (bernabeu_cotador_df/
 * network_hospitals.csv, hospitals by operator and plan), read into providers by plan key.
 */
import { parse } from 'csv-parse/sync';
import { foldName } from './fold-name';
import type { OperatorFileProvider } from './operator-file';
import type { RealTableRow } from './price-rows';

/** Providers of one plan in a network CSV, by hospital (folded name, and city in SP). */
export type NetworkProviders = Map<string, OperatorFileProvider>;

/** The two network CSVs, read once for the whole conversion. */
export interface SourceNetworks {
  /** SP (mv7_cotador): `mv7CodeKey` → providers. */
  readonly sp: Map<string, NetworkProviders>;
  /** DF (bernabeu_cotador_df): `dfNetworkKey` → providers. */
  readonly df: Map<string, NetworkProviders>;
}

/** Services text of the SP network ('H, M, PS¹') → provider flags. */
function servicesOf(text: string): Omit<OperatorFileProvider, 'name' | 'city'> {
  const codes = text.replace(/[¹*.]/g, '').split(/[,\s]+/).filter((code) => code.length > 0);
  return {
    electiveAdmission: codes.includes('H'),
    emergencyRoom: codes.some((code) => code === 'PS' || code === 'PA' || code === 'PSA' || code === 'PSP'),
    maternity: codes.includes('M'),
    laboratory: codes.includes('LAB'),
  };
}

/** Region abbreviations of the SP network → IBGE municipality names. */
const SP_NETWORK_CITIES: Record<string, string> = { SBC: 'São Bernardo do Campo', SCS: 'São Caetano do Sul' };

/**
 * Bradesco codes the network CSV spells with two letters swapped against the price tables
 * of the same source (the network's TCN6 / TPN4 are the tables' TNC6 / TNP4: same letters and
 * digit, one product each). Only these transpositions are mended; the network's other
 * Bradesco codes (TR2N, TREN, TRME, TRWQ, TERI, …) differ in letters, may name other products,
 * and stay listed as unmatched.
 */
const SP_NETWORK_CODE_ALIASES: Record<string, string> = { TCN6: 'TNC6', TCN8: 'TNC8', TPN4: 'TNP4', TPN6: 'TNP6', TPN8: 'TNP8' };

/** mv7 plan name ('Amil S380 [A]', 'TNC6 [A]') → the network CSV's code form ('S380_A'): the key of the SP network. */
export function mv7CodeKey(text: string): string {
  return foldName(text.replace(/\[([A-Z])\]/, '_$1').replace(/\+/g, ' mais '))
    .replace(/^amil (saude |facil )?/, '')
    .replace(/ /g, '_');
}

/** SP network: plan code key (`mv7CodeKey`) → providers by folded name and city (union of services per hospital); São Paulo's regions are the city. */
export function parseSpNetwork(csv: string): Map<string, NetworkProviders> {
  const records = parse(csv, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const byCode = new Map<string, NetworkProviders>();
  for (const record of records) {
    const code = record.plan_code ?? '';
    const name = (record.hospital ?? '').trim();
    if (!code || !name || code === 'categoria') continue;
    const region = (record.regiao ?? '').trim();
    const city = region.startsWith('São Paulo') ? 'São Paulo' : (SP_NETWORK_CITIES[region] ?? region);
    const [stem = code, suffix = ''] = code.split(/_(?=[AEN]$)/);
    const key = mv7CodeKey(`${SP_NETWORK_CODE_ALIASES[stem] ?? stem}${suffix ? ` [${suffix}]` : ''}`);
    const providers = byCode.get(key) ?? new Map<string, OperatorFileProvider>();
    const services = servicesOf(record.atendimento ?? '');
    const id = `${foldName(name)}|${city}`;
    const previous = providers.get(id);
    providers.set(id, {
      name,
      city,
      electiveAdmission: services.electiveAdmission || (previous?.electiveAdmission ?? false),
      emergencyRoom: services.emergencyRoom || (previous?.emergencyRoom ?? false),
      maternity: services.maternity || (previous?.maternity ?? false),
      laboratory: services.laboratory || (previous?.laboratory ?? false),
    });
    byCode.set(key, providers);
  }
  return byCode;
}

/** Title case of an upper-case name ('HOSPITAL SANTA LÚCIA' → 'Hospital Santa Lúcia'). */
function titleCase(text: string): string {
  const small = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word, index) => (index > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Key of the DF network: 'operator|plan', folded, the operator without its administradora suffix (' ALLC', ' QLC'). */
export function dfNetworkKey(operator: string, plan: string): string {
  return `${foldName(operator).replace(/ (allc|qlc)$/, '')}|${foldName(plan)}`;
}

/** DF network: `dfNetworkKey` → providers in the DF (Brasília hospitals; the SP ones are left to SP plans). */
export function parseDfNetwork(csv: string): Map<string, NetworkProviders> {
  const records = parse(csv, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  const byKey = new Map<string, NetworkProviders>();
  for (const record of records) {
    if (record.uf !== 'DF' || !record.hospital) continue;
    const key = dfNetworkKey(record.operator ?? '', record.plan ?? '');
    const providers = byKey.get(key) ?? new Map<string, OperatorFileProvider>();
    const name = titleCase(record.hospital.trim());
    // The source gives no services: a hospital of the list is taken as admitting and with an emergency room ("PRONTO SOCORRO" names say so).
    providers.set(foldName(name), { name, city: 'Brasília', electiveAdmission: !/pronto socorro/i.test(name), emergencyRoom: true, maternity: /matern/i.test(name), laboratory: false });
    byKey.set(key, providers);
  }
  return byKey;
}

/** The network key of a row: mv7 → `mv7CodeKey` of its plan, Brasília → `dfNetworkKey`; the other sources give no network (null). */
export function networkKeyOf(row: RealTableRow): string | null {
  if (row.folder === 'mv7_cotador') return mv7CodeKey(row.plan);
  if (row.folder === 'bernabeu_cotador_df') return dfNetworkKey(row.operator, row.plan);
  return null;
}

/** The providers the network CSV of `folder` lists for `key` (`networkKeyOf`); the Brasília network covers DF plans only. */
export function networkProviders(networks: SourceNetworks, folder: string, uf: string, key: string): NetworkProviders | undefined {
  if (folder === 'mv7_cotador') return networks.sp.get(key);
  return uf === 'DF' ? networks.df.get(key) : undefined;
}

/** One pt-BR note per network key that no imported plan used (`used` holds 'folder|key'): SP codes then DF keys, each sorted. */
export function unmatchedNetworkNotes(networks: SourceNetworks, used: ReadonlySet<string>): string[] {
  const notes: string[] = [];
  for (const code of [...networks.sp.keys()].sort()) {
    if (!used.has(`mv7_cotador|${code}`)) notes.push(`mv7_cotador: código de plano da rede sem tabela importada: ${code} (${networks.sp.get(code)?.size ?? 0} hospitais).`);
  }
  for (const code of [...networks.df.keys()].sort()) {
    if (!used.has(`bernabeu_cotador_df|${code}`)) notes.push(`bernabeu_cotador_df: plano da rede sem tabela importada no DF: ${code}.`);
  }
  return notes;
}
