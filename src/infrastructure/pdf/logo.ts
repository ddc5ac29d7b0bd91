/**
 * The broker's logo for the PDF header: its format and pixel size read from its bytes,
 * its fit into the header box, and, in a browser, a smaller copy of a large logo.
 *
 * Why shrink: a logo may be up to 2 MB (spec point 5). pdf-lib copies a JPEG into the
 * PDF as it is and decodes and re-compresses a PNG, so a 1600 × 1600 px PNG takes about
 * 0.7 s and makes a 2 MB PDF. The header box is 130 × 52 pt; a copy of at most
 * 390 × 156 px (3 px per point, 216 dpi) prints as sharp. In a browser the copy is
 * made with `createImageBitmap` + `OffscreenCanvas`: a PNG with transparent pixels
 * stays PNG, an opaque PNG or a JPEG becomes a JPEG at quality 0.9; elsewhere (Node)
 * the logo is used as it is. Copies are kept per byte array, so the next PDFs with the
 * same logo reuse them.
 */
import type { ProposalLogo } from '../../domain/proposal/proposal';

/** Largest logo, in pixels, worth embedding (3 px per point of the 130 × 52 pt header box). */
export const LOGO_MAX_PIXELS = { width: 390, height: 156 } as const;

/** The image format by its first bytes (PNG signature or JPEG SOI marker), or null. */
export function sniffImageKind(bytes: Uint8Array): ProposalLogo['kind'] | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

const u16 = (bytes: Uint8Array, at: number): number => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number): number => u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

/** Pixel size of a PNG (IHDR) or JPEG (first SOFn marker), or null when it cannot be read. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const kind = sniffImageKind(bytes);
  if (kind === 'png') {
    if (bytes.length < 24) return null;
    return { width: u32(bytes, 16), height: u32(bytes, 20) };
  }
  if (kind === 'jpeg') {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1] ?? 0;
      if (marker === 0xff) {
        at += 1; // fill byte
        continue;
      }
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return { width: u16(bytes, at + 7), height: u16(bytes, at + 5) };
      at += 2 + u16(bytes, at + 2);
    }
  }
  return null;
}

/** Size of an image of `width` × `height` scaled to fit a box, keeping its aspect. */
export function fitInBox(width: number, height: number, boxWidth: number, boxHeight: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(boxWidth / width, boxHeight / height);
  return { width: width * scale, height: height * scale };
}

const canShrink = (): boolean => typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function';

const shrunk = new WeakMap<Uint8Array, Promise<ProposalLogo>>();

function hasTransparency(context: OffscreenCanvasRenderingContext2D, width: number, height: number): boolean {
  const pixels = context.getImageData(0, 0, width, height).data;
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if ((pixels[alpha] ?? 255) < 255) return true;
  return false;
}

async function shrinkInBrowser(logo: ProposalLogo, kind: ProposalLogo['kind'], target: { width: number; height: number }): Promise<ProposalLogo> {
  const type = kind === 'png' ? 'image/png' : 'image/jpeg';
  const bitmap = await createImageBitmap(new Blob([logo.bytes as Uint8Array<ArrayBuffer>], { type }), {
    resizeWidth: Math.max(1, Math.round(target.width)),
    resizeHeight: Math.max(1, Math.round(target.height)),
    resizeQuality: 'high',
  });
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return logo;
    context.drawImage(bitmap, 0, 0);
    const keepPng = kind === 'png' && hasTransparency(context, bitmap.width, bitmap.height);
    const blob = await canvas.convertToBlob(keepPng ? { type: 'image/png' } : { type: 'image/jpeg', quality: 0.9 });
    return { kind: keepPng ? 'png' : 'jpeg', bytes: new Uint8Array(await blob.arrayBuffer()) };
  } finally {
    bitmap.close();
  }
}

/**
 * The logo to embed: in a browser, a copy no larger than `LOGO_MAX_PIXELS` when the
 * logo is larger; otherwise (small logo, unreadable size, no canvas, any failure) the
 * logo as it is. Never rejects.
 */
export function logoForPdf(logo: ProposalLogo): Promise<ProposalLogo> {
  const kind = sniffImageKind(logo.bytes) ?? logo.kind;
  const size = imageSize(logo.bytes);
  if (!size || !canShrink() || (size.width <= LOGO_MAX_PIXELS.width && size.height <= LOGO_MAX_PIXELS.height)) {
    return Promise.resolve({ kind, bytes: logo.bytes });
  }
  let copy = shrunk.get(logo.bytes);
  if (!copy) {
    const target = fitInBox(size.width, size.height, LOGO_MAX_PIXELS.width, LOGO_MAX_PIXELS.height);
    copy = shrinkInBrowser(logo, kind, target).catch(() => ({ kind, bytes: logo.bytes }));
    shrunk.set(logo.bytes, copy);
  }
  return copy;
}
