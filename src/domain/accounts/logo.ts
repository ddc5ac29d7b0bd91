/**
 * The broker's logo (spec points 5 and 8): PNG or JPEG (file names .png, .jpeg, .jpg),
 * at most 2 MB, optional. The server decides by the file's content (magic bytes), not
 * by its name: a renamed PDF or SVG is refused with 'Formato de arquivo não suportado!'.
 */

/** Largest logo accepted, in bytes (2 MB). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** What the file input offers (spec point 5: png, jpeg, jpg). */
export const LOGO_ACCEPT = '.png,.jpeg,.jpg,image/png,image/jpeg';

export const LOGO_MESSAGES = {
  updated: 'Logo atualizada com sucesso!',
  unsupported: 'Formato de arquivo não suportado!',
  tooLarge: 'A logo deve ter no máximo 2 MB.',
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
