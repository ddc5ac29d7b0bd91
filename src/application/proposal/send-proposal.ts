/**
 * Sends the proposal PDF to the client. Where the browser can share files (a phone: Web Share
 * API level 2, `navigator.canShare({ files })`), the PDF file itself goes to the share sheet
 * (WhatsApp, e-mail, anything the phone offers), named after the client. Elsewhere (a
 * computer), the PDF downloads and WhatsApp opens on the client's chat with a message that
 * carries the proposal's link, so the broker attaches the file just saved.
 *
 * Outcomes: `shared`; `cancelled` (the broker closed the share sheet: nothing else happens);
 * `needs-tap` (the browser refused the share because the tap that started it is too old —
 * Chromium allows about 5 s of work after a tap — so the screen offers 'Enviar PDF' again);
 * `downloaded` (with the WhatsApp address opened). A share that fails for any other reason
 * falls back to the download.
 */
import { pdfShareMessage, whatsappPdfUrl } from '../../domain/proposal/proposal-sending';
import type { ProposalPdf } from './use-cases';

/** What the browser offers for sending a file (the UI gives `navigator` and `window` behind it). */
export interface ShareEnvironment {
  /** True when `files` can go to the system share sheet. */
  canShareFiles(files: File[]): boolean;
  /** Opens the share sheet; rejects with a DOMException (`AbortError`, `NotAllowedError`…) when it does not share. */
  share(data: { files: File[]; title: string; text: string }): Promise<void>;
  /** Saves the bytes under `fileName` (a download). */
  download(file: File): void;
  /** Opens `url` in a new tab or app. */
  open(url: string): void;
}

/** What became of the sending. */
export type SendOutcome = { readonly kind: 'shared' } | { readonly kind: 'cancelled' } | { readonly kind: 'needs-tap' } | { readonly kind: 'downloaded'; readonly whatsappUrl: string };

/** Who gets the proposal and where it lives. */
export interface SendTarget {
  readonly clientName: string;
  /** Digits with DDD, or null. */
  readonly clientPhone: string | null;
  /** Absolute link of the saved proposal (the client's page). */
  readonly link: string;
}

/** The PDF as a file named after the client ('proposta-maria-souza.pdf'). */
export function proposalFile(pdf: ProposalPdf): File {
  return new File([pdf.bytes as BlobPart], pdf.fileName, { type: 'application/pdf' });
}

const errorName = (error: unknown): string => (typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '');

/** Shares the PDF file where possible, else downloads it and opens WhatsApp on the client's chat. */
export async function sendProposalPdf(pdf: ProposalPdf, target: SendTarget, env: ShareEnvironment): Promise<SendOutcome> {
  const file = proposalFile(pdf);
  const files = [file];
  let canShare = false;
  try {
    canShare = env.canShareFiles(files);
  } catch {
    canShare = false;
  }
  if (canShare) {
    try {
      await env.share({ files, title: `Proposta — ${target.clientName}`, text: pdfShareMessage(target.clientName, target.link) });
      return { kind: 'shared' };
    } catch (error) {
      const name = errorName(error);
      if (name === 'AbortError') return { kind: 'cancelled' };
      if (name === 'NotAllowedError') return { kind: 'needs-tap' };
      // Any other refusal (a share target that failed): the computer's way below.
    }
  }
  const whatsappUrl = whatsappPdfUrl(target.clientName, target.link, target.clientPhone);
  env.download(file);
  env.open(whatsappUrl);
  return { kind: 'downloaded', whatsappUrl };
}
