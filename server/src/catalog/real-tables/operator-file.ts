/**
 * The operator catalog file as this folder writes it: ONE operator in ONE state, every plan
 * it sells there, their commercialization areas (with municipalities), price tables (per
 * ANS bracket, with effective date and provenance), refunds and accredited network.
 *
 * The converter's in-memory model (convert.ts), NOT a file on disk: the script
 * (`scripts/real-tables-to-operator-files.ts`) writes it in the documented operator catalog
 * format (to-catalog-file.ts) under server/data/operator-files/, which the seed imports
 * through `importOperatorCatalog`.
 *
 * Identification is by the operator's own words, never by our ids: the operator by its ANS
 * registration (CADOP), a plan by its `code` (unique in the file), an area by its `name`, a
 * network by its `name`, an administradora by its name.
 *
 * Units: money in integer cents; percentages as fractions (0.3 = 30 %); dates `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { COPARTICIPATION_CODES, COVERAGE_AREA_CODES, PLAN_TYPE_CODES } from '../../../../src/domain/quotation/plan-types';

/** File format version written in `format`. */
export const OPERATOR_FILE_FORMAT = 'cotador-operator-catalog/1' as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use o formato AAAA-MM-DD.');
const cents = z.number().int().positive();

/** Where a file's data comes from (shown with every price table). */
export const operatorFileSourceSchema = z.object({
  /** Short key the price tables refer to ('mv7_cotador'). */
  key: z.string().min(1),
  /** Human label kept on every price table ('MV7-digital/cotador, dados/amil.json @ f369d70 (2024-05)'). */
  label: z.string().min(1),
  repository: z.string().min(1),
  paths: z.array(z.string().min(1)).min(1),
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  /** What the source says about the tables' date ('2024-05 (commit date; not stated in data)'). */
  dateNote: z.string(),
});

/** A commercialization area: where a plan is SOLD. `cities` null = the whole state. */
export const operatorFileAreaSchema = z.object({
  name: z.string().min(1).max(120),
  /** IBGE municipality names of the file's state, or null for the whole state. */
  cities: z.nullable(z.array(z.string().min(1)).min(1)),
});

/** A provider of a network, matched to the catalog by name + city. */
export const operatorFileProviderSchema = z.object({
  name: z.string().min(1),
  city: z.string().min(1),
  /** Services as the source writes them: H internação, PS pronto-socorro, M maternidade, L laboratório. */
  emergencyRoom: z.boolean(),
  electiveAdmission: z.boolean(),
  maternity: z.boolean(),
  laboratory: z.boolean(),
});

/** An accredited network ("rede credenciada") of the operator in the file's state. */
export const operatorFileNetworkSchema = z.object({
  name: z.string().min(1),
  providers: z.array(operatorFileProviderSchema).min(1),
});

/** A plan as sold in one area of the file's state. */
export const operatorFilePlanSchema = z.object({
  /** The operator's product code or our stable code from the source row; unique in the file. */
  code: z.string().min(1),
  name: z.string().min(1).max(200),
  productLine: z.string().min(1),
  /** CP individual/familiar; PF coletivo por adesão; PJ empresarial (PME). */
  type: z.enum(PLAN_TYPE_CODES),
  /** PJ porte code of plan-types.ts or null. */
  porte: z.nullable(z.enum(['porte_i', 'porte_ii', 'i_plus_1_titular', 'i_mei', 'pme_mei_2_lives', 'lives_3_4', 'lives_5_29'])),
  minLives: z.number().int().min(1),
  maxLives: z.nullable(z.number().int().min(1)),
  /** PJ: may be sold to a MEI. */
  acceptsMei: z.boolean(),
  /** PJ: true opcional (livre adesão), false compulsória; null for CP and PF. */
  isOptional: z.nullable(z.boolean()),
  /** PF: the administradora's name ('Qualicorp'), or null. */
  administradora: z.nullable(z.string().min(1)),
  accommodation: z.enum(['outpatient', 'infirmary', 'apartment']),
  segmentation: z.enum([
    'ambulatorial',
    'hospitalar_com_obstetricia',
    'hospitalar_sem_obstetricia',
    'ambulatorial_hospitalar_com_obstetricia',
    'ambulatorial_hospitalar_sem_obstetricia',
    'referencia',
  ]),
  coverageArea: z.enum(COVERAGE_AREA_CODES),
  coparticipation: z.enum(COPARTICIPATION_CODES),
  /** Coparticipation per procedure group where the source gives it. */
  coparticipationRules: z.array(
    z.object({
      procedure: z.string().min(1),
      percentage: z.nullable(z.number().min(0).max(1)),
      fixedCents: z.nullable(z.number().int().min(0)),
      capCents: z.nullable(z.number().int().min(0)),
    }),
  ),
  /** Refunds per procedure where the source gives them. */
  refunds: z.array(z.object({ procedure: z.string().min(1), valueCents: cents })),
  /** Name of an area of this file. */
  area: z.string().min(1),
  /** Name of a network of this file, or null. */
  network: z.nullable(z.string().min(1)),
  /** Source facts that do not fit a field (pt-BR), shown to nobody; kept for review. */
  notes: z.string(),
});

/** One price table: the 10 ANS brackets' monthly price per life (0-18 … 59+), integer cents. */
export const operatorFilePriceSchema = z.object({
  plan: z.string().min(1),
  effectiveDate: isoDate,
  /** `key` of one of the file's sources. */
  source: z.string().min(1),
  pricesCents: z.array(cents).length(10),
  /** Reference of the source row (CSV line of ALL_prices_combined.csv) for the to-the-cent test. */
  sourceRow: z.number().int().min(2),
});

/** The whole operator file. */
export const operatorFileSchema = z.object({
  format: z.literal(OPERATOR_FILE_FORMAT),
  operator: z.object({
    /** Trade name shown to brokers. */
    name: z.string().min(1),
    /** Registro ANS as CADOP writes it (6 digits, zeros kept). */
    ansRegistration: z.string().regex(/^\d{6}$/),
    /** Razão social (CADOP). */
    legalName: z.string().min(1),
    slug: z.string().regex(/^[a-z0-9-]+$/),
  }),
  /** UF of every plan and area of the file. */
  state: z.string().length(2),
  /** The file's sources; each price table names one by `key`. */
  sources: z.array(operatorFileSourceSchema).min(1),
  areas: z.array(operatorFileAreaSchema).min(1),
  networks: z.array(operatorFileNetworkSchema),
  plans: z.array(operatorFilePlanSchema).min(1),
  prices: z.array(operatorFilePriceSchema).min(1),
});

export type OperatorFile = z.infer<typeof operatorFileSchema>;
export type OperatorFilePlan = z.infer<typeof operatorFilePlanSchema>;
export type OperatorFileArea = z.infer<typeof operatorFileAreaSchema>;
export type OperatorFileNetwork = z.infer<typeof operatorFileNetworkSchema>;
export type OperatorFileProvider = z.infer<typeof operatorFileProviderSchema>;
