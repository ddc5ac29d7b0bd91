/**
 * Sending a proposal to the client (pure parts): the message that goes with the PDF, the
 * WhatsApp chat address of the client's number, and the broker's recent clients taken from
 * their saved quotations (the project keeps clients only as a proposal's record).
 */
import { foldText } from '../text-folding';
import type { SavedQuotationSummary } from './quotation-history';
import { whatsappMessage } from './saved-quotation';

/**
 * The text shared with the PDF file (Web Share API): a greeting with the client's name, the
 * file announced, and the proposal's link as a second way to open it.
 */
export function pdfShareMessage(clientName: string, link: string): string {
  return `Olá, ${clientName}! Segue em anexo a proposta de planos de saúde que preparei para você. Se preferir, abra pelo link: ${link}`;
}

/**
 * The client's number for wa.me: Brazil's country code 55 before a phone of 10 or 11 digits
 * (DDD and number, masked or not); '' when the phone is missing or not Brazilian-shaped.
 */
export function whatsappNumber(clientPhone: string | null | undefined): string {
  const digits = (clientPhone ?? '').replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : '';
}

/**
 * WhatsApp (Web on a computer) opened on the client's chat with the message that announces the
 * PDF the browser just downloaded and carries the link: `https://wa.me/55…?text=…`
 * (`https://wa.me/?text=…` without a usable number: WhatsApp asks whom to send it to).
 */
export function whatsappPdfUrl(clientName: string, link: string, clientPhone: string | null | undefined): string {
  return `https://wa.me/${whatsappNumber(clientPhone)}?text=${encodeURIComponent(whatsappMessage(clientName, link))}`;
}

/** A client the broker already sent a proposal to. */
export interface RecentClient {
  readonly name: string;
  /** Digits with DDD, or null. */
  readonly phone: string | null;
}

/**
 * The distinct clients of `items` (newest first, as listed), at most `limit`: same name
 * (ignoring case, accents and spaces) and same phone are one client; a name with another
 * phone is another entry. Blank names are skipped.
 */
export function recentClients(items: readonly Pick<SavedQuotationSummary, 'clientName' | 'client'>[], limit = 20): RecentClient[] {
  const seen = new Set<string>();
  const clients: RecentClient[] = [];
  for (const item of items) {
    const name = item.clientName.trim().replace(/\s+/g, ' ');
    if (name === '') continue;
    const phone = item.client?.phone ?? null;
    const key = `${foldText(name)}|${phone ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    clients.push({ name, phone });
    if (clients.length >= limit) break;
  }
  return clients;
}
