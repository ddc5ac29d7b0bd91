/**
 * The broker's logo (spec points 5 and 8): PNG or JPEG (file names .png, .jpeg, .jpg),
 * at most 2 MB, optional. The server decides by the file's content, not by its name: the
 * first bytes must be a PNG or JPEG signature, and then the image must decode; it is
 * re-encoded (same format) so only pixels are stored: no metadata (EXIF), no trailing
 * bytes, at most {@link LOGO_MAX_SIDE} pixels a side. A renamed PDF or SVG, or a PNG
 * signature followed by HTML, is refused with 'Formato de arquivo não suportado!'.
 */

/** Largest logo accepted, in bytes (2 MB). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** What the file input offers (spec point 5: png, jpeg, jpg). */
export const LOGO_ACCEPT = '.png,.jpeg,.jpg,image/png,image/jpeg';

/** A stored logo fits inside LOGO_MAX_SIDE × LOGO_MAX_SIDE pixels (scaled down, never up). */
export const LOGO_MAX_SIDE = 1024;
/** Largest image the server decodes: 7000 × 7000 pixels (a 2 MB PNG can hide far more: a decompression bomb). */
export const LOGO_MAX_INPUT_PIXELS = 7000 * 7000;

export const LOGO_MESSAGES = {
  updated: 'Logo atualizada com sucesso!',
  unsupported: 'Formato de arquivo não suportado!',
  tooLarge: 'A logo deve ter no máximo 2 MB.',
  tooManyPixels: 'A imagem é grande demais: use uma logo de até 7000 × 7000 pixels.',
  saveError: 'Erro ao salvar atualizações',
} as const;

export type LogoFormat = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** The image format by its first bytes (PNG signature or JPEG SOI marker), or null. */
export function detectLogoFormat(bytes: Uint8Array): LogoFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

function indexOfBytes(bytes: Uint8Array, needle: readonly number[], from = 0): number {
  outer: for (let i = from; i <= bytes.length - needle.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const IHDR = [0x49, 0x48, 0x44, 0x52] as const;
const IEND = [0x49, 0x45, 0x4e, 0x44] as const;
const JPEG_EOI = [0xff, 0xd9] as const;

/**
 * A cheap look at the structure past the signature, for a back end that cannot decode
 * (the in-memory fake): a PNG has its IHDR chunk first and an IEND chunk; a JPEG has an
 * end-of-image marker. The server decodes the image instead (a signature followed by
 * anything else does not decode).
 */
export function hasImageStructure(bytes: Uint8Array, format: LogoFormat): boolean {
  if (format === 'png') return indexOfBytes(bytes, IHDR, 12) === 12 && indexOfBytes(bytes, IEND, 16) !== -1;
  return indexOfBytes(bytes, JPEG_EOI, JPEG_SIGNATURE.length) !== -1;
}

/** File extension a stored logo gets. */
export function logoExtension(format: LogoFormat): 'png' | 'jpg' {
  return format === 'png' ? 'png' : 'jpg';
}

/**
 * First check in the browser, before uploading: the name ends in .png, .jpeg or .jpg, or
 * the type is image/png or image/jpeg. (The server still checks the content.)
 */
export function isAcceptedLogoFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  const byName = name.endsWith('.png') || name.endsWith('.jpg') || name.endsWith('.jpeg');
  const byType = file.type === 'image/png' || file.type === 'image/jpeg';
  return byName || byType;
}

/** The message for a logo picked in the browser, or null when it may be uploaded. */
export function logoFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isAcceptedLogoFile(file)) return LOGO_MESSAGES.unsupported;
  if (file.size > MAX_LOGO_BYTES) return LOGO_MESSAGES.tooLarge;
  if (file.size === 0) return LOGO_MESSAGES.unsupported;
  return null;
}
