/**
 * fontkit for pdf-lib, tuned for speed (registered with `pdf.registerFontkit`, pdf-lib's
 * own extension point):
 *
 * - A font file is parsed once per `Uint8Array` and kept (WeakMap): the loaders of
 *   ./fonts.node.ts and ./fonts.browser.ts hand out the same arrays on every call, so
 *   the next PDFs skip parsing 1.4 MB of TrueType. pdf-lib creates a new subset per
 *   document, so a shared parsed font is safe.
 * - `layout` maps each code point to its glyph (cmap lookup) instead of running
 *   OpenType shaping (GSUB/GPOS), which took about 70 % of the rendering time. pdf-lib
 *   uses only the glyphs of a layout (not their positions), so kerning was never
 *   drawn anyway; what is lost is ligatures and contextual forms, which Latin text
 *   (Portuguese, NFC) does not need. Complex scripts (Arabic, Devanagari) print
 *   unshaped: documented in ./text.ts.
 */
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
type GlyphRun = ReturnType<Font['layout']>;
type Glyph = GlyphRun['glyphs'][number];

const parsed = new WeakMap<Uint8Array, Font>();

/** `font` with a cmap-only `layout` (see the module note); everything else is the font's own. */
function withSimpleLayout(font: Font): Font {
  const glyphs = new Map<number, Glyph>();
  const glyphOf = (codePoint: number): Glyph => {
    let glyph = glyphs.get(codePoint);
    if (!glyph) {
      glyph = font.glyphForCodePoint(codePoint);
      glyphs.set(codePoint, glyph);
    }
    return glyph;
  };
  const layout = (text: string): GlyphRun => {
    const run: Glyph[] = [];
    for (const char of text) run.push(glyphOf(char.codePointAt(0) ?? 0));
    // pdf-lib reads only `glyphs` of a layout (encodeText, widthOfTextAtSize).
    return { glyphs: run } as unknown as GlyphRun;
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The fontkit to register on every proposal document. */
export const fastFontkit: Fontkit = {
  create(buffer: Uint8Array, postscriptName?: string): Font {
    if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName);
    let font = parsed.get(buffer);
    if (!font) {
      font = withSimpleLayout(fontkit.create(buffer));
      parsed.set(buffer, font);
    }
    return font;
  },
};
