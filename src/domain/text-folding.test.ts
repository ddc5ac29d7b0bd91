/** The one folding of names and search text: accents, case and spaces. Written by hand. */
import { describe, expect, it } from 'vitest';
import { foldText } from './text-folding';

describe('foldText', () => {
  it('drops accents, collapses and trims spaces and lowers the case', () => {
    expect(foldText('  Conceição   ARAÚJO  ')).toBe('conceicao araujo');
    expect(foldText('São José\tdos\n Campos')).toBe('sao jose dos campos');
  });

  it('keeps punctuation and digits, and folds what NFD splits (ç, ã, é, ü)', () => {
    expect(foldText('Açaí-Güemes (81) 9876')).toBe('acai-guemes (81) 9876');
  });
});
