/**
 * The operators of the real tables: each source row's operator text, per source folder, to its
 * CADOP record (ANS registry, January 2026), or the pt-BR reason the row is left out; and the
 * state a row sells in.
 */
import { foldName } from './fold-name';
import type { RealTableRow } from './price-rows';

/** A real operator as CADOP (ANS registry, January 2026) records it. */
export interface RealOperator {
  readonly slug: string;
  readonly name: string;
  readonly ansRegistration: string;
  readonly legalName: string;
}

/**
 * The operators of the shared tables, by registro ANS (server/data/real-tables/README.md →
 * cadop/Relatorio_cadop.csv, REGISTRO_OPERADORA and Razao_Social). Slugs are the ones the
 * catalog already used (plan extras, institution pages).
 */
export const REAL_OPERATORS = {
  amil: { slug: 'amil', name: 'Amil', ansRegistration: '326305', legalName: 'AMIL ASSISTÊNCIA MÉDICA INTERNACIONAL S.A.' },
  bradesco: { slug: 'bradesco-saude', name: 'Bradesco Saúde', ansRegistration: '005711', legalName: 'BRADESCO SAÚDE S.A.' },
  sulamerica: { slug: 'sulamerica', name: 'SulAmérica', ansRegistration: '006246', legalName: 'SUL AMERICA COMPANHIA DE SEGURO SAÚDE' },
  notredame: { slug: 'notredame-intermedica', name: 'NotreDame Intermédica', ansRegistration: '359017', legalName: 'NOTRE DAME INTERMÉDICA SAÚDE S.A.' },
  allianz: { slug: 'allianz-saude', name: 'Allianz Saúde', ansRegistration: '000515', legalName: 'ALLIANZ SAÚDE S/A' },
  omint: { slug: 'omint', name: 'Omint', ansRegistration: '359661', legalName: 'OMINT SERVIÇOS DE SAÚDE S.A.' },
  segurosUnimed: { slug: 'seguros-unimed', name: 'Seguros Unimed', ansRegistration: '000701', legalName: 'UNIMED SEGUROS SAÚDE S/A' },
  cnu: { slug: 'unimed-nacional', name: 'Unimed Nacional', ansRegistration: '339679', legalName: 'UNIMED NACIONAL - COOPERATIVA CENTRAL' },
  unimedSorocaba: { slug: 'unimed-sorocaba', name: 'Unimed Sorocaba', ansRegistration: '348295', legalName: 'UNIMED SOROCABA COOPERATIVA DE TRABALHO MÉDICO' },
  samel: { slug: 'samel', name: 'Samel', ansRegistration: '367095', legalName: 'SAMEL PLANO DE SAÚDE LTDA' },
  proasa: { slug: 'proasa', name: 'PROASA Saúde', ansRegistration: '406554', legalName: 'ASSOCIAÇÃO ADVENTISTA NORTE BRASILEIRA DE PREVENÇÃO E ASSISTÊNCIA A SAÚDE' },
  salv: { slug: 'salv-saude', name: 'Salv Saúde', ansRegistration: '424463', legalName: 'SAUDE SALV ASSISTENCIA MEDICA LTDA' },
} as const satisfies Record<string, RealOperator>;

/** The operator of a row (by its source folder and operator text), or the pt-BR reason it is left out (not in CADOP, not confirmed). */
export function operatorOf(row: RealTableRow): RealOperator | string {
  const text = foldName(row.operator);
  if (row.folder === 'mv7_cotador') {
    if (text.startsWith('amil')) return REAL_OPERATORS.amil;
    if (text.startsWith('bradesco')) return REAL_OPERATORS.bradesco;
    if (text.startsWith('sulamerica')) return REAL_OPERATORS.sulamerica;
    if (text.startsWith('notredame')) return REAL_OPERATORS.notredame;
    if (text.startsWith('allianz')) return REAL_OPERATORS.allianz;
    if (text.startsWith('omint')) return REAL_OPERATORS.omint;
    if (text.startsWith('seguros unimed')) return REAL_OPERATORS.segurosUnimed;
    // The source's porto-seguro.json, byte-identical to its Unimed file: plan names of Unimed Nacional (CNU).
    if (text.startsWith('unimed')) return REAL_OPERATORS.cnu;
  }
  if (row.folder === 'ndi_simulasaude_sp_rj') return REAL_OPERATORS.notredame;
  if (row.folder === 'bernabeu_cotador_df') {
    if (text.startsWith('amil')) return REAL_OPERATORS.amil;
    if (text.startsWith('bradesco')) return REAL_OPERATORS.bradesco;
    if (text.startsWith('sulamerica')) return REAL_OPERATORS.sulamerica;
    if (text.startsWith('seguros unimed')) return REAL_OPERATORS.segurosUnimed;
    if (text.startsWith('unimed cnu')) return REAL_OPERATORS.cnu;
  }
  if (row.folder === 'brunopocce_sorocaba') {
    if (text.startsWith('amil')) return REAL_OPERATORS.amil;
    if (text.startsWith('gndi')) return REAL_OPERATORS.notredame;
    if (text.startsWith('unimed sorocaba')) return REAL_OPERATORS.unimedSorocaba;
  }
  if (row.folder === 'alextorres_cotefacil') {
    if (text.startsWith('samel')) return REAL_OPERATORS.samel;
    if (text.startsWith('proasa')) return REAL_OPERATORS.proasa;
  }
  if (row.folder === 'moshgui_portovelho') {
    if (text.startsWith('salv')) return REAL_OPERATORS.salv;
    if (text.startsWith('select')) return 'Operadora não confirmada no CADOP (a fonte diz "likely Select Operadora"; a Select do CADOP, 358053, tem sede em Goiânia).';
  }
  return `Operadora não encontrada no CADOP (registro ANS desconhecido): ${row.operator}.`;
}

/** The UF a row sells in: the one it states, else its operator's seat (the North spreadsheet), or null when neither says. */
export function ufOf(row: RealTableRow, operator: RealOperator): string | null {
  if (/^[A-Z]{2}$/.test(row.uf)) return row.uf;
  // The North spreadsheet states no UF; each operator sells in its seat's state (CADOP: Samel Manaus-AM, PROASA Ananindeua-PA).
  if (operator.slug === 'samel') return 'AM';
  if (operator.slug === 'proasa') return 'PA';
  return null;
}
