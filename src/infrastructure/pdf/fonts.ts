/**
 * The two faces the proposal is written with: DejaVu Sans and DejaVu Sans Bold (npm
 * package `dejavu-fonts-ttf`), as TrueType bytes. TTF because pdf-lib + fontkit embed
 * it fast and subset it (only the glyphs used go into the PDF: a few KB); WOFF is slow
 * and WOFF2 crashes fontkit. DejaVu covers Latin (all Portuguese accents), Greek,
 * Cyrillic and some symbols and emoji; no CJK (see ./text.ts for the fallback).
 */
export interface ProposalFonts {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}

/** Loads the fonts (from disk in Node, by URL in the browser). */
export type LoadProposalFonts = () => Promise<ProposalFonts>;
