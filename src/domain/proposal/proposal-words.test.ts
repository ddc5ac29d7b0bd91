import { describe, expect, it } from 'vitest';
import { isAcceptedLogoFile, logoExtension } from '../accounts/logo';
import { lifeCapitalText, lifeInstitutionOfId, lifeQuoteExpired, lifeQuoteHeadline, proposalLifeSection, type ProposalLifeQuote } from './proposal-life';
import { bracketRangeText, cityKey, coparticipationShortLabel, effectiveDateText, formatPhoneBR, livesText } from './proposal-text';

// The words the proposal PDF prints: phones, lives, age brackets, table dates, the life
// section; and the logo file a broker may pick. Texts by hand.

describe('proposal text', () => {
  it('writes a Brazilian phone from its digits, a foreign one as given', () => {
    expect(formatPhoneBR('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhoneBR('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhoneBR('551134567890')).toBe('(11) 3456-7890');
    expect(formatPhoneBR('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhoneBR(' 98765-4321 ')).toBe('98765-4321');
    expect(formatPhoneBR('441134567890')).toBe('441134567890');
    expect(formatPhoneBR('5511987654321999')).toBe('5511987654321999');
  });

  it('words lives, brackets, coparticipation and the table date', () => {
    expect(livesText(1)).toBe('1 vida');
    expect(livesText(0)).toBe('0 vidas');
    expect(bracketRangeText(0)).toBe('0 a 18 anos');
    expect(bracketRangeText(8)).toBe('54 a 58 anos');
    expect(bracketRangeText(9)).toBe('59 anos ou mais');
    expect(coparticipationShortLabel('without')).toBe('Não');
    expect(coparticipationShortLabel('with')).toBe('Sim');
    expect(coparticipationShortLabel('with_tp')).toBe('Parcial');
    expect(coparticipationShortLabel('other' as never)).toBe('other');
    expect(effectiveDateText('2026-06-01')).toBe('Tabela vigente desde 01/06/2026');
    expect(cityKey({ city: ' São  Paulo ', uf: 'SP' })).toBe('sp|sao paulo');
  });
});

describe('life section', () => {
  const quote = {
    institution: 'porto_seguro', insurerName: 'Porto Seguro', title: 'Porto Seguro Vida Individual', quoteNumber: 'PSV-2026-000001',
    issuedOn: '2026-06-15', validUntil: '2026-07-15', monthlyPriceCents: 3811,
    coverages: [
      { code: 'MORTE', title: 'Morte', capitalKind: 'lump_sum', capitalCents: 100_000_00 },
      { code: 'DIH', title: 'Diária por internação', capitalKind: 'daily', capitalCents: 150_00 },
    ],
  } as unknown as ProposalLifeQuote;

  it('prints the insurer, each capital (per day for a daily one), the monthly price and the validity', () => {
    const section = proposalLifeSection(quote);
    const norm = (text: string) => text.replace(/\s/g, ' ');
    expect(section.title).toBe('Seguro de vida');
    expect(section.headline).toBe('Porto Seguro · Porto Seguro Vida Individual · Cotação nº PSV-2026-000001');
    expect(section.headers).toEqual(['Cobertura', 'Capital segurado']);
    expect(section.coverages.map((line) => [line.key, line.label, norm(line.value)])).toEqual([
      ['MORTE', 'Morte', 'R$ 100.000,00'],
      ['DIH', 'Diária por internação', 'R$ 150,00 por dia'],
    ]);
    expect({ ...section.monthly, value: norm(section.monthly.value) }).toEqual({ key: 'monthly', label: 'Mensalidade do seguro de vida', value: 'R$ 38,11 por mês' });
    expect(section.validity).toBe('Cotação válida até 15/07/2026');
    expect(section.note).toBe('Valores ilustrativos do seguro de vida, calculados na data da cotação; a contratação depende da aceitação da seguradora.');
    expect(norm(lifeCapitalText({ capitalKind: 'lump_sum', capitalCents: 5_000_00 }))).toBe('R$ 5.000,00');
    expect(lifeQuoteHeadline(quote)).toBe(section.headline);
  });

  it('expires the day after its last valid day', () => {
    expect(lifeQuoteExpired(quote, '2026-07-15')).toBe(false);
    expect(lifeQuoteExpired(quote, '2026-07-16')).toBe(true);
    expect(lifeInstitutionOfId(1)).toBe('porto_seguro');
    expect(lifeInstitutionOfId(2)).toBeNull();
  });
});

describe('logo file', () => {
  it('takes a PNG or JPEG by name or by type', () => {
    expect(isAcceptedLogoFile({ name: 'logo.PNG', type: '' })).toBe(true);
    expect(isAcceptedLogoFile({ name: 'logo.jpg', type: '' })).toBe(true);
    expect(isAcceptedLogoFile({ name: 'logo.jpeg', type: '' })).toBe(true);
    expect(isAcceptedLogoFile({ name: 'logo', type: 'image/png' })).toBe(true);
    expect(isAcceptedLogoFile({ name: 'logo', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedLogoFile({ name: 'logo.gif', type: 'image/gif' })).toBe(false);
    expect(logoExtension('png')).toBe('png');
    expect(logoExtension('jpeg')).toBe('jpg');
  });
});
