/**
 * The Hapvida June 2026 file (server/data/hapvida-price-tables-2026-06.json) written as
 * operator catalog files (docs/operator-catalog-file.md, JSON form), one per state — what
 * scripts/real-tables-to-operator-files.ts commits as server/data/operator-files/hapvida-<uf>.json
 * and the seed imports through `importOperatorCatalog`, like every other operator.
 *
 * Mapping (the same as the Hapvida loader's, hapvida.ts, which documents why):
 * - one area per city (its municipality); one plan per table, code `<city>:<name>` (stable:
 *   the city and the table's distinct name), name from `distinctHapvidaPlanNames`;
 * - ind → CP; pme → PJ porte I 2–29 lives; ss → PJ porte II 30–99; PJ contratação
 *   compulsória (the file says none; the filter's default, as the loader sets it);
 * - coverage `grupo_de_municipios`; coparticipation total → `total`, partial → `parcial`,
 *   with the city's group rules (exempt → `isento`);
 * - one price table per plan: vigência 2026-06-01, `data_tabela` 2026-06, source
 *   'Hapvida — tabela de preços junho/2026', the promotional prices for 3 months where the
 *   file has them;
 * - no network (the file names no hospital) and no carências (the importer gives the legal
 *   standard ones).
 */
import { stateByUf } from '../../../../src/domain/quotation';
import { distinctHapvidaPlanNames, HAPVIDA_PRODUCT_PLAN, HAPVIDA_PROMOTIONAL_MONTHS, HAPVIDA_SEGMENTS, hapvidaFileSchema } from '../hapvida';
import { HAPVIDA_EFFECTIVE_DATE, HAPVIDA_SOURCE } from '../types';
import { foldName } from './fold-name';

const BRACKETS = ['0-18', '19-23', '24-28', '29-33', '34-38', '39-43', '44-48', '49-53', '54-58', '59+'] as const;
const ROOM = { outpatient: 'ambulatorial', infirmary: 'enfermaria', apartment: 'apartamento' } as const;

/** A cell row: column → text, number, boolean or null (blank). */
type Row = Record<string, string | number | boolean | null>;

/** Integer cents → reais text with 2 decimals. */
function reais(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Fraction → percent text (0.4 → '40'). */
function percent(fraction: number): string {
  return String(Math.round(fraction * 10_000) / 100);
}

/**
 * The Hapvida file's JSON → one operator catalog file per UF (`hapvida-<uf>.json` name and
 * its JSON form), in the file's order of states.
 * @throws ZodError when the Hapvida file is malformed (the bundled file is part of the app).
 */
export function hapvidaToCatalogFiles(json: unknown): { name: string; json: Record<string, unknown> }[] {
  const file = hapvidaFileSchema.parse(json);
  const groupACities = new Set(file.coparticipation_rules.group_a_cities);
  const byUf = new Map<string, { areas: Row[]; planos: Row[]; precos: Row[]; coparticipacoes: Row[] }>();
  for (const city of file.cities) {
    if (!stateByUf(city.uf)) throw new Error(`UF desconhecida ${city.uf}`);
    const sections = byUf.get(city.uf) ?? { areas: [], planos: [], precos: [], coparticipacoes: [] };
    byUf.set(city.uf, sections);
    sections.areas.push({ area: city.city, uf: city.uf, municipio: city.city });
    const group = groupACities.has(city.city) ? file.coparticipation_rules.group_a : file.coparticipation_rules.group_b;
    const names = distinctHapvidaPlanNames(city.tables);
    city.tables.forEach((table, index) => {
      const name = names[index] ?? table.plan_name;
      const code = `${foldName(city.city).replace(/ /g, '-')}:${foldName(name).replace(/ /g, '-')}`;
      const product = HAPVIDA_PRODUCT_PLAN[table.product];
      sections.planos.push({
        codigo: code,
        nome: name,
        linha: file.products[table.product].label,
        area: city.city,
        tipo: table.plan_type,
        segmentacao: HAPVIDA_SEGMENTS[table.segment],
        abrangencia: 'grupo_de_municipios',
        acomodacao: ROOM[table.accommodation],
        coparticipacao: table.coparticipation === 'total' ? 'total' : 'parcial',
        vidas_min: product.minLives,
        vidas_max: product.maxLives,
        porte: product.porte === 'porte_i' ? 'porte_i' : product.porte === 'porte_ii' ? 'porte_ii' : null,
        mei: table.plan_type === 'PJ' ? false : null,
        contratacao: table.plan_type === 'PJ' ? 'compulsoria' : null,
        administradora: null,
        entidades: null,
        rede: null,
      });
      const promo = table.first_3_months_prices_cents;
      sections.precos.push({
        plano: code,
        vigencia: HAPVIDA_EFFECTIVE_DATE,
        ...Object.fromEntries(BRACKETS.map((label, bracket) => [label, reais(table.prices_cents[bracket] ?? 0)])),
        meses_promocionais: promo ? HAPVIDA_PROMOTIONAL_MONTHS : null,
        ...Object.fromEntries(BRACKETS.map((label, bracket) => [`promocional_${label}`, promo ? reais(promo[bracket] ?? 0) : null])),
        data_tabela: HAPVIDA_EFFECTIVE_DATE,
        fonte: HAPVIDA_SOURCE,
      });
      for (const [procedure, value] of group[table.coparticipation]) {
        sections.coparticipacoes.push(
          value === 'exempt'
            ? { plano: code, procedimento: procedure, percentual: null, valor_fixo: null, teto: null, isento: true }
            : {
                plano: code,
                procedimento: procedure,
                percentual: value.percentage === undefined ? null : percent(value.percentage),
                valor_fixo: value.fixed_cents === undefined ? null : reais(value.fixed_cents),
                teto: value.cap_cents === undefined ? null : reais(value.cap_cents),
                isento: false,
              },
        );
      }
    });
  }
  return [...byUf.entries()].map(([uf, sections]) => ({
    name: `hapvida-${uf.toLowerCase()}.json`,
    json: {
      formato: 'cotador-operadora',
      versao: 1,
      operadora: {
        registro_ans: file.operator.ans_registration,
        nome: 'Hapvida',
        razao_social: file.operator.name,
        fonte: HAPVIDA_SOURCE,
        data_tabela: HAPVIDA_EFFECTIVE_DATE,
      },
      ...sections,
      carencias: [],
      reembolsos: [],
      rede: [],
    },
  }));
}
