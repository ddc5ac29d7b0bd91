/**
 * Text for the PDF: made printable with the embedded font, and wrapped to a width.
 * Pure functions (no pdf-lib): the renderer passes the font's character set and a
 * width function.
 *
 * Printable text (`printableText`):
 * - Unicode NFC first, so 'José' typed with a combining accent prints as one glyph
 *   (and `pdftotext` gives back 'José').
 * - Every run of white space (tabs, line breaks, U+2028…) becomes one space; the text
 *   is trimmed; other control characters and invisible format characters (zero-width
 *   joiner, variation selectors, soft hyphen, bidi marks: Unicode
 *   Default_Ignorable_Code_Point) are dropped.
 * - A user-perceived character (grapheme cluster) that the font cannot draw (DejaVu
 *   Sans has no CJK, and only some emoji) becomes one WHITE SQUARE '□' (U+25A1), or '?'
 *   when the font lacks that too: visible, extractable, never a crash nor an invisible
 *   .notdef box. '中文' → '□□'; '👍🏽' → '□'; '😀' (in DejaVu) stays.
 * - Everything else is printed literally: '<script>alert(1)</script>' is just text.
 * - Not handled: right-to-left reordering (Arabic and Hebrew print in logical order).
 *
 * Wrapping (`wrapText`): greedy, at spaces; 'R$', 'nº' and 'ANS' stay on the line of
 * the word after them, a separator ('·', '•', '=') on the line of the word before it;
 * a word wider than the line is broken between grapheme clusters (no hyphen added).
 */

/** Printed instead of a character the font cannot draw. */
export const MISSING_GLYPH = '\u25a1';
/** Printed when the font cannot draw `MISSING_GLYPH` either. */
export const MISSING_GLYPH_ASCII = '?';

const WHITE_SPACE = /\s+/gu;
const INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}]/gu;
const HAS_INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

// Intl.Segmenter: Node 16+, Chromium 87+, Safari 14.1+, Firefox 125+. Without it, code points.
const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }) : null;

/** The grapheme clusters (user-perceived characters) of a text (code points where Intl.Segmenter is missing). */
export function splitGraphemes(text: string): string[] {
  return graphemes ? Array.from(graphemes.segment(text), (segment) => segment.segment) : Array.from(text);
}

function allCovered(text: string, coverage: ReadonlySet<number>): boolean {
  for (const char of text) {
    if (!coverage.has(char.codePointAt(0) ?? 0)) return false;
  }
  return true;
}

/**
 * `text` as the font can print it (see the module note): NFC, spaces collapsed and
 * trimmed, invisible characters dropped, each cluster the font lacks replaced by '□'.
 * @param coverage Unicode code points the font has glyphs for.
 */
export function printableText(text: string, coverage: ReadonlySet<number>): string {
  const clean = text.normalize('NFC').replace(WHITE_SPACE, ' ').trim();
  if (!HAS_INVISIBLE.test(clean) && allCovered(clean, coverage)) return clean;
  const fallback = coverage.has(MISSING_GLYPH.codePointAt(0) ?? 0) ? MISSING_GLYPH : MISSING_GLYPH_ASCII;
  return splitGraphemes(clean)
    .map((cluster) => {
      const visible = cluster.replace(INVISIBLE, '');
      if (visible === '' || allCovered(visible, coverage)) return visible;
      return fallback;
    })
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Whether the font can print `text` as it is (after NFC, spaces collapsed and invisible
 * characters dropped, as {@link printableText} does), i.e. without any '□'. The renderer
 * asks it of the standard PDF fonts (WinAnsi) before falling back to embedded DejaVu.
 * @param coverage Unicode code points the font has glyphs for.
 */
export function coversText(text: string, coverage: ReadonlySet<number>): boolean {
  const clean = text.normalize('NFC').replace(WHITE_SPACE, ' ');
  return allCovered(HAS_INVISIBLE.test(clean) ? clean.replace(INVISIBLE, '') : clean, coverage);
}

/** Width of a text, in points, at the size the caller has in mind. */
export type MeasureText = (text: string) => number;

/** Words that stay on the line of the word after them ('R$ 1.234,56', 'ANS nº 326305'). */
const GLUED_TO_NEXT = /^(?:-?R\$|nº|ANS)$/;

/** Separators that never start a line: kept at the end of the word before them. */
const GLUED_TO_PREVIOUS = /^[·•=]$/;

/** Words of a line: split at spaces, with the glued words joined to their neighbour. */
function words(text: string): string[] {
  const tokens = text.split(' ').filter((token) => token !== '');
  const glued: string[] = [];
  let pending = '';
  for (const token of tokens) {
    const previous = glued[glued.length - 1];
    if (pending === '' && previous !== undefined && GLUED_TO_PREVIOUS.test(token)) {
      glued[glued.length - 1] = `${previous} ${token}`;
      continue;
    }
    pending = pending === '' ? token : `${pending} ${token}`;
    if (!GLUED_TO_NEXT.test(token)) {
      glued.push(pending);
      pending = '';
    }
  }
  if (pending !== '') glued.push(pending);
  return glued;
}

/** Splits a word wider than `maxWidth` into pieces that fit (at least one cluster per piece). */
function breakWord(word: string, maxWidth: number, measure: MeasureText): string[] {
  const clusters = splitGraphemes(word);
  const pieces: string[] = [];
  let start = 0;
  while (start < clusters.length) {
    // Longest prefix of clusters[start..] that fits, by binary search; at least one cluster.
    let low = start + 1;
    let high = clusters.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (measure(clusters.slice(start, mid).join('')) <= maxWidth) low = mid;
      else high = mid - 1;
    }
    pieces.push(clusters.slice(start, low).join(''));
    start = low;
  }
  return pieces;
}

/**
 * Lines of `text` no wider than `maxWidth` (greedy, breaking at spaces; over-long words
 * broken between characters). `text` should already be printable (one space between
 * words). An empty text gives no line.
 */
export function wrapText(text: string, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  const space = measure(' ');
  let line = '';
  let lineWidth = 0;
  for (const word of words(text)) {
    const wordWidth = measure(word);
    if (line !== '' && lineWidth + space + wordWidth <= maxWidth) {
      line = `${line} ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line !== '') lines.push(line);
    if (wordWidth <= maxWidth) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    const pieces = breakWord(word, maxWidth, measure);
    const last = pieces.pop() ?? '';
    lines.push(...pieces);
    line = last;
    lineWidth = measure(last);
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * At most `maxLines` lines: when there are more, the last kept line ends with '…'
 * (shortened until it fits `maxWidth`). Guards the layout against absurd input.
 */
export function clampLines(lines: readonly string[], maxLines: number, maxWidth: number, measure: MeasureText): string[] {
  if (lines.length <= maxLines) return [...lines];
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  const clusters = splitGraphemes(last);
  while (clusters.length > 0 && measure(`${clusters.join('')}…`) > maxWidth) clusters.pop();
  last = `${clusters.join('').trimEnd()}…`;
  kept[maxLines - 1] = last;
  return kept;
}
