/**
 * A logo as stored: the upload is decoded and re-encoded with sharp (libvips), so only its
 * pixels are kept. What does not start with a PNG or JPEG signature is refused before any
 * decoder sees it (so SVG, WebP, GIF, TIFF... never reach libvips); what starts with one
 * but does not decode as that format is refused too (a PNG signature followed by HTML).
 * The result has no metadata (EXIF, XMP, ICC comments), nothing after the image, is turned
 * upright by its EXIF orientation, fits inside LOGO_MAX_SIDE × LOGO_MAX_SIDE (scaled down,
 * never up) and keeps its format: PNG stays PNG (transparency kept), JPEG stays JPEG.
 * Images over LOGO_MAX_INPUT_PIXELS are refused before decoding (decompression bombs).
 */
import type Sharp from 'sharp';
import type { NormalizedLogo } from '../use-cases/logo-files';
import {
  detectLogoFormat,
  LOGO_MAX_INPUT_PIXELS,
  LOGO_MAX_SIDE,
  LOGO_MESSAGES,
  logoExtension,
} from '../../../../../src/domain/accounts/logo';

/** sharp (libvips) is loaded on the first logo, not at start: it is among the heaviest modules to load. */
let sharpModule: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;

const unsupported = { kind: 'refused', message: LOGO_MESSAGES.unsupported } as const;

/** The server's `normalizeLogo` (the use cases' NormalizeLogo port): what the module note says. */
export async function normalizeLogo(input: Uint8Array): Promise<NormalizedLogo> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const format = detectLogoFormat(bytes);
  if (!format) return unsupported;
  const options = { failOn: 'warning', limitInputPixels: LOGO_MAX_INPUT_PIXELS, sequentialRead: true } as const;
  const sharp = await loadSharp();
  try {
    // The header only (sharp checks the pixel limit when decoding; this says it kindly first).
    const meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    if (meta.format !== format) return unsupported;
    if ((meta.width ?? 0) * (meta.height ?? 0) > LOGO_MAX_INPUT_PIXELS) return { kind: 'refused', message: LOGO_MESSAGES.tooManyPixels };
    const pipeline = sharp(bytes, options)
      .rotate()
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const output =
      format === 'png'
        ? await pipeline.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
        : await pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return { kind: 'ok', bytes: output, extension: logoExtension(format) };
  } catch {
    // libvips could not decode it (corrupt, truncated, not really that format).
    return unsupported;
  }
}
