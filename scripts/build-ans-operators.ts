/**
 * Builds `server/data/ans-operators/operators.json`, the compact reference of the ANS
 * registry (CADOP) with each operator's latest IDSS and IGR, from the shared real-tables
 * CSVs (read ONLY here, at build time; the product reads the JSON copied into the repo).
 *
 *   npx tsx scripts/build-ans-operators.ts <real-tables folder> [out file]
 *
 * - CADOP `cadop/Relatorio_cadop.csv` (`;`, quoted, UTF-8): one entry per active operator,
 *   keyed by REGISTRO_OPERADORA (6 digits, leading zeros kept).
 * - IDSS `ans_idss/idss_2012_2025.csv` (`,`): the latest `Ano` with a non-empty IDSS.
 * - IGR `ans_igr/igr.csv` (`;`, decimal comma): the "IGR corrente" file; the registro is the
 *   parenthesised number ending the name; the "Médico Hospitalar" row is preferred over the
 *   dental one; the latest month column with a number (the header's `Fev/20` → `2020-02`).
 * Operators of the IDSS/IGR files that are not in CADOP (no longer active) are left out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { IdssFigure, IgrFigure, OperatorAnsProfile } from '../src/domain/quotation/operator-profile';

const MONTHS: Record<string, string> = { jan: '01', fev: '02', mar: '03', abr: '04', mai: '05', jun: '06', jul: '07', ago: '08', set: '09', out: '10', nov: '11', dez: '12' };

/** Registro ANS with its leading zeros ('6246' → '006246'). */
export function registrationKey(text: string): string {
  return text.trim().padStart(6, '0');
}

function rows(file: string, delimiter: string): Record<string, string>[] {
  return parse(readFileSync(file, 'utf8'), { columns: true, delimiter, skip_empty_lines: true, relax_quotes: true, trim: true, bom: true }) as Record<string, string>[];
}

/** The latest year with an IDSS of each registro. */
export function latestIdss(records: readonly Record<string, string>[]): Map<string, IdssFigure> {
  const latest = new Map<string, IdssFigure>();
  for (const record of records) {
    const score = Number(record.IDSS);
    const year = Number(record.Ano);
    if (!record.IDSS || !Number.isFinite(score) || !Number.isInteger(year)) continue;
    const key = registrationKey(record.REG_ANS ?? '');
    const known = latest.get(key);
    if (!known || known.year < year) latest.set(key, { year, score });
  }
  return latest;
}

/** 'Fev/20' → '2020-02', or null. */
export function igrPeriod(header: string): string | null {
  const match = /^([A-Za-z]{3})\/(\d{2})$/.exec(header.trim());
  const month = match ? MONTHS[match[1]!.toLowerCase()] : undefined;
  return match && month ? `20${match[2]}-${month}` : null;
}

/** The latest monthly IGR of each registro (medical coverage first). */
export function latestIgr(records: readonly Record<string, string>[]): Map<string, IgrFigure> {
  const latest = new Map<string, IgrFigure & { medical: boolean }>();
  for (const record of records) {
    const name = record['Razão Social (Registro ANS)'] ?? '';
    const registro = /\((\d+)\)\s*$/.exec(name)?.[1];
    if (!registro) continue;
    const medical = record.Cobertura === 'Médico Hospitalar';
    const key = registrationKey(registro);
    const known = latest.get(key);
    if (known && (known.medical || !medical)) continue;
    // Month columns in the file's order, latest first.
    for (const [header, raw] of Object.entries(record)) {
      const period = igrPeriod(header);
      const value = Number(raw.trim().replace(',', '.'));
      if (period && raw.trim() !== '' && Number.isFinite(value)) {
        latest.set(key, { value, period, medical });
        break;
      }
    }
  }
  return new Map([...latest].map(([key, { value, period }]) => [key, { value, period }]));
}

/** The reference entries, registro order. */
export function buildProfiles(cadop: readonly Record<string, string>[], idss: Map<string, IdssFigure>, igr: Map<string, IgrFigure>): OperatorAnsProfile[] {
  return cadop
    .map((record): OperatorAnsProfile => {
      const registration = registrationKey(record.REGISTRO_OPERADORA ?? record.Registro_ANS ?? '');
      return {
        registration,
        cnpj: (record.CNPJ ?? '').replace(/\D/g, '').padStart(14, '0'),
        legalName: (record.Razao_Social ?? '').trim(),
        tradeName: record.Nome_Fantasia?.trim() || null,
        modality: (record.Modalidade ?? '').trim(),
        idss: idss.get(registration) ?? null,
        igr: igr.get(registration) ?? null,
      };
    })
    .filter((profile) => /^\d{6}$/.test(profile.registration))
    .sort((a, b) => a.registration.localeCompare(b.registration));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const source = process.argv[2];
  if (!source) {
    console.error('Uso: npx tsx scripts/build-ans-operators.ts <pasta real-tables> [arquivo de saída]');
    process.exit(2);
  }
  const out = path.resolve(process.argv[3] ?? 'server/data/ans-operators/operators.json');
  const profiles = buildProfiles(
    rows(path.join(source, 'cadop/Relatorio_cadop.csv'), ';'),
    latestIdss(rows(path.join(source, 'ans_idss/idss_2012_2025.csv'), ',')),
    latestIgr(rows(path.join(source, 'ans_igr/igr.csv'), ';')),
  );
  // One operator per line: small diffs when the sources are refreshed.
  writeFileSync(out, `[\n${profiles.map((profile) => JSON.stringify(profile)).join(',\n')}\n]\n`);
  const count = (test: (profile: OperatorAnsProfile) => boolean) => profiles.filter(test).length;
  console.log(`${profiles.length} operadoras; IDSS ${count((p) => p.idss !== null)}; IGR ${count((p) => p.igr !== null)} → ${path.relative(process.cwd(), out)}`);
}
