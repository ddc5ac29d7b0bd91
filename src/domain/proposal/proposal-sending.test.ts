import { describe, expect, it } from 'vitest';
import { pdfShareMessage, recentClients, whatsappNumber, whatsappPdfUrl } from './proposal-sending';

describe('sending a proposal', () => {
  it("opens the client's own chat: 55 before a Brazilian phone, masked or not", () => {
    expect(whatsappNumber('(11) 98765-4321')).toBe('5511987654321');
    expect(whatsappNumber('1133334444')).toBe('551133334444');
    expect(whatsappNumber('98765-4321')).toBe('');
    expect(whatsappNumber(null)).toBe('');
    const url = new URL(whatsappPdfUrl('Ana Souza', 'https://cotador.example/comparacao-pdf/abc', '(21) 99876-5432'));
    expect(url.origin + url.pathname).toBe('https://wa.me/5521998765432');
    expect(url.searchParams.get('text')).toContain('Ana Souza');
    expect(url.searchParams.get('text')).toContain('https://cotador.example/comparacao-pdf/abc');
  });

  it('sends the PDF with the client greeted and the link as a second way', () => {
    const text = pdfShareMessage('Ana Souza', 'https://x/comparacao-pdf/1');
    expect(text).toMatch(/^Olá, Ana Souza!/);
    expect(text).toContain('https://x/comparacao-pdf/1');
  });

  it('lists each client once, newest first; another phone is another entry', () => {
    const items = [
      { clientName: 'Ana  Souza', client: { phone: '11987654321', email: null, document: null, city: null } },
      { clientName: 'ana souza', client: { phone: '11987654321', email: null, document: null, city: null } },
      { clientName: 'Ána Souza', client: { phone: '21998765432', email: null, document: null, city: null } },
      { clientName: '  ', client: null },
      { clientName: 'Bruno Lima', client: null },
    ];
    expect(recentClients(items)).toEqual([
      { name: 'Ana Souza', phone: '11987654321' },
      { name: 'Ána Souza', phone: '21998765432' },
      { name: 'Bruno Lima', phone: null },
    ]);
    expect(recentClients(items, 1)).toHaveLength(1);
  });
});
