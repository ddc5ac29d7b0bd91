/**
 * Adhesion (PF) reference data: occupations, entities and administradoras.
 *
 * - Entities are real kinds of bodies: professional councils exist in every state (CRM,
 *   CRO, COREN, CRF, CRMV, OAB, CREA, CAU, CRC, CRA, written '<acronym>-<UF>' the way
 *   brokers write them; full names as '<council> — <state>'); national student unions
 *   (UNE, UBES); a few real unions and commercial associations. Which administradora
 *   carries which entity, and which operators sell to them, is ILLUSTRATIVE.
 * - Administradoras: the real examples of domain-facts; no ANS number there, so null.
 */
import type { UfCode } from '../../../../src/domain/quotation';
import type { EntityKind } from '../types';

/** Occupations, in id order (id = index + 1). */
export const OCCUPATIONS: readonly string[] = [
  'Médico(a)',
  'Cirurgião(ã)-dentista',
  'Enfermeiro(a)',
  'Técnico(a) de enfermagem',
  'Farmacêutico(a)',
  'Médico(a) veterinário(a)',
  'Advogado(a)',
  'Engenheiro(a)',
  'Engenheiro(a) agrônomo(a)',
  'Arquiteto(a) e urbanista',
  'Contador(a)',
  'Técnico(a) em contabilidade',
  'Administrador(a)',
  'Professor(a)',
  'Estudante universitário(a)',
  'Estudante do ensino médio ou técnico',
  'Comerciante',
  'Empresário(a)',
  'Comerciário(a)',
  'Bancário(a)',
];

/** A council present in every state. `occupations` by name (see OCCUPATIONS). */
export interface CouncilSeed {
  readonly acronym: string;
  /** Separator between acronym and UF: 'OAB/SP', 'CAU/SP', 'CRM-SP'. */
  readonly separator: '-' | '/';
  readonly name: string;
  readonly occupations: readonly string[];
}

export const STATE_COUNCILS: readonly CouncilSeed[] = [
  { acronym: 'CRM', separator: '-', name: 'Conselho Regional de Medicina', occupations: ['Médico(a)'] },
  { acronym: 'CRO', separator: '-', name: 'Conselho Regional de Odontologia', occupations: ['Cirurgião(ã)-dentista'] },
  { acronym: 'COREN', separator: '-', name: 'Conselho Regional de Enfermagem', occupations: ['Enfermeiro(a)', 'Técnico(a) de enfermagem'] },
  { acronym: 'CRF', separator: '-', name: 'Conselho Regional de Farmácia', occupations: ['Farmacêutico(a)'] },
  { acronym: 'CRMV', separator: '-', name: 'Conselho Regional de Medicina Veterinária', occupations: ['Médico(a) veterinário(a)'] },
  { acronym: 'OAB', separator: '/', name: 'Ordem dos Advogados do Brasil, Seccional', occupations: ['Advogado(a)'] },
  { acronym: 'CREA', separator: '-', name: 'Conselho Regional de Engenharia e Agronomia', occupations: ['Engenheiro(a)', 'Engenheiro(a) agrônomo(a)'] },
  { acronym: 'CAU', separator: '/', name: 'Conselho de Arquitetura e Urbanismo', occupations: ['Arquiteto(a) e urbanista'] },
  { acronym: 'CRC', separator: '-', name: 'Conselho Regional de Contabilidade', occupations: ['Contador(a)', 'Técnico(a) em contabilidade'] },
  { acronym: 'CRA', separator: '-', name: 'Conselho Regional de Administração', occupations: ['Administrador(a)'] },
];

/** An entity of its own (national or of one state). */
export interface EntitySeed {
  readonly acronym: string;
  readonly name: string;
  readonly kind: EntityKind;
  /** null = national. */
  readonly uf: UfCode | null;
  readonly occupations: readonly string[];
}

export const OTHER_ENTITIES: readonly EntitySeed[] = [
  { acronym: 'UNE', name: 'União Nacional dos Estudantes', kind: 'entidade_estudantil', uf: null, occupations: ['Estudante universitário(a)'] },
  { acronym: 'UBES', name: 'União Brasileira dos Estudantes Secundaristas', kind: 'entidade_estudantil', uf: null, occupations: ['Estudante do ensino médio ou técnico'] },
  { acronym: 'ACSP', name: 'Associação Comercial de São Paulo', kind: 'associacao', uf: 'SP', occupations: ['Comerciante', 'Empresário(a)'] },
  { acronym: 'SinproSP', name: 'Sindicato dos Professores de São Paulo', kind: 'sindicato', uf: 'SP', occupations: ['Professor(a)'] },
  { acronym: 'SEESP', name: 'Sindicato dos Engenheiros no Estado de São Paulo', kind: 'sindicato', uf: 'SP', occupations: ['Engenheiro(a)'] },
  { acronym: 'Sindicato dos Comerciários de SP', name: 'Sindicato dos Comerciários de São Paulo', kind: 'sindicato', uf: 'SP', occupations: ['Comerciário(a)'] },
  { acronym: 'Bancários SP', name: 'Sindicato dos Bancários de São Paulo, Osasco e Região', kind: 'sindicato', uf: 'SP', occupations: ['Bancário(a)'] },
  { acronym: 'ACRJ', name: 'Associação Comercial do Rio de Janeiro', kind: 'associacao', uf: 'RJ', occupations: ['Comerciante', 'Empresário(a)'] },
  { acronym: 'ACMinas', name: 'Associação Comercial e Empresarial de Minas', kind: 'associacao', uf: 'MG', occupations: ['Comerciante', 'Empresário(a)'] },
  { acronym: 'ACP', name: 'Associação Comercial do Paraná', kind: 'associacao', uf: 'PR', occupations: ['Comerciante', 'Empresário(a)'] },
  { acronym: 'ACB', name: 'Associação Comercial da Bahia', kind: 'associacao', uf: 'BA', occupations: ['Comerciante', 'Empresário(a)'] },
  { acronym: 'ACPA', name: 'Associação Comercial de Porto Alegre', kind: 'associacao', uf: 'RS', occupations: ['Comerciante', 'Empresário(a)'] },
];

/** An administradora de benefícios and the entities it carries in the states it works in. */
export interface AdministradoraSeed {
  readonly slug: string;
  readonly name: string;
  /** States where it sells adhesion plans. */
  readonly states: readonly UfCode[] | 'all';
  /** Council acronyms it carries (per state), plus whether it carries the other entities. */
  readonly councils: readonly string[];
  readonly otherEntities: readonly string[];
}

export const ADMINISTRADORAS: readonly AdministradoraSeed[] = [
  {
    slug: 'qualicorp',
    name: 'Qualicorp',
    states: 'all',
    councils: ['CRM', 'CRO', 'OAB', 'CREA', 'CRC', 'CAU', 'CRA'],
    otherEntities: ['UNE', 'ACSP', 'ACRJ', 'ACMinas'],
  },
  {
    slug: 'allcare',
    name: 'Allcare',
    states: ['BA', 'CE', 'DF', 'ES', 'GO', 'MG', 'MT', 'PA', 'PE', 'PR', 'RJ', 'RS', 'SC', 'SP', 'AM'],
    councils: ['COREN', 'CRF', 'CRMV', 'CRA', 'CRC'],
    otherEntities: ['UBES', 'SinproSP', 'Sindicato dos Comerciários de SP', 'Bancários SP', 'ACP', 'ACB'],
  },
  {
    slug: 'elo',
    name: 'Elo Administradora de Benefícios',
    states: ['DF', 'GO', 'MG', 'PR', 'RJ', 'RS', 'SC', 'SP', 'PE', 'BA'],
    councils: ['CREA', 'CAU', 'CRC', 'COREN'],
    otherEntities: ['UNE', 'SEESP', 'ACPA'],
  },
  {
    slug: 'nunes-e-grossi',
    name: 'Nunes e Grossi',
    states: ['BA', 'DF', 'ES', 'GO', 'MG', 'PR', 'RJ', 'SP'],
    councils: ['CRM', 'CRO', 'OAB', 'CRF'],
    otherEntities: ['ACMinas', 'ACSP', 'UBES'],
  },
];
