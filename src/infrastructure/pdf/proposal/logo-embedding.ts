/**
 * The broker's logo in a proposal PDF: decoded and embedded once per logo (PNG or JPEG,
 * shrunk first by ../logo.ts), then copied into each document; a logo that cannot be
 * decoded is left out rather than failing the PDF.
 */
import { JpegEmbedder, PDFContext, PDFImage, PDFObjectCopier, PngEmbedder, type PDFDocument, type PDFRef } from 'pdf-lib';
import type { ProposalLogo } from '../../../domain/proposal/proposal';
import { logoForPdf } from '../logo';

/** A logo decoded and embedded once (a PNG inflated, split and deflated again) into a scratch context. */
interface EmbeddedLogo {
  readonly context: PDFContext;
  readonly ref: PDFRef;
  readonly embedder: PngEmbedder | JpegEmbedder;
}

/** Per logo byte array (the loaders hand out the same array for the same logo): its embedding, or null when undecodable. */
const embeddedLogos = new WeakMap<Uint8Array, Promise<EmbeddedLogo | null>>();

/** `original` shrunk when large, decoded and embedded into a scratch context; null when it cannot be decoded. */
async function embedOnce(original: ProposalLogo): Promise<EmbeddedLogo | null> {
  const logo = await logoForPdf(original);
  try {
    const embedder = logo.kind === 'png' ? await PngEmbedder.for(logo.bytes) : await JpegEmbedder.for(logo.bytes);
    const context = PDFContext.create();
    const ref = await embedder.embedIntoContext(context);
    return { context, ref, embedder };
  } catch {
    return null; // An undecodable logo is left out: the proposal is still worth having.
  }
}

/**
 * The logo as an image of `pdf`. pdf-lib's `embedPng` decodes the PNG and deflates its colour
 * and alpha channels again for every document (about 45 ms for a 360 × 120 px logo, more on
 * the first PDF); here that is done once per logo and the finished image objects are copied
 * (bytes as they are) into each document.
 */
export async function embedLogo(pdf: PDFDocument, original: ProposalLogo): Promise<PDFImage | null> {
  let embedding = embeddedLogos.get(original.bytes);
  if (!embedding) {
    embedding = embedOnce(original);
    embeddedLogos.set(original.bytes, embedding);
  }
  const embedded = await embedding;
  if (!embedded) return null;
  const ref = PDFObjectCopier.for(embedded.context, pdf.context).copy(embedded.ref);
  // Not through `pdf.embedPng`: the image is already in the document, `save` has nothing to embed.
  return PDFImage.of(ref, pdf, embedded.embedder);
}
