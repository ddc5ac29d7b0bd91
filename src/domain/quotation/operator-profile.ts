/**
 * An operator's ANS registry data (CADOP) and quality figures (IDSS, IGR), shown beside the
 * price on the results, plan details, comparison, proposal PDF and institution page, and
 * the pt-BR text of each figure. Pure.
 *
 * Sources (ANS open data, copied into server/data/ans-operators/ with their dates):
 * - CADOP, the registry of active operators (January 2026): razão social, nome fantasia,
 *   CNPJ, modalidade.
 * - IDSS (Índice de Desempenho da Saúde Suplementar): a 0–1 score ANS gives each operator
 *   every year; the latest year with a published score is kept, with its year.
 * - IGR (Índice Geral de Reclamações): complaints to ANS per 10,000 beneficiaries in a
 *   month; the latest month published in the copied file (February 2020: old, so its
 *   period is always shown).
 */

/** IDSS of one year: `score` 0–1 (higher is better). */
export interface IdssFigure {
  readonly year: number;
  readonly score: number;
}

/** IGR of one month: complaints per 10,000 beneficiaries (lower is better); `period` `YYYY-MM`. */
export interface IgrFigure {
  readonly value: number;
  readonly period: string;
}

/** An operator's registry and quality data, keyed by its ANS registration. */
export interface OperatorAnsProfile {
  /** Registro ANS, 6 digits with leading zeros ('368253'). */
  readonly registration: string;
  /** CNPJ, 14 digits without punctuation. */
  readonly cnpj: string;
  /** Razão social as registered. */
  readonly legalName: string;
  /** Nome fantasia, or null when the registry has none. */
  readonly tradeName: string | null;
  /** Modalidade ('Medicina de Grupo', 'Seguradora', 'Cooperativa Médica', …). */
  readonly modality: string;
  /** Latest published IDSS, or null ('IDSS não publicado'). */
  readonly idss: IdssFigure | null;
  /** Latest IGR of the copied file, or null ('IGR não publicado'). */
  readonly igr: IgrFigure | null;
}

/** One line explaining the IDSS, with its source. */
export const IDSS_EXPLANATION =
  'IDSS: nota de 0 a 1 que a ANS dá à operadora pela qualidade da atenção, acesso, sustentabilidade e gestão (quanto maior, melhor). Fonte: ANS.';
/** One line explaining the IGR, with its source. */
export const IGR_EXPLANATION = 'IGR: reclamações de beneficiários na ANS por 10 mil beneficiários no mês (quanto menor, melhor). Fonte: ANS.';
/** Shown when the operator has no IDSS in the copied data. */
export const IDSS_MISSING = 'IDSS não publicado';
/** Shown when the operator has no IGR in the copied data. */
export const IGR_MISSING = 'IGR não publicado';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const;

/** pt-BR decimal with `digits` decimals ('0,7877'). */
function decimal(value: number, digits: number): string {
  return value.toFixed(digits).replace('.', ',');
}

/** 'fev/2020' for `2020-02`; the text itself when it is not `YYYY-MM`. */
export function periodLabel(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month}/${match[1]}` : period;
}

/** 'IDSS 2025: 0,7877' or 'IDSS não publicado' (no profile or no score). */
export function idssText(profile: Pick<OperatorAnsProfile, 'idss'> | null | undefined): string {
  const idss = profile?.idss;
  return idss ? `IDSS ${idss.year}: ${decimal(idss.score, 4)}` : IDSS_MISSING;
}

/** 'IGR fev/2020: 2,78 por 10 mil beneficiários' or 'IGR não publicado'. */
export function igrText(profile: Pick<OperatorAnsProfile, 'igr'> | null | undefined): string {
  const igr = profile?.igr;
  return igr ? `IGR ${periodLabel(igr.period)}: ${decimal(igr.value, 2)} por 10 mil beneficiários` : IGR_MISSING;
}

/** 'IDSS 2025: 0,7877 · IGR fev/2020: 2,78 por 10 mil beneficiários': both figures in one line. */
export function qualityLine(profile: Pick<OperatorAnsProfile, 'idss' | 'igr'> | null | undefined): string {
  return `${idssText(profile)} · ${igrText(profile)}`;
}

/** '12.345.678/0001-90' for 14 digits; the text itself otherwise. */
export function formatCnpj(cnpj: string): string {
  const match = /^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/.exec(cnpj);
  return match ? `${match[1]}.${match[2]}.${match[3]}/${match[4]}-${match[5]}` : cnpj;
}
