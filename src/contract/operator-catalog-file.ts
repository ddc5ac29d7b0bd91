/**
 * The operator catalog file (docs/operator-catalog-file.md): ONE file that brings a
 * whole operator — or one operator × state — into the catalog: the operator, its
 * commercialization areas with their municipalities, its plans (identified by the operator's
 * plan code, never by our ids), their price tables with provenance and optional promotional
 * prices, coparticipation rules, carências, refunds and accredited networks.
 *
 * One model, three encodings (the same sections, the same column names, the same rules):
 * - JSON (canonical, what the seed writes): an object with one key per section; `operadora`
 *   is one row (an object), every other section an array of rows; a row is a flat object
 *   whose keys are the section's column names and whose values are text, numbers, booleans
 *   or null (blank). See {@link operatorCatalogFileSchema}.
 * - XLSX: one worksheet per section, named after it (`operadora`, `areas`, `planos`, …);
 *   row 1 is the header with the column names, one row per record after it.
 * - CSV: one CSV file per section, uploaded together; a file's section is the last word of
 *   its name (`planos.csv`, `amil-sp-precos.csv`); UTF-8, `;` or `,` separated (chosen by the
 *   header line), header row first.
 *
 * Section → columns (`*` required; the doc explains every value):
 * - operadora (1 row): registro_ans*, nome*, razao_social, cnpj, modalidade, fonte*, data_tabela
 * - areas: area*, uf*, municipio (one row per municipality; a single row with it blank = the
 *   whole state)
 * - planos: codigo*, nome*, linha, area*, tipo*, segmentacao*, abrangencia*, acomodacao*,
 *   coparticipacao*, vidas_min, vidas_max, porte, mei, contratacao, administradora,
 *   entidades, rede
 * - precos: plano*, vigencia*, the 10 ANS brackets 0-18 … 59+*, meses_promocionais,
 *   promocional_0-18 … promocional_59+, data_tabela, fonte
 * - coparticipacoes: plano*, procedimento*, percentual, valor_fixo, teto, isento
 * - carencias: plano*, grupo*, procedimento*, dias*, observacao
 * - reembolsos: plano*, procedimento*, valor*
 * - rede: rede*, uf*, nivel, prestador*, municipio*, tipo*, internacao, pronto_socorro,
 *   maternidade, laboratorio
 *
 * Units: prices and values in reais with at most 2 decimals in the file (`1234.56`,
 * `1234,56`, `1.234,56`, `R$ 1.234,56`, or a number), integer cents in the parsed model;
 * percentages written as percent (`30`, `30%`, `30,5`) and fractions in the model (0.3);
 * carências in whole days; dates `AAAA-MM-DD` (`data_tabela` also `AAAA-MM`, read as day 1).
 * Code values (tipo, acomodacao, …) are read case- and accent-insensitively, spaces and
 * punctuation as `_` ("Grupo de municípios" = `grupo_de_municipios`).
 *
 * Validation here is what the file alone can tell (shapes, codes, cross-references inside
 * the file, duplicates). What needs the database — existing plans (the diff), providers,
 * administradoras, entities, RN 563 findings, municipalities of the UF — is the importer's
 * (server/src/catalog/operator-catalog/).
 *
 * Versions: `versao` 1. Later changes stay backward-compatible (new optional columns), or
 * are written in this header. Added within v1 (backward-compatible: new accepted values):
 * `contratacao = nao_informada` (PJ) and `administradora = não informada` (PF), for tables
 * whose source does not say; a blank cell is still refused.
 */
import { z } from 'zod';
import { COVERAGE_AREA_CODES } from '../domain/quotation/plan-types';
import {
  type OperatorCatalogCell,
  normalizeCode,
  OPERATOR_CATALOG_MESSAGES,
  textCell,
  notInformedText,
  codeCell,
  moneyCell,
  percentCell,
  integerCell,
  optionalYesNoCell,
  yesNoCell,
  dateCell,
  ufCell,
  digitsCell,
  listCell,
} from './operator-catalog-cells';

/** The format's name, written in the JSON form's `formato` (optional). */
export const OPERATOR_CATALOG_FORMAT = 'cotador-operadora';
/** The format's version, written in the JSON form's `versao` (optional; 1 when absent). */
export const OPERATOR_CATALOG_VERSION = 1;

/** Limits of an upload, checked before reading past them. */
export const OPERATOR_CATALOG_LIMITS = {
  /** Bytes of the upload (all its files together): 10 MiB. */
  maxBytes: 10 * 1024 * 1024,
  /** Data rows of all sections together (headers not counted). */
  maxRows: 50_000,
  /** Declared uncompressed size of an XLSX's entries (zip central directory): 100 MiB. */
  maxXlsxUncompressedBytes: 100 * 1024 * 1024,
  /** Problems listed in an answer; the total count is always given. */
  maxProblemsListed: 100,
} as const;

/** The sections, in the order they are read and documented. */
export const OPERATOR_CATALOG_SECTIONS = [
  'operadora',
  'areas',
  'planos',
  'precos',
  'coparticipacoes',
  'carencias',
  'reembolsos',
  'rede',
] as const;
/** A section of the file (worksheet name, CSV file suffix, JSON key). */
export type OperatorCatalogSection = (typeof OPERATOR_CATALOG_SECTIONS)[number];

/** The 10 ANS age brackets (RN 63/2003, RN 563/2022) as the price columns name them. */
export const PRICE_BRACKET_COLUMNS = ['0-18', '19-23', '24-28', '29-33', '34-38', '39-43', '44-48', '49-53', '54-58', '59+'] as const;
/** Promotional price columns, same order. */
export const PROMOTIONAL_BRACKET_COLUMNS = PRICE_BRACKET_COLUMNS.map((label) => `promocional_${label}` as const);

/** Column names of each section, in the template's order. */
export const OPERATOR_CATALOG_COLUMNS = {
  operadora: ['registro_ans', 'nome', 'razao_social', 'cnpj', 'modalidade', 'fonte', 'data_tabela'],
  areas: ['area', 'uf', 'municipio'],
  planos: [
    'codigo',
    'nome',
    'linha',
    'area',
    'tipo',
    'segmentacao',
    'abrangencia',
    'acomodacao',
    'coparticipacao',
    'vidas_min',
    'vidas_max',
    'porte',
    'mei',
    'contratacao',
    'administradora',
    'entidades',
    'rede',
  ],
  precos: ['plano', 'vigencia', ...PRICE_BRACKET_COLUMNS, 'meses_promocionais', ...PROMOTIONAL_BRACKET_COLUMNS, 'data_tabela', 'fonte'],
  coparticipacoes: ['plano', 'procedimento', 'percentual', 'valor_fixo', 'teto', 'isento'],
  carencias: ['plano', 'grupo', 'procedimento', 'dias', 'observacao'],
  reembolsos: ['plano', 'procedimento', 'valor'],
  rede: ['rede', 'uf', 'nivel', 'prestador', 'municipio', 'tipo', 'internacao', 'pronto_socorro', 'maternidade', 'laboratorio'],
} as const satisfies Record<OperatorCatalogSection, readonly string[]>;

/**
 * File codes → the catalog's codes. Keys are normalized (lower case, no accents, non
 * alphanumerics as `_`); several keys may name the same code (documented aliases).
 */
export const FILE_CODES = {
  /** tipo → PlanTypeCode. */
  tipo: { cp: 'CP', individual: 'CP', individual_familiar: 'CP', pf: 'PF', adesao: 'PF', coletivo_por_adesao: 'PF', pj: 'PJ', empresarial: 'PJ', pme: 'PJ' },
  /** segmentacao → segmentation code (src/domain/quotation/plan-types.ts SEGMENTATION_TEXTS). */
  segmentacao: {
    ambulatorial: 'ambulatorial',
    hospitalar_com_obstetricia: 'hospitalar_com_obstetricia',
    hospitalar_sem_obstetricia: 'hospitalar_sem_obstetricia',
    ambulatorial_hospitalar_com_obstetricia: 'ambulatorial_hospitalar_com_obstetricia',
    ambulatorial_hospitalar_sem_obstetricia: 'ambulatorial_hospitalar_sem_obstetricia',
    referencia: 'referencia',
  },
  /** abrangencia → CoverageArea. */
  abrangencia: { nacional: 'nacional', estadual: 'estadual', grupo_de_municipios: 'grupo_de_municipios', municipal: 'grupo_de_municipios', regional: 'grupo_de_municipios' },
  /** acomodacao → RoomType. */
  acomodacao: {
    ambulatorial: 'outpatient',
    enfermaria: 'infirmary',
    apartamento: 'apartment',
    referencia: 'rc',
    ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`apartamento_${i + 1}`, `apartment_${i + 1}`])),
  } as Record<string, string>,
  /** coparticipacao → CoparticipationKind. */
  coparticipacao: { sem: 'without', sem_coparticipacao: 'without', nao: 'without', total: 'with', com: 'with', com_coparticipacao: 'with', sim: 'with', parcial: 'with_tp', coparticipacao_parcial: 'with_tp' },
  /**
   * contratacao (PJ) → is_optional; `nao_informada` (the operator's table does not say) → null,
   * shown to the broker as 'Contratação: não informada pela operadora' and matched by either
   * contribution filter.
   */
  contratacao: { compulsoria: false, compulsorio: false, opcional: true, livre_adesao: true, nao_informada: null, nao_informado: null },
  /** porte (PJ, optional) → PorteCode. */
  porte: {
    porte_i: 'porte_i',
    i: 'porte_i',
    porte_ii: 'porte_ii',
    ii: 'porte_ii',
    i_1_titular: 'i_plus_1_titular',
    i_mei: 'i_mei',
    pme_mei_2_vidas: 'pme_mei_2_lives',
    '3_4_vidas': 'lives_3_4',
    '5_29_vidas': 'lives_5_29',
  },
  /** carencias.grupo → ShortfallGroup (src/domain/quotation/waiting-periods.ts). */
  grupo: { urgencia_emergencia: 'urgency_emergency', urgencia: 'urgency_emergency', parto_a_termo: 'full_term_childbirth', parto: 'full_term_childbirth', demais: 'other', demais_procedimentos: 'other', cpt: 'cpt' },
  /** rede.nivel → NetworkTier. */
  nivel: { essencial: 'essencial', intermediaria: 'intermediaria', ampla: 'ampla' },
  /** rede.tipo → ProviderKind. */
  tipoPrestador: { hospital: 'hospital', clinica: 'clinic', laboratorio: 'clinic', clinica_laboratorio: 'clinic' },
} as const;


const tipoShown = ['CP', 'PF', 'PJ'];

/**
 * A section's row schema: absent columns read as blank cells (null), so a JSON row may
 * leave out its empty columns and a CSV may leave out optional columns.
 */
function rowOf<Shape extends z.ZodType>(section: OperatorCatalogSection, schema: Shape) {
  const columns: readonly string[] = OPERATOR_CATALOG_COLUMNS[section];
  return z.preprocess((row, ctx) => {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) return row;
    const filled: Record<string, unknown> = {};
    for (const column of columns) filled[column] = null;
    for (const key of Object.keys(row)) {
      // A misspelt column would otherwise be read as blank without a word.
      if (!columns.includes(key)) ctx.addIssue({
        // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
        code: 'custom',
        path: [key], message: `coluna desconhecida na seção ${section}.`,
      });
    }
    return { ...filled, ...(row as Record<string, unknown>) };
  }, schema);
}

/** Row of `operadora`: who the file is about, and the default provenance of its tables. */
export const operatorRowSchema = rowOf('operadora', z.object({
  /** Registro ANS, 6 digits, leading zeros kept ('005711'); identifies the operator. */
  registro_ans: digitsCell(6, OPERATOR_CATALOG_MESSAGES.ans, true),
  /** Trade name shown to brokers ('Amil'). */
  nome: textCell(true),
  razao_social: textCell(false),
  /** 14 digits, punctuation accepted. */
  cnpj: digitsCell(14, OPERATOR_CATALOG_MESSAGES.cnpj, false),
  /** ANS modalidade ('Medicina de Grupo', 'Seguradora Especializada em Saúde', 'Cooperativa Médica'). */
  modalidade: textCell(false),
  /** Default source of every price table ('Tabela Amil PME SP — maio/2024'). */
  fonte: textCell(true),
  /** Default table date (provenance): `AAAA-MM-DD` or `AAAA-MM`; absent → each table's vigência. */
  data_tabela: dateCell(false, true),
}));

/** Row of `areas`: one municipality of a commercialization area (blank = the whole state). */
export const areaRowSchema = rowOf('areas', z.object({
  /** Area name as the operator writes it ('Capital', 'Interior 1', 'Filial Santos'). */
  area: textCell(true),
  uf: ufCell(),
  /** Municipality as IBGE writes it ('São José dos Campos'); blank: the whole state. */
  municipio: textCell(false),
}));

/** Row of `planos`: one plan as sold in one area. */
export const planRowSchema = rowOf('planos', z
  .object({
    /**
     * The plan's code: the operator's (or the product's ANS registration), or any text unique
     * in the file and stable across imports — it is how a re-import finds the plan again.
     */
    codigo: textCell(true),
    /** Name shown to brokers ('Amil S380 QC Nacional'). */
    nome: textCell(true),
    /** Product line grouping plans that differ by options; absent → `nome`. */
    linha: textCell(false),
    /** Name of an area of the `areas` section (where the plan is sold). */
    area: textCell(true),
    tipo: codeCell(FILE_CODES.tipo, true, tipoShown),
    segmentacao: codeCell(FILE_CODES.segmentacao, true, Object.keys(FILE_CODES.segmentacao)),
    abrangencia: codeCell(FILE_CODES.abrangencia, true, [...COVERAGE_AREA_CODES]),
    acomodacao: codeCell(FILE_CODES.acomodacao, true, ['ambulatorial', 'enfermaria', 'apartamento', 'referencia', 'apartamento_1 … apartamento_12']),
    coparticipacao: codeCell(FILE_CODES.coparticipacao, true, ['sem', 'total', 'parcial']),
    /** Lives band of a contract; CP/PF default 1 – no maximum; PJ required. */
    vidas_min: integerCell(false, 1, OPERATOR_CATALOG_MESSAGES.lives),
    /** Blank: no maximum. */
    vidas_max: integerCell(false, 1, OPERATOR_CATALOG_MESSAGES.lives),
    /** PJ only, optional: porte code (porte_i, porte_ii, i_1_titular, i_mei, pme_mei_2_vidas, 3_4_vidas, 5_29_vidas). */
    porte: codeCell(FILE_CODES.porte, false, ['porte_i', 'porte_ii', 'i_1_titular', 'i_mei', 'pme_mei_2_vidas', '3_4_vidas', '5_29_vidas']),
    /** PJ: sold to a MEI; blank → não. */
    mei: yesNoCell(false),
    /** PJ required: compulsoria or opcional. */
    contratacao: codeCell(FILE_CODES.contratacao, false, ['compulsoria', 'opcional', 'nao_informada']),
    /**
     * PF required: the administradora de benefícios' name ('Qualicorp'), or `não informada`
     * (NOT_INFORMED_WORDS) when the operator's table names none → null.
     */
    administradora: notInformedText(),
    /** PF: entities' acronyms, comma separated ('CREA-SP, OAB/SP'). */
    entidades: listCell(),
    /** Name of a network of the `rede` section; blank: no network known. */
    rede: textCell(false),
  })
  .superRefine((row, ctx) => {
    // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (row.tipo === 'PJ') {
      if (row.vidas_min === undefined) issue('vidas_min', 'plano PJ: informe o mínimo de vidas.');
      if (row.contratacao === undefined) issue('contratacao', 'plano PJ: informe compulsoria, opcional ou nao_informada.');
    } else if (row.tipo !== undefined) {
      if (row.porte !== undefined) issue('porte', 'porte só se aplica a planos PJ.');
      if (row.contratacao !== undefined) issue('contratacao', 'contratação só se aplica a planos PJ.');
      if (row.mei) issue('mei', 'MEI só se aplica a planos PJ.');
    }
    if (row.tipo === 'PF' && row.administradora === undefined) issue('administradora', 'plano PF (adesão): informe a administradora (ou "não informada").');
    if (row.tipo !== 'PF' && row.tipo !== undefined) {
      if (row.administradora !== undefined) issue('administradora', 'administradora só se aplica a planos PF (adesão).');
      if (row.entidades.length > 0) issue('entidades', 'entidades só se aplicam a planos PF (adesão).');
    }
    if (row.vidas_min !== undefined && row.vidas_max !== undefined && row.vidas_max < row.vidas_min) {
      issue('vidas_max', 'o máximo de vidas é menor que o mínimo.');
    }
  }));

const priceShape = Object.fromEntries(PRICE_BRACKET_COLUMNS.map((label) => [label, moneyCell(true)])) as Record<
  (typeof PRICE_BRACKET_COLUMNS)[number],
  ReturnType<typeof moneyCell>
>;
const promoShape = Object.fromEntries(PROMOTIONAL_BRACKET_COLUMNS.map((label) => [label, moneyCell(false)])) as Record<
  (typeof PROMOTIONAL_BRACKET_COLUMNS)[number],
  ReturnType<typeof moneyCell>
>;

/** Row of `precos`: one price table of one plan at one effective date. */
export const priceRowSchema = rowOf('precos', z
  .object({
    /** `codigo` of a plan of `planos`. */
    plano: textCell(true),
    /** Effective date (vigência) `AAAA-MM-DD`: from that day the table is the plan's current one. */
    vigencia: dateCell(true, false),
    ...priceShape,
    /** How many first monthly payments the promotional prices apply to; with the 10 promotional columns. */
    meses_promocionais: integerCell(false, 1, OPERATOR_CATALOG_MESSAGES.lives),
    ...promoShape,
    /** Table date (provenance); absent → operadora.data_tabela, else the vigência. */
    data_tabela: dateCell(false, true),
    /** Source of this table; absent → operadora.fonte. */
    fonte: textCell(false),
  })
  .superRefine((row, ctx) => {
    const given = PROMOTIONAL_BRACKET_COLUMNS.filter((column) => row[column] !== undefined);
    if (given.length > 0 && given.length < PROMOTIONAL_BRACKET_COLUMNS.length) {
      const missing: string = PROMOTIONAL_BRACKET_COLUMNS.find((column) => row[column] === undefined) ?? 'promocional_0-18';
      ctx.addIssue({
        // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
        code: 'custom',
        path: [missing], message: 'preços promocionais: preencha as 10 faixas ou nenhuma.',
      });
    }
    if (given.length > 0 && row.meses_promocionais === undefined) {
      ctx.addIssue({
        // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
        code: 'custom',
        path: ['meses_promocionais'], message: 'informe por quantos meses valem os preços promocionais.',
      });
    }
    if (given.length === 0 && row.meses_promocionais !== undefined) {
      ctx.addIssue({
        // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
        code: 'custom',
        path: ['meses_promocionais'], message: 'meses promocionais sem os preços promocionais.',
      });
    }
  }));

/** Row of `coparticipacoes`: the coparticipation of one procedure group of a plan. */
export const coparticipationRowSchema = rowOf('coparticipacoes', z
  .object({
    plano: textCell(true),
    /** Procedure group ('Consulta eletiva', 'Exames complexos', 'Terapias'). */
    procedimento: textCell(true),
    /** Percent of the procedure's price (`30`, `30%`). */
    percentual: percentCell(),
    /** Fixed value per event, reais. */
    valor_fixo: moneyCell(false, false),
    /** Cap per event, reais. */
    teto: moneyCell(false, false),
    /** sim: no coparticipation for this group (then the other values blank). */
    isento: yesNoCell(false),
  })
  .superRefine((row, ctx) => {
    if (row.isento && (row.percentual !== undefined || row.valor_fixo !== undefined || row.teto !== undefined)) {
      ctx.addIssue({
        // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
        code: 'custom',
        path: ['isento'], message: 'isento: deixe percentual, valor fixo e teto em branco.',
      });
    }
    if (!row.isento && row.percentual === undefined && row.valor_fixo === undefined) {
      ctx.addIssue({
        // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
        code: 'custom',
        path: ['percentual'], message: 'informe o percentual, o valor fixo ou isento = sim.',
      });
    }
  }));

/** Row of `carencias`: the waiting period of one procedure group of a plan. */
export const shortfallRowSchema = rowOf('carencias', z.object({
  plano: textCell(true),
  /** Legal group: urgencia_emergencia (max 1 day), parto_a_termo (300), demais (180), cpt (720). */
  grupo: codeCell(FILE_CODES.grupo, true, ['urgencia_emergencia', 'parto_a_termo', 'demais', 'cpt']),
  procedimento: textCell(true),
  /** Whole days (0 = none). */
  dias: integerCell(true, 0, OPERATOR_CATALOG_MESSAGES.integer),
  observacao: textCell(false),
}));

/** Row of `reembolsos`: the refund of one procedure of a plan. */
export const refundRowSchema = rowOf('reembolsos', z.object({
  plano: textCell(true),
  procedimento: textCell(true),
  /** Refund per event, reais. */
  valor: moneyCell(true),
}));

/** Row of `rede`: one provider of a named network of the operator in a state. */
export const networkRowSchema = rowOf('rede', z.object({
  /** Network name as plans name it ('Rede Amil S380 SP'). */
  rede: textCell(true),
  uf: ufCell(),
  /** essencial, intermediaria or ampla; blank → ampla. Every row of a network says the same. */
  nivel: codeCell(FILE_CODES.nivel, false, ['essencial', 'intermediaria', 'ampla']),
  /** Provider name ('Hospital Sírio-Libanês'); matched to the catalog's providers with municipio and uf. */
  prestador: textCell(true),
  municipio: textCell(true),
  /** hospital or clinica (laboratories and imaging are clinics). */
  tipo: codeCell(FILE_CODES.tipoPrestador, true, ['hospital', 'clinica']),
  /** H: internação eletiva; blank → sim for a hospital, não for a clinic. */
  internacao: optionalYesNoCell(),
  /** PS: pronto-socorro; blank → não. */
  pronto_socorro: yesNoCell(false),
  /** M: maternidade; blank → não. */
  maternidade: yesNoCell(false),
  /** Laboratório; blank → não. */
  laboratorio: yesNoCell(false),
}));

/** Parsed row types (the model: cents, fractions, catalog codes). */
export type OperatorRow = z.output<typeof operatorRowSchema>;
export type AreaRow = z.output<typeof areaRowSchema>;
export type PlanRow = z.output<typeof planRowSchema>;
export type PriceRow = z.output<typeof priceRowSchema>;
export type CoparticipationRow = z.output<typeof coparticipationRowSchema>;
export type ShortfallRow = z.output<typeof shortfallRowSchema>;
export type RefundRow = z.output<typeof refundRowSchema>;
export type NetworkRow = z.output<typeof networkRowSchema>;

/** A raw row as written in any encoding: column name → cell. */
export type RawOperatorCatalogRow = Readonly<Record<string, OperatorCatalogCell | readonly string[]>>;

/**
 * The JSON form (canonical). Every section but `operadora` may be absent (= empty);
 * `planos` and `precos` bring the plans in. Cross-row rules (unique plan codes, references
 * to areas / plans / networks, one area per state and name, a network's state = its plans'
 * area state) are in {@link checkOperatorCatalogReferences}, run by the importer after the
 * rows parse, so every encoding gets them with the same messages.
 */
export const operatorCatalogFileSchema = z.object({
  /** Optional: 'cotador-operadora'. */
  formato: z.literal(OPERATOR_CATALOG_FORMAT).optional(),
  /** Optional: 1. */
  versao: z.literal(OPERATOR_CATALOG_VERSION).optional(),
  operadora: operatorRowSchema,
  areas: z.array(areaRowSchema).default([]),
  planos: z.array(planRowSchema).default([]),
  precos: z.array(priceRowSchema).default([]),
  coparticipacoes: z.array(coparticipationRowSchema).default([]),
  carencias: z.array(shortfallRowSchema).default([]),
  reembolsos: z.array(refundRowSchema).default([]),
  rede: z.array(networkRowSchema).default([]),
}).strict();

/** The JSON form as written (reais, file codes). */
export type OperatorCatalogFileInput = z.input<typeof operatorCatalogFileSchema>;
/** The parsed model (cents, fractions, catalog codes). */
export type OperatorCatalogFile = z.output<typeof operatorCatalogFileSchema>;

/** A problem of the file: where (section, 0-based item, column) and what (pt-BR). */
export interface OperatorCatalogFileProblem {
  readonly section: OperatorCatalogSection;
  /** 0-based index of the row in its section (JSON array index); null for the section itself. */
  readonly index: number | null;
  /** Column name, or null for the whole row / section. */
  readonly column: string | null;
  readonly message: string;
}

/**
 * The file's own cross-row rules, on a parsed model: unique plan codes; a plan's area, a
 * price's / coparticipation's / carência's / refund's plan and a plan's network exist in the
 * file; an area is one state and either the whole state or municipalities (not both, no
 * municipality twice); a network has one state and one level; a plan's network is in its
 * area's state (a plan of another state than its area is refused); a plan and date have at
 * most one price table; every plan has at least one price table.
 */
export function checkOperatorCatalogReferences(file: OperatorCatalogFile): OperatorCatalogFileProblem[] {
  const problems: OperatorCatalogFileProblem[] = [];
  const add = (section: OperatorCatalogSection, index: number | null, column: string | null, message: string) =>
    problems.push({ section, index, column, message });

  const areaKey = (name: string) => normalizeCode(name);
  const areas = new Map<string, { uf: string; whole: boolean; cities: Set<string>; first: number }>();
  file.areas.forEach((row, index) => {
    const key = areaKey(row.area);
    const area = areas.get(key);
    if (!area) {
      areas.set(key, { uf: row.uf ?? '', whole: row.municipio === undefined, cities: new Set(row.municipio ? [normalizeCode(row.municipio)] : []), first: index });
      return;
    }
    if (row.uf !== area.uf) add('areas', index, 'uf', `a área "${row.area}" já está em ${area.uf} (item ${area.first + 1}); use outro nome para outra UF.`);
    else if (row.municipio === undefined || area.whole) add('areas', index, 'municipio', `a área "${row.area}" mistura "todo o estado" (município em branco) com municípios.`);
    else if (area.cities.has(normalizeCode(row.municipio))) add('areas', index, 'municipio', `o município "${row.municipio}" já está na área "${row.area}".`);
    else area.cities.add(normalizeCode(row.municipio));
  });

  const networks = new Map<string, { uf: string; tier: string; first: number }>();
  file.rede.forEach((row, index) => {
    const key = normalizeCode(row.rede);
    const tier = row.nivel ?? 'ampla';
    const network = networks.get(key);
    if (!network) networks.set(key, { uf: row.uf ?? '', tier, first: index });
    else if (network.uf !== row.uf) add('rede', index, 'uf', `a rede "${row.rede}" já está em ${network.uf} (item ${network.first + 1}); uma rede é de uma UF.`);
    else if (network.tier !== tier) add('rede', index, 'nivel', `a rede "${row.rede}" já tem o nível ${network.tier} (item ${network.first + 1}).`);
  });

  const plans = new Map<string, { index: number; uf: string | undefined }>();
  file.planos.forEach((row, index) => {
    const key = normalizeCode(row.codigo);
    const first = plans.get(key);
    if (first) add('planos', index, 'codigo', `o código "${row.codigo}" já está no item ${first.index + 1}.`);
    const area = areas.get(areaKey(row.area));
    if (!area) add('planos', index, 'area', `a área "${row.area}" não está na seção areas.`);
    if (row.rede !== undefined) {
      const network = networks.get(normalizeCode(row.rede));
      if (!network) add('planos', index, 'rede', `a rede "${row.rede}" não está na seção rede.`);
      else if (area && network.uf !== area.uf) add('planos', index, 'rede', `a rede "${row.rede}" é de ${network.uf} e a área "${row.area}" é de ${area.uf}.`);
    }
    if (!first) plans.set(key, { index, uf: area?.uf });
  });

  const planRef = (section: OperatorCatalogSection, index: number, code: string) => {
    if (!plans.has(normalizeCode(code))) add(section, index, 'plano', `o plano "${code}" não está na seção planos.`);
  };
  const tablesOf = new Map<string, number>();
  const withPrices = new Set<string>();
  file.precos.forEach((row, index) => {
    planRef('precos', index, row.plano);
    const key = `${normalizeCode(row.plano)}|${row.vigencia ?? ''}`;
    const first = tablesOf.get(key);
    if (first !== undefined) add('precos', index, 'vigencia', `o plano "${row.plano}" já tem tabela com vigência ${row.vigencia ?? ''} no item ${first + 1}.`);
    else tablesOf.set(key, index);
    withPrices.add(normalizeCode(row.plano));
  });
  file.planos.forEach((row, index) => {
    if (!withPrices.has(normalizeCode(row.codigo))) add('planos', index, 'codigo', `o plano "${row.codigo}" não tem nenhuma tabela na seção precos.`);
  });
  file.coparticipacoes.forEach((row, index) => planRef('coparticipacoes', index, row.plano));
  file.carencias.forEach((row, index) => planRef('carencias', index, row.plano));
  file.reembolsos.forEach((row, index) => planRef('reembolsos', index, row.plano));
  return problems;
}
