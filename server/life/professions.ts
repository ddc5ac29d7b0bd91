/**
 * The occupations list of `GET /v1/{institution}/aux/profissoes`: the CBO 2002 subgroups
 * (3-digit codes) of the Ministério do Trabalho e Emprego, kept with its source in
 * src/domain/life/cbo-2002-subgrupos.json (the SPA's fake service takes its demo subset from it). Subgroups, not the 2,600 six-digit
 * occupations, because the spec's default profession code 252 is a subgroup
 * ("Profissionais de organização e administração de empresas e afins").
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { lifeProfessionsResponseWire, type LifeProfessionWire } from '../../src/contract/life';
import { DEFAULT_PROFESSION_CODE } from '../../src/domain/life';

const file = z.object({ source: z.string(), level: z.literal('subgrupo'), items: lifeProfessionsResponseWire });

/** The list, sorted by description (pt-BR), and lookups by code. */
export interface ProfessionIndex {
  readonly list: readonly LifeProfessionWire[];
  /** Title of a code, or undefined. */
  titleOf(code: string): string | undefined;
}

/** Builds the index from `[{code, description}]`. */
export function professionIndex(items: readonly LifeProfessionWire[]): ProfessionIndex {
  const byCode = new Map(items.map((item) => [item.code, item.description]));
  const list = [...items].sort((a, b) => a.description.localeCompare(b.description, 'pt-BR'));
  return { list, titleOf: (code) => byCode.get(code) };
}

/**
 * Loads src/domain/life/cbo-2002-subgrupos.json.
 * @throws Error when the file is malformed or lacks the default code 252 (a packaging bug).
 */
export function loadCboProfessions(): ProfessionIndex {
  const raw: unknown = JSON.parse(readFileSync(new URL('../../src/domain/life/cbo-2002-subgrupos.json', import.meta.url), 'utf8'));
  const index = professionIndex(file.parse(raw).items);
  if (!index.titleOf(DEFAULT_PROFESSION_CODE)) throw new Error(`cbo-2002-subgrupos.json lacks the default profession ${DEFAULT_PROFESSION_CODE}`);
  return index;
}
