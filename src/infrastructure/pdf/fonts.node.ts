/**
 * Fonts for Node (tests, benchmarks, a server-side renderer): the TTF files of the
 * installed `dejavu-fonts-ttf` package, read once and kept.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ProposalFonts } from './fonts';

const require = createRequire(import.meta.url);

/** Absolute paths of the two TTF files. */
export const DEJAVU_FONT_PATHS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

let loading: Promise<ProposalFonts> | null = null;

/** DejaVu Sans and DejaVu Sans Bold as bytes (read from disk on the first call only). */
export function loadNodeFonts(): Promise<ProposalFonts> {
  loading ??= Promise.all([readFile(DEJAVU_FONT_PATHS.regular), readFile(DEJAVU_FONT_PATHS.bold)]).then(([regular, bold]) => ({
    regular: new Uint8Array(regular.buffer, regular.byteOffset, regular.byteLength),
    bold: new Uint8Array(bold.buffer, bold.byteOffset, bold.byteLength),
  }));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
