import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  areaRowSchema,
  checkOperatorCatalogReferences,
  coparticipationRowSchema,
  networkRowSchema,
  operatorCatalogFileSchema,
  operatorRowSchema,
  planRowSchema,
  priceRowSchema,
  refundRowSchema,
  shortfallRowSchema,
  type OperatorCatalogFileInput,
} from './operator-catalog-file';
import { isCivilDate, isNotInformed, normalizeCode, reaisToCents } from './operator-catalog-cells';

// The operator catalog file's own rules (docs/operator-catalog-file.md) as an admin uploading
// a sheet sees them: which cell (section, row, column) is refused and with which pt-BR words,
// and what a well-formed cell becomes (cents, fractions, catalog codes). Values by hand.

/** `column: message` of every refusal of one row, or the parsed row. */
function refusals(schema: z.ZodType, row: unknown): string[] {
  const parsed = schema.safeParse(row);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function parsed<T>(schema: z.ZodType<T>, row: unknown): T {
  const result = schema.safeParse(row);
  if (!result.success) throw new Error(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return result.data;
}

const PRICES = {
  '0-18': '100,00', '19-23': '110,00', '24-28': '120,00', '29-33': '130,00', '34-38': '140,00',
  '39-43': '150,00', '44-48': '160,00', '49-53': '170,00', '54-58': '180,00', '59+': '600,00',
};
const PROMO = {
  'promocional_0-18': '90', 'promocional_19-23': '99', 'promocional_24-28': '108', 'promocional_29-33': '117',
  'promocional_34-38': '126', 'promocional_39-43': '135', 'promocional_44-48': '144', 'promocional_49-53': '153',
  'promocional_54-58': '162', 'promocional_59+': '540',
};
const CP_PLAN = { codigo: 'S380', nome: 'Amil S380', area: 'Capital', tipo: 'CP', segmentacao: 'ambulatorial_hospitalar_com_obstetricia', abrangencia: 'nacional', acomodacao: 'apartamento', coparticipacao: 'sem' };
const PJ_PLAN = { ...CP_PLAN, codigo: 'PME1', tipo: 'PJ', vidas_min: '2', contratacao: 'compulsoria' };
const PF_PLAN = { ...CP_PLAN, codigo: 'ADS1', tipo: 'PF', administradora: 'Qualicorp' };

describe('codes and values of a cell', () => {
  it('reads a code without case, accents or punctuation', () => {
    expect(normalizeCode('  Grupo de Municípios ')).toBe('grupo_de_municipios');
    expect(normalizeCode('--Urgência/Emergência--')).toBe('urgencia_emergencia');
    expect(normalizeCode('APARTAMENTO 12')).toBe('apartamento_12');
    expect(normalizeCode('Urgência  /  Emergência')).toBe('urgencia_emergencia');
    expect(isNotInformed('Não Informada')).toBe(true);
    expect(isNotInformed('nao informado')).toBe(true);
    expect(isNotInformed('Qualicorp')).toBe(false);
  });

  it('reads reais written the Brazilian or the dotted way into cents', () => {
    expect(reaisToCents('1234.56')).toBe(123456);
    expect(reaisToCents('1234,56')).toBe(123456);
    expect(reaisToCents('1.234,56')).toBe(123456);
    expect(reaisToCents('R$ 1.234,56')).toBe(123456);
    expect(reaisToCents('r$12,5')).toBe(1250);
    expect(reaisToCents(' 1.234.567 ')).toBe(123456700);
    expect(reaisToCents('12.5')).toBe(1250);
    // A dot before three digits is the Brazilian thousands separator: R$ 10.005,00.
    expect(reaisToCents('10.005')).toBe(1000500);
    expect(reaisToCents('0')).toBe(0);
    expect(reaisToCents(99.9)).toBe(9990);
    expect(reaisToCents(0.07)).toBe(7);
    expect(reaisToCents(1500)).toBe(150000);
    expect(reaisToCents(0)).toBe(0);
  });

  it('refuses what is not reais with 2 decimals instead of rounding it', () => {
    expect(reaisToCents('10,005')).toBeNull();
    expect(reaisToCents(10.005)).toBeNull();
    expect(reaisToCents(-1)).toBeNull();
    expect(reaisToCents(Number.NaN)).toBeNull();
    expect(reaisToCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(reaisToCents(1e17)).toBeNull();
    expect(reaisToCents('99999999999999999')).toBeNull();
    expect(reaisToCents('-5,00')).toBeNull();
    expect(reaisToCents('1,234.56')).toBeNull();
    expect(reaisToCents('12 reais')).toBeNull();
    expect(reaisToCents('12R$5')).toBeNull();
    expect(reaisToCents('R$')).toBeNull();
    expect(reaisToCents('')).toBeNull();
    expect(reaisToCents(null)).toBeNull();
    expect(reaisToCents(true)).toBeNull();
  });

  it('takes real civil dates from 1990 to 2100 only', () => {
    expect(isCivilDate('2024-02-29')).toBe(true);
    expect(isCivilDate('1990-01-01')).toBe(true);
    expect(isCivilDate('2100-12-31')).toBe(true);
    expect(isCivilDate('2023-02-29')).toBe(false);
    expect(isCivilDate('2024-04-31')).toBe(false);
    expect(isCivilDate('2024-13-01')).toBe(false);
    expect(isCivilDate('2024-00-10')).toBe(false);
    expect(isCivilDate('1989-12-31')).toBe(false);
    expect(isCivilDate('2101-01-01')).toBe(false);
    expect(isCivilDate('2024-1-01')).toBe(false);
    expect(isCivilDate('x2024-01-01')).toBe(false);
    expect(isCivilDate('2024-01-01x')).toBe(false);
  });
});

describe('operadora', () => {
  const OPERATOR = { registro_ans: '326305', nome: 'Amil', fonte: 'Tabela Amil PME SP — maio/2024' };

  it('keeps the leading zeros of a registro ANS written as a number and strips the CNPJ punctuation', () => {
    const row = parsed(operatorRowSchema, { ...OPERATOR, registro_ans: 5711, cnpj: '29.309.127/0001-79', data_tabela: '2024-05' });
    expect(row).toEqual({
      registro_ans: '005711', nome: 'Amil', razao_social: undefined, cnpj: '29309127000179', modalidade: undefined,
      fonte: 'Tabela Amil PME SP — maio/2024', data_tabela: '2024-05-01',
    });
    expect(parsed(operatorRowSchema, { ...OPERATOR, cnpj: 2930912700017, data_tabela: ' 2024-05-20 ' })).toMatchObject({ cnpj: '02930912700017', data_tabela: '2024-05-20' });
  });

  it('names each refused cell with the rule it breaks', () => {
    expect(refusals(operatorRowSchema, { registro_ans: '1234567', nome: '   ', fonte: null, cnpj: '123456789012345', data_tabela: '2024-02-30' })).toEqual([
      'registro_ans: o registro ANS tem 6 dígitos (ex.: 326305).',
      'nome: preencha este campo.',
      'cnpj: o CNPJ tem 14 dígitos.',
      'fonte: preencha este campo.',
      'data_tabela: não é uma data AAAA-MM-DD ou AAAA-MM válida.',
    ]);
    expect(refusals(operatorRowSchema, { ...OPERATOR, registro_ans: '3263O5', cnpj: '1234567890123A' })).toEqual([
      'registro_ans: o registro ANS tem 6 dígitos (ex.: 326305).',
      'cnpj: o CNPJ tem 14 dígitos.',
    ]);
    expect(refusals(operatorRowSchema, { ...OPERATOR, registro_ans: '', data_tabela: '2024-13' })).toEqual([
      'registro_ans: preencha este campo.',
      'data_tabela: não é uma data AAAA-MM-DD ou AAAA-MM válida.',
    ]);
    expect(refusals(operatorRowSchema, { ...OPERATOR, registro_ans: '1234567' })).toEqual(['registro_ans: o registro ANS tem 6 dígitos (ex.: 326305).']);
    // A key present with undefined (a JavaScript caller's row) is blank too.
    expect(refusals(operatorRowSchema, { ...OPERATOR, fonte: undefined })).toEqual(['fonte: preencha este campo.']);
  });

  it('refuses a text over 200 characters and a misspelt column', () => {
    expect(refusals(operatorRowSchema, { ...OPERATOR, razao_social: 'a'.repeat(200) })).toEqual([]);
    expect(refusals(operatorRowSchema, { ...OPERATOR, razao_social: 'a'.repeat(201) })).toEqual(['razao_social: deve ser um texto de até 200 caracteres.']);
    expect(refusals(operatorRowSchema, { ...OPERATOR, fontes: 'x' })).toEqual(['fontes: coluna desconhecida na seção operadora.']);
  });

  it('refuses a row that is not a row', () => {
    expect(refusals(operatorRowSchema, ['326305', 'Amil']).length).toBeGreaterThan(0);
    expect(refusals(operatorRowSchema, null).length).toBeGreaterThan(0);
    expect(refusals(operatorRowSchema, 'Amil').length).toBeGreaterThan(0);
  });
});

describe('areas', () => {
  it('reads a state in any case and refuses what is not a UF', () => {
    expect(parsed(areaRowSchema, { area: 'Capital', uf: ' sp ' })).toEqual({ area: 'Capital', uf: 'SP', municipio: undefined });
    expect(refusals(areaRowSchema, { area: 'Capital', uf: 'XX' })).toEqual(['uf: não é uma UF (SP, RJ, …).']);
    expect(refusals(areaRowSchema, { area: 'Capital', uf: '' })).toEqual(['uf: preencha este campo.']);
    expect(refusals(areaRowSchema, { area: 'Capital' })).toEqual(['uf: preencha este campo.']);
  });
});

describe('planos', () => {
  it('reads the file codes into the catalog codes', () => {
    expect(parsed(planRowSchema, { ...CP_PLAN, tipo: 'Individual/Familiar', abrangencia: 'Municipal', acomodacao: 'Apartamento 3', coparticipacao: 'Parcial' })).toEqual({
      codigo: 'S380', nome: 'Amil S380', linha: undefined, area: 'Capital', tipo: 'CP', segmentacao: 'ambulatorial_hospitalar_com_obstetricia',
      abrangencia: 'grupo_de_municipios', acomodacao: 'apartment_3', coparticipacao: 'with_tp', vidas_min: undefined, vidas_max: undefined,
      porte: undefined, mei: false, contratacao: undefined, administradora: undefined, entidades: [], rede: undefined,
    });
    expect(parsed(planRowSchema, { ...PJ_PLAN, tipo: 'PME', contratacao: 'Livre adesão', porte: '3-4 vidas', mei: 'S', vidas_max: '29' })).toMatchObject({
      tipo: 'PJ', contratacao: true, porte: 'lives_3_4', mei: true, vidas_min: 2, vidas_max: 29,
    });
    expect(parsed(planRowSchema, { ...PJ_PLAN, contratacao: 'Não informada' })).toMatchObject({ contratacao: null });
    expect(parsed(planRowSchema, { ...PJ_PLAN, contratacao: 'compulsório' })).toMatchObject({ contratacao: false });
    expect(parsed(planRowSchema, { ...PF_PLAN, tipo: 'Coletivo por Adesão', administradora: 'não informada', entidades: 'CREA-SP, OAB/SP, ' })).toMatchObject({
      tipo: 'PF', administradora: null, entidades: ['CREA-SP', 'OAB/SP'],
    });
    expect(parsed(planRowSchema, { ...PF_PLAN, entidades: [' CREA-SP ', '', 'OAB/SP'] })).toMatchObject({ administradora: 'Qualicorp', entidades: ['CREA-SP', 'OAB/SP'] });
    expect(parsed(planRowSchema, { ...CP_PLAN, entidades: '' })).toMatchObject({ entidades: [] });
    // A JSON list keeps an item with a comma whole; text is split on commas.
    expect(parsed(planRowSchema, { ...PF_PLAN, entidades: ['OAB, seção SP'] })).toMatchObject({ entidades: ['OAB, seção SP'] });
  });

  it('lists the accepted words when a code is unknown, and asks for the required ones', () => {
    expect(refusals(planRowSchema, { ...CP_PLAN, tipo: 'familiar', coparticipacao: 'talvez', acomodacao: 'suite' })).toEqual([
      'tipo: valor não reconhecido; use CP, PF, PJ.',
      'acomodacao: valor não reconhecido; use ambulatorial, enfermaria, apartamento, referencia, apartamento_1 … apartamento_12.',
      'coparticipacao: valor não reconhecido; use sem, total, parcial.',
    ]);
    expect(refusals(planRowSchema, { ...CP_PLAN, abrangencia: 'mundial', segmentacao: 'odonto' })).toEqual([
      'segmentacao: valor não reconhecido; use ambulatorial, hospitalar_com_obstetricia, hospitalar_sem_obstetricia, ambulatorial_hospitalar_com_obstetricia, ambulatorial_hospitalar_sem_obstetricia, referencia.',
      'abrangencia: valor não reconhecido; use nacional, estadual, grupo_de_municipios.',
    ]);
    expect(refusals(planRowSchema, { ...PJ_PLAN, porte: 'grande', contratacao: 'talvez' })).toEqual([
      'porte: valor não reconhecido; use porte_i, porte_ii, i_1_titular, i_mei, pme_mei_2_vidas, 3_4_vidas, 5_29_vidas.',
      'contratacao: valor não reconhecido; use compulsoria, opcional, nao_informada.',
    ]);
    // `toString` is no code even though every object has it.
    expect(refusals(planRowSchema, { ...CP_PLAN, tipo: 'toString' })).toEqual(['tipo: valor não reconhecido; use CP, PF, PJ.']);
    expect(refusals(planRowSchema, { codigo: 'X' })).toEqual([
      'nome: preencha este campo.', 'area: preencha este campo.', 'tipo: preencha este campo.', 'segmentacao: preencha este campo.',
      'abrangencia: preencha este campo.', 'acomodacao: preencha este campo.', 'coparticipacao: preencha este campo.',
    ]);
  });

  it('refuses lives that are not whole numbers above zero, and a maximum under the minimum', () => {
    expect(refusals(planRowSchema, { ...PJ_PLAN, vidas_min: '0', vidas_max: '2,5' })).toEqual([
      'vidas_min: deve ser um número inteiro de vidas maior que zero.',
      'vidas_max: deve ser um número inteiro de vidas maior que zero.',
    ]);
    expect(refusals(planRowSchema, { ...PJ_PLAN, vidas_min: '30', vidas_max: '29' })).toEqual(['vidas_max: o máximo de vidas é menor que o mínimo.']);
    expect(refusals(planRowSchema, { ...PJ_PLAN, vidas_min: '29', vidas_max: '29' })).toEqual([]);
    expect(refusals(planRowSchema, { ...PJ_PLAN, vidas_min: '1', vidas_max: '12345678' })).toEqual(['vidas_max: deve ser um número inteiro de vidas maior que zero.']);
    expect(parsed(planRowSchema, { ...PJ_PLAN, vidas_min: '1', vidas_max: '1234567' })).toMatchObject({ vidas_min: 1, vidas_max: 1234567 });
  });

  it('keeps the PJ-only and PF-only columns to their plans', () => {
    expect(refusals(planRowSchema, { ...PJ_PLAN, vidas_min: '', contratacao: '' })).toEqual([
      'vidas_min: plano PJ: informe o mínimo de vidas.',
      'contratacao: plano PJ: informe compulsoria, opcional ou nao_informada.',
    ]);
    expect(refusals(planRowSchema, { ...CP_PLAN, porte: 'porte_i', contratacao: 'opcional', mei: 'sim' })).toEqual([
      'porte: porte só se aplica a planos PJ.',
      'contratacao: contratação só se aplica a planos PJ.',
      'mei: MEI só se aplica a planos PJ.',
    ]);
    expect(refusals(planRowSchema, { ...PF_PLAN, administradora: '', mei: 'não' })).toEqual(['administradora: plano PF (adesão): informe a administradora (ou "não informada").']);
    expect(refusals(planRowSchema, { ...PJ_PLAN, administradora: 'Qualicorp', entidades: 'OAB' })).toEqual([
      'administradora: administradora só se aplica a planos PF (adesão).',
      'entidades: entidades só se aplicam a planos PF (adesão).',
    ]);
    expect(refusals(planRowSchema, { ...CP_PLAN, administradora: 'não informada' })).toEqual(['administradora: administradora só se aplica a planos PF (adesão).']);
    expect(refusals(planRowSchema, { ...PF_PLAN, entidades: 'OAB' })).toEqual([]);
    // An unknown tipo is refused once, not once per column that depends on it.
    expect(refusals(planRowSchema, { ...CP_PLAN, tipo: 'x', porte: 'porte_i', administradora: 'Q', entidades: 'OAB' })).toEqual(['tipo: valor não reconhecido; use CP, PF, PJ.']);
  });

  it('reads yes and no in their written forms and refuses anything else', () => {
    expect(parsed(planRowSchema, { ...PJ_PLAN, mei: 'X' })).toMatchObject({ mei: true });
    expect(parsed(planRowSchema, { ...PJ_PLAN, mei: true })).toMatchObject({ mei: true });
    expect(parsed(planRowSchema, { ...PJ_PLAN, mei: 1 })).toMatchObject({ mei: true });
    expect(parsed(planRowSchema, { ...PJ_PLAN, mei: 'Não' })).toMatchObject({ mei: false });
    expect(parsed(planRowSchema, { ...PJ_PLAN, mei: false })).toMatchObject({ mei: false });
    expect(parsed(planRowSchema, { ...PJ_PLAN, mei: '0' })).toMatchObject({ mei: false });
    expect(refusals(planRowSchema, { ...PJ_PLAN, mei: 'talvez' })).toEqual(['mei: use sim ou não.']);
  });
});

describe('precos', () => {
  const PRICE = { plano: 'S380', vigencia: '2024-05-01', ...PRICES };

  it('reads the 10 brackets into cents and the promotional prices with their months', () => {
    expect(parsed(priceRowSchema, { ...PRICE, '59+': 'R$ 1.234,56', ...PROMO, meses_promocionais: '3', data_tabela: '2024-04' })).toMatchObject({
      '0-18': 10000, '59+': 123456, 'promocional_0-18': 9000, 'promocional_59+': 54000, meses_promocionais: 3, data_tabela: '2024-04-01', fonte: undefined,
    });
  });

  it('asks for every bracket, above zero, and a real vigência', () => {
    expect(refusals(priceRowSchema, { ...PRICE, '0-18': '', '19-23': '0', '24-28': '12,345', vigencia: '2024-05' })).toEqual([
      'vigencia: não é uma data AAAA-MM-DD válida.',
      '0-18: preencha este campo.',
      '19-23: o valor deve ser maior que zero.',
      '24-28: não é um valor em reais com até 2 casas (use 1234,56).',
    ]);
    expect(refusals(priceRowSchema, { ...PRICE, vigencia: '' })).toEqual(['vigencia: preencha este campo.']);
  });

  it('wants all 10 promotional prices with their months, or none', () => {
    const { 'promocional_19-23': _missing, ...nine } = PROMO;
    expect(refusals(priceRowSchema, { ...PRICE, ...nine, meses_promocionais: '3' })).toEqual(['promocional_19-23: preços promocionais: preencha as 10 faixas ou nenhuma.']);
    expect(refusals(priceRowSchema, { ...PRICE, 'promocional_59+': '500' , meses_promocionais: '3' })).toEqual(['promocional_0-18: preços promocionais: preencha as 10 faixas ou nenhuma.']);
    expect(refusals(priceRowSchema, { ...PRICE, ...PROMO })).toEqual(['meses_promocionais: informe por quantos meses valem os preços promocionais.']);
    expect(refusals(priceRowSchema, { ...PRICE, meses_promocionais: '2' })).toEqual(['meses_promocionais: meses promocionais sem os preços promocionais.']);
    expect(refusals(priceRowSchema, { ...PRICE, ...PROMO, meses_promocionais: '0' })).toEqual([
      'meses_promocionais: deve ser um número inteiro de vidas maior que zero.',
    ]);
    expect(refusals(priceRowSchema, { ...PRICE, ...PROMO, meses_promocionais: '1' })).toEqual([]);
  });
});

describe('coparticipacoes, carencias, reembolsos', () => {
  const COPART = { plano: 'S380', procedimento: 'Consulta eletiva' };

  it('reads percentages written as percent into fractions', () => {
    expect(parsed(coparticipationRowSchema, { ...COPART, percentual: '30%' })).toMatchObject({ percentual: 0.3, isento: false });
    expect(parsed(coparticipationRowSchema, { ...COPART, percentual: '30,5 %' })).toMatchObject({ percentual: 0.305 });
    expect(parsed(coparticipationRowSchema, { ...COPART, percentual: '12.25' })).toMatchObject({ percentual: 0.1225 });
    expect(parsed(coparticipationRowSchema, { ...COPART, percentual: 100 })).toMatchObject({ percentual: 1 });
    expect(parsed(coparticipationRowSchema, { ...COPART, percentual: '0' })).toMatchObject({ percentual: 0 });
    expect(parsed(coparticipationRowSchema, { ...COPART, valor_fixo: '0', teto: '150,00' })).toMatchObject({ percentual: undefined, valor_fixo: 0, teto: 15000 });
    for (const wrong of ['101', '100,5', '-5', '30,123', 'trinta', '1000', '30 %%']) {
      expect(refusals(coparticipationRowSchema, { ...COPART, percentual: wrong })).toEqual([
        'percentual: não é um percentual de 0 a 100 (use 30 ou 30%).',
      ]);
    }
  });

  it('an exempt group leaves the values blank, any other names one', () => {
    expect(parsed(coparticipationRowSchema, { ...COPART, isento: 'sim' })).toMatchObject({ isento: true, percentual: undefined });
    expect(refusals(coparticipationRowSchema, COPART)).toEqual(['percentual: informe o percentual, o valor fixo ou isento = sim.']);
    expect(refusals(coparticipationRowSchema, { ...COPART, teto: '100' })).toEqual(['percentual: informe o percentual, o valor fixo ou isento = sim.']);
    for (const value of [{ percentual: '30' }, { valor_fixo: '20' }, { teto: '100' }]) {
      expect(refusals(coparticipationRowSchema, { ...COPART, isento: 'sim', ...value })).toEqual(['isento: isento: deixe percentual, valor fixo e teto em branco.']);
    }
  });

  it('reads carências in whole days from zero', () => {
    expect(parsed(shortfallRowSchema, { plano: 'S380', grupo: 'Urgência', procedimento: 'Urgências', dias: '0' })).toEqual({
      plano: 'S380', grupo: 'urgency_emergency', procedimento: 'Urgências', dias: 0, observacao: undefined,
    });
    expect(parsed(shortfallRowSchema, { plano: 'S380', grupo: 'Parto a termo', procedimento: 'Parto', dias: 300 })).toMatchObject({ grupo: 'full_term_childbirth', dias: 300 });
    expect(refusals(shortfallRowSchema, { plano: 'S380', grupo: 'cpt', procedimento: 'CPT', dias: '-1' })).toEqual(['dias: deve ser um número inteiro maior ou igual a zero.']);
    expect(refusals(shortfallRowSchema, { plano: 'S380', grupo: 'cpt', procedimento: 'CPT', dias: '7.5' })).toEqual(['dias: deve ser um número inteiro maior ou igual a zero.']);
    expect(refusals(shortfallRowSchema, { plano: 'S380', grupo: 'cpt', procedimento: 'CPT', dias: '' })).toEqual(['dias: preencha este campo.']);
  });

  it('asks a refund for a value above zero', () => {
    expect(parsed(refundRowSchema, { plano: 'S380', procedimento: 'Consulta', valor: '85,50' })).toEqual({ plano: 'S380', procedimento: 'Consulta', valor: 8550 });
    expect(refusals(refundRowSchema, { plano: 'S380', procedimento: 'Consulta' })).toEqual(['valor: preencha este campo.']);
    expect(refusals(refundRowSchema, { plano: 'S380', procedimento: 'Consulta', valor: '0,00' })).toEqual(['valor: o valor deve ser maior que zero.']);
  });
});

describe('rede', () => {
  const PROVIDER = { rede: 'Rede S380 SP', uf: 'SP', prestador: 'Hospital Sírio-Libanês', municipio: 'São Paulo', tipo: 'Hospital' };

  it('reads a provider with its services, blank meaning não', () => {
    expect(parsed(networkRowSchema, PROVIDER)).toEqual({
      rede: 'Rede S380 SP', uf: 'SP', nivel: undefined, prestador: 'Hospital Sírio-Libanês', municipio: 'São Paulo', tipo: 'hospital',
      internacao: undefined, pronto_socorro: false, maternidade: false, laboratorio: false,
    });
    expect(parsed(networkRowSchema, { ...PROVIDER, tipo: 'Laboratório', nivel: 'Intermediária', internacao: 'n', pronto_socorro: 'x', maternidade: 'true', laboratorio: 'yes' })).toMatchObject({
      tipo: 'clinic', nivel: 'intermediaria', internacao: false, pronto_socorro: true, maternidade: true, laboratorio: true,
    });
    expect(refusals(networkRowSchema, { ...PROVIDER, tipo: 'farmacia', internacao: 'depende' })).toEqual([
      'tipo: valor não reconhecido; use hospital, clinica.',
      'internacao: use sim ou não.',
    ]);
  });
});

describe('the whole file', () => {
  const FILE: OperatorCatalogFileInput = { operadora: { registro_ans: '326305', nome: 'Amil', fonte: 'Tabela' } };

  it('takes an operator alone, its sections empty', () => {
    expect(parsed(operatorCatalogFileSchema, { formato: 'cotador-operadora', versao: 1, ...FILE })).toMatchObject({
      areas: [], planos: [], precos: [], coparticipacoes: [], carencias: [], reembolsos: [], rede: [],
    });
  });

  it('refuses another format, version or section', () => {
    expect(refusals(operatorCatalogFileSchema, { ...FILE, versao: 2 })).toHaveLength(1);
    expect(refusals(operatorCatalogFileSchema, { ...FILE, formato: 'outro' })).toHaveLength(1);
    expect(refusals(operatorCatalogFileSchema, { ...FILE, precoss: [] })).toHaveLength(1);
    expect(refusals(operatorCatalogFileSchema, { ...FILE, planos: [{ codigo: 'X', preco: '1' }] })).toContain('planos.0.preco: coluna desconhecida na seção planos.');
  });
});

describe('cross-row rules (checkOperatorCatalogReferences)', () => {
  const file = (input: Partial<OperatorCatalogFileInput>) =>
    parsed(operatorCatalogFileSchema, { operadora: { registro_ans: '326305', nome: 'Amil', fonte: 'Tabela' }, ...input });
  const where = (input: Partial<OperatorCatalogFileInput>) =>
    checkOperatorCatalogReferences(file(input)).map((problem) => `${problem.section}[${problem.index}].${problem.column}: ${problem.message}`);
  const AREAS = [{ area: 'Capital', uf: 'SP', municipio: 'São Paulo' }, { area: 'Capital', uf: 'SP', municipio: 'Osasco' }];
  const PRICE = { plano: 'S380', vigencia: '2024-05-01', ...PRICES };

  it('accepts a consistent file', () => {
    expect(where({
      areas: [...AREAS, { area: 'Interior', uf: 'SP' }],
      rede: [{ rede: 'Rede SP', uf: 'SP', prestador: 'H1', municipio: 'São Paulo', tipo: 'hospital' }, { rede: 'rede sp', uf: 'SP', nivel: 'ampla', prestador: 'H2', municipio: 'Osasco', tipo: 'clinica' }],
      planos: [{ ...CP_PLAN, rede: 'REDE SP' }, { ...CP_PLAN, codigo: 'S450', area: 'interior' }],
      precos: [PRICE, { ...PRICE, vigencia: '2024-06-01' }, { ...PRICE, plano: 's450' }],
      coparticipacoes: [{ plano: 'S380', procedimento: 'Consulta', isento: 'sim' }],
      carencias: [{ plano: 'S380', grupo: 'cpt', procedimento: 'CPT', dias: '720' }],
      reembolsos: [{ plano: 'S450', procedimento: 'Consulta', valor: '80' }],
    })).toEqual([]);
  });

  it('keeps an area in one state, whole or by municipalities, each once', () => {
    expect(where({
      areas: [
        ...AREAS,
        { area: 'capital', uf: 'RJ', municipio: 'Niterói' },
        { area: 'Capital', uf: 'SP' },
        { area: 'Capital', uf: 'SP', municipio: 'são paulo' },
        { area: 'Interior', uf: 'SP' },
        { area: 'Interior', uf: 'SP', municipio: 'Campinas' },
        { area: 'Interior', uf: 'SP' },
      ],
    })).toEqual([
      'areas[2].uf: a área "capital" já está em SP (item 1); use outro nome para outra UF.',
      'areas[3].municipio: a área "Capital" mistura "todo o estado" (município em branco) com municípios.',
      'areas[4].municipio: o município "são paulo" já está na área "Capital".',
      'areas[6].municipio: a área "Interior" mistura "todo o estado" (município em branco) com municípios.',
      'areas[7].municipio: a área "Interior" mistura "todo o estado" (município em branco) com municípios.',
    ]);
  });

  it('keeps a network in one state and one level, ampla when blank', () => {
    const H = { prestador: 'H', municipio: 'M', tipo: 'hospital' };
    expect(where({
      rede: [
        { rede: 'Rede A', uf: 'SP', ...H },
        { rede: 'Rede A', uf: 'SP', nivel: 'ampla', ...H },
        { rede: 'rede a', uf: 'RJ', ...H },
        { rede: 'Rede A', uf: 'SP', nivel: 'essencial', ...H },
      ],
    })).toEqual([
      'rede[2].uf: a rede "rede a" já está em SP (item 1); uma rede é de uma UF.',
      'rede[3].nivel: a rede "Rede A" já tem o nível ampla (item 1).',
    ]);
  });

  it('finds every reference to an area, a network or a plan the file does not have', () => {
    expect(where({
      areas: [{ area: 'Capital', uf: 'SP' }, { area: 'Rio', uf: 'RJ' }],
      rede: [{ rede: 'Rede RJ', uf: 'RJ', prestador: 'H', municipio: 'Rio de Janeiro', tipo: 'hospital' }],
      planos: [
        { ...CP_PLAN, rede: 'Rede RJ' },
        { ...CP_PLAN, codigo: 's380', nome: 'outro' },
        { ...CP_PLAN, codigo: 'S500', area: 'Norte', rede: 'Rede X' },
        { ...CP_PLAN, codigo: 'S600', area: 'Norte', rede: 'Rede RJ' },
      ],
      precos: [PRICE, { ...PRICE, plano: 'S380 ' }, { ...PRICE, plano: 'S999' }, { ...PRICE, plano: 'S500' }, { ...PRICE, plano: 'S600' }],
      coparticipacoes: [{ plano: 'S999', procedimento: 'Consulta', isento: 'sim' }],
      carencias: [{ plano: 'S998', grupo: 'cpt', procedimento: 'CPT', dias: '720' }],
      reembolsos: [{ plano: 'S997', procedimento: 'Consulta', valor: '80' }],
    })).toEqual([
      'planos[0].rede: a rede "Rede RJ" é de RJ e a área "Capital" é de SP.',
      'planos[1].codigo: o código "s380" já está no item 1.',
      'planos[2].area: a área "Norte" não está na seção areas.',
      'planos[2].rede: a rede "Rede X" não está na seção rede.',
      'planos[3].area: a área "Norte" não está na seção areas.',
      'precos[1].vigencia: o plano "S380" já tem tabela com vigência 2024-05-01 no item 1.',
      'precos[2].plano: o plano "S999" não está na seção planos.',
      'coparticipacoes[0].plano: o plano "S999" não está na seção planos.',
      'carencias[0].plano: o plano "S998" não está na seção planos.',
      'reembolsos[0].plano: o plano "S997" não está na seção planos.',
    ]);
  });

  it('names the first plan of a code for every repeat of it', () => {
    expect(where({
      areas: [{ area: 'Capital', uf: 'SP' }],
      planos: [CP_PLAN, { ...CP_PLAN, nome: 'Segundo' }, { ...CP_PLAN, nome: 'Terceiro' }],
      precos: [PRICE],
    })).toEqual(['planos[1].codigo: o código "S380" já está no item 1.', 'planos[2].codigo: o código "S380" já está no item 1.']);
  });

  it('asks every plan for a price table', () => {
    expect(where({
      areas: [{ area: 'Capital', uf: 'SP' }],
      planos: [CP_PLAN, { ...CP_PLAN, codigo: 'S450' }],
      precos: [PRICE],
    })).toEqual(['planos[1].codigo: o plano "S450" não tem nenhuma tabela na seção precos.']);
  });
});
