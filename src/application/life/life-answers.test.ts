/** The wizard's use cases: typed text to values, occupation search, dependencies, and spec point 8's order. */
import { describe, expect, it } from 'vitest';
import { LIFE_QUOTE_ERROR_MESSAGES } from '../../contract/life';
import { LIFE_QUESTIONS } from '../../domain/life';
import { answersToSend, initialAnswers, lifeQuoteOutcome, maskBrDate, moneyInputText, parseBrDate, searchProfessions } from './life-answers';
import { parseMoneyText } from '../../domain/quotation/money';

describe('moneyInputText', () => {
  it('round-trips through the domain\'s parseMoneyText', () => expect(parseMoneyText(moneyInputText(12_345_678))).toBe(12_345_678));
});

describe('dates typed DD/MM/AAAA', () => {
  it.each([
    ['15/01/1990', '1990-01-15'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2023', null],
    ['31/04/1990', null],
    ['1/1/1990', null],
  ])('%s → %s', (text, iso) => expect(parseBrDate(text)).toBe(iso));

  it('masks digits while typing', () => {
    expect(maskBrDate('1')).toBe('1');
    expect(maskBrDate('150')).toBe('15/0');
    expect(maskBrDate('15011990')).toBe('15/01/1990');
    expect(maskBrDate('15/01/1990999')).toBe('15/01/1990');
  });
});

describe('searchProfessions', () => {
  const list = [
    { code: '212', description: 'Profissionais da informática' },
    { code: '252', description: 'Profissionais de organização e administração de empresas e afins' },
    { code: '317', description: 'Técnicos em informática' },
  ];
  it('finds by the start of the code', () => expect(searchProfessions(list, '25').map((p) => p.code)).toEqual(['252']));
  it('finds by every word of the name, ignoring accents and case', () => {
    expect(searchProfessions(list, 'INFORMATICA').map((p) => p.code)).toEqual(['212', '317']);
    expect(searchProfessions(list, 'técnicos inform').map((p) => p.code)).toEqual(['317']);
  });
  it('limits the list', () => expect(searchProfessions(list, '', 2)).toHaveLength(2));
});

describe('answers', () => {
  it('starts from the defaults and sends only the questions asked', () => {
    const answers = { ...initialAnswers(LIFE_QUESTIONS), CAPITAL_IPA_CENTS: 5_000_000, DATA_NASCIMENTO_CONJUGE: '1990-01-01' };
    const sent = answersToSend(LIFE_QUESTIONS, answers);
    expect(sent).toMatchObject({ PROFISSAO: '252', MORTE: true, CAPITAL_MORTE_CENTS: 10_000_000, IPA: false });
    expect(sent).not.toHaveProperty('CAPITAL_IPA_CENTS');
    expect(sent).not.toHaveProperty('DATA_NASCIMENTO_CONJUGE');
    expect(answersToSend(LIFE_QUESTIONS, { ...answers, IPA: true })).toHaveProperty('CAPITAL_IPA_CENTS', 5_000_000);
  });
});

describe('lifeQuoteOutcome (spec point 8)', () => {
  const ids = { quotationId: 'q', memberId: 'm' };
  it.each([
    [{ kind: 'failed' as const, ...ids, message: '  ' }, LIFE_QUOTE_ERROR_MESSAGES.empty],
    [{ kind: 'failed' as const, ...ids, message: 'Seguradora indisponível.' }, 'Seguradora indisponível.'],
    [{ kind: 'refused' as const, ...ids, refusals: [{ code: 'a', message: 'Primeira.' }, { code: 'b', message: 'Segunda.' }] }, 'Primeira.'],
    [{ kind: 'refused' as const, ...ids, refusals: [] }, LIFE_QUOTE_ERROR_MESSAGES.empty],
    [{ kind: 'quoted' as const, ...ids, quotes: [] }, LIFE_QUOTE_ERROR_MESSAGES.noQuotes],
    [{ kind: 'unreadable' as const, quotationId: null, memberId: null }, LIFE_QUOTE_ERROR_MESSAGES.parse],
  ])('%j → the message', (result, message) => expect(lifeQuoteOutcome(result)).toEqual({ kind: 'error', message }));
});
