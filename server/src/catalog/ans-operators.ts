/**
 * The ANS reference of operators bundled with the server (server/data/ans-operators/
 * operators.json, built by scripts/build-ans-operators.ts; sources and dates in the
 * folder's SOURCE.md): registry data (CADOP) and the latest IDSS and IGR of each active
 * operator, keyed by registro ANS.
 *
 * `ansProfileOf(registration)` is what the seed and the operator-file importer call to fill
 * an institution's `ans_profile` column: an operator whose registration is unknown to the
 * reference (or null) gets null, and the screens then say 'IDSS não publicado' /
 * 'IGR não publicado'. The file is read and validated once, on first use.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { OperatorAnsProfile } from '../../../src/domain/quotation/operator-profile';

/** Absolute path of the bundled reference. */
export const ANS_OPERATORS_FILE_PATH = fileURLToPath(new URL('../../data/ans-operators/operators.json', import.meta.url));

const profileSchema = z.object({
  registration: z.string().regex(/^\d{6}$/),
  cnpj: z.string().regex(/^\d{14}$/),
  legalName: z.string().min(1),
  tradeName: z.string().min(1).nullable(),
  modality: z.string(),
  idss: z.object({ year: z.number().int().min(2000).max(2100), score: z.number().min(0).max(1) }).nullable(),
  igr: z.object({ value: z.number().min(0), period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) }).nullable(),
});

/** Parses and validates the reference's JSON (an array of profiles); throws a ZodError when malformed. */
export function parseAnsOperators(json: unknown): Map<string, OperatorAnsProfile> {
  const list = z.array(profileSchema).parse(json);
  return new Map(list.map((profile) => [profile.registration, Object.freeze(profile)]));
}

let reference: Map<string, OperatorAnsProfile> | undefined;

/** The bundled reference, read once. */
export function ansOperators(): ReadonlyMap<string, OperatorAnsProfile> {
  reference ??= parseAnsOperators(JSON.parse(readFileSync(ANS_OPERATORS_FILE_PATH, 'utf8')) as unknown);
  return reference;
}

/**
 * The registry and quality data of the operator registered at ANS as `registration`
 * ('368253'; shorter numbers are padded with leading zeros), or null when it is null,
 * malformed or not an active operator of the reference.
 */
export function ansProfileOf(registration: string | null | undefined): OperatorAnsProfile | null {
  const digits = registration?.trim() ?? '';
  if (!/^\d{1,6}$/.test(digits)) return null;
  return ansOperators().get(digits.padStart(6, '0')) ?? null;
}
