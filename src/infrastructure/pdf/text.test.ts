import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampLines, MISSING_GLYPH, printableText, splitGraphemes, wrapText } from './text';

/** A font that has Basic Latin, Latin-1 and a few symbols, like a small DejaVu. */
const LATIN = new Set<number>([...Array.from({ length: 0x17f - 0x20 }, (_, i) => i + 0x20), 0x2022, 0x25a1, 0x00d7, 0x2014]);
const NO_SQUARE = new Set([...LATIN].filter((codePoint) => codePoint !== 0x25a1));

/** One point per character: easy widths to reason about. */
const byLength = (text: string) => splitGraphemes(text).length;

describe('printableText', () => {
  it.each([
    ['Maria José da Conceição', 'Maria José da Conceição'],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['  Ana \n\t  Paula\r\n', 'Ana Paula'],
    ['Jose\u0301', 'José'], // combining accent → NFC
    ['a\u200bb\u00adc', 'abc'], // zero-width space and soft hyphen dropped
    ['\u0007bell', 'bell'],
  ])('%j → %j', (input, output) => {
    expect(printableText(input, LATIN)).toBe(output);
  });

  it('replaces each character the font lacks by one □, whole clusters at a time', () => {
    expect(printableText('李小龙 Ltda', LATIN)).toBe(`${MISSING_GLYPH}${MISSING_GLYPH}${MISSING_GLYPH} Ltda`);
    expect(printableText('ok 👍🏽', LATIN)).toBe(`ok ${MISSING_GLYPH}`); // emoji + skin tone: one cluster
    expect(printableText('👨‍👩‍👧', LATIN)).toBe(MISSING_GLYPH); // ZWJ family: one cluster
  });

  it('falls back to ? when the font has no □ either', () => {
    expect(printableText('中文', NO_SQUARE)).toBe('??');
  });

  it('keeps what the font has, whatever the script', () => {
    const withEmoji = new Set([...LATIN, 0x1f600]);
    expect(printableText('Olá 😀', withEmoji)).toBe('Olá 😀');
  });

  it('never returns a character outside the font', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        for (const char of printableText(text, LATIN)) expect(LATIN.has(char.codePointAt(0) ?? 0)).toBe(true);
      }),
    );
  });
});

describe('wrapText', () => {
  it('breaks at spaces, greedily, within the width', () => {
    expect(wrapText('Ambulatorial + hospitalar com obstetrícia', 20, byLength)).toEqual(['Ambulatorial +', 'hospitalar com', 'obstetrícia']);
  });

  it("keeps 'R$' and 'ANS nº' with the word after them", () => {
    expect(wrapText('2 × R$ 1.024,60', 12, byLength)).toEqual(['2 ×', 'R$ 1.024,60']);
    expect(wrapText('Amil S.A. · ANS nº 326305', 14, byLength)).toEqual(['Amil S.A. ·', 'ANS nº 326305']);
  });

  it("never starts a line with a separator ('·', '=')", () => {
    expect(wrapText('Notre Dame Saúde S.A. · ANS nº 359017', 21, byLength)).toEqual(['Notre Dame Saúde', 'S.A. · ANS nº 359017']);
    expect(wrapText('Notre Dame Saúde S.A. · ANS nº 359017', 23, byLength)).toEqual(['Notre Dame Saúde S.A. ·', 'ANS nº 359017']);
    expect(wrapText('2 × R$ 10,00 = R$ 20,00', 13, byLength)).toEqual(['2 ×', 'R$ 10,00 =', 'R$ 20,00']);
  });

  it('breaks a word wider than the line between characters, losing none', () => {
    const lines = wrapText('Plano Supercalifragilisticoexpialidocious Max', 10, byLength);
    expect(lines.every((line) => byLength(line) <= 10)).toBe(true);
    expect(lines.join('').replace(/ /g, '')).toBe('PlanoSupercalifragilisticoexpialidociousMax');
  });

  it('never splits a grapheme cluster', () => {
    expect(wrapText('ééééé', 2, byLength)).toEqual(['éé', 'éé', 'é']);
    expect(wrapText('😀😀😀', 1, byLength)).toEqual(['😀', '😀', '😀']);
  });

  it('gives no line for an empty text', () => {
    expect(wrapText('', 10, byLength)).toEqual([]);
  });

  it('keeps every word, in order, and fits every line that can fit (property)', () => {
    const word = fc.string({ minLength: 1, maxLength: 15, unit: fc.constantFrom('a', 'b', 'é', 'Z') });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), fc.integer({ min: 1, max: 40 }), (words, width) => {
        const text = words.join(' ');
        const lines = wrapText(text, width, byLength);
        expect(lines.every((line) => byLength(line) <= width)).toBe(true);
        expect(lines.join('').replace(/ /g, '')).toBe(words.join(''));
      }),
    );
  });
});

describe('clampLines', () => {
  it('keeps up to maxLines and ends the last with … inside the width', () => {
    expect(clampLines(['a', 'b'], 3, 10, byLength)).toEqual(['a', 'b']);
    expect(clampLines(['aaaa', 'bbbb', 'cccc'], 2, 4, byLength)).toEqual(['aaaa', 'bbb…']);
  });
});
