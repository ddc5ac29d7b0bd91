import { describe, expect, it, vi } from 'vitest';
import { sendProposalPdf, type ShareEnvironment } from './send-proposal';

const PDF = { bytes: new Uint8Array([37, 80, 68, 70]), fileName: 'proposta-ana-souza.pdf' };
const TARGET = { clientName: 'Ana Souza', clientPhone: '11987654321', link: 'https://cotador.example/comparacao-pdf/abc' };

function environment(overrides: Partial<ShareEnvironment> = {}) {
  const share = vi.fn<ShareEnvironment['share']>(async () => undefined);
  const env = {
    canShareFiles: vi.fn<ShareEnvironment['canShareFiles']>(() => true),
    share,
    download: vi.fn<ShareEnvironment['download']>(),
    open: vi.fn<ShareEnvironment['open']>(),
    ...overrides,
  };
  return { ...env, shareCalls: share.mock.calls };
}

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('sendProposalPdf', () => {
  it("on a phone shares the PDF file itself, named after the client, and nothing else", async () => {
    const env = environment();
    await expect(sendProposalPdf(PDF, TARGET, env)).resolves.toEqual({ kind: 'shared' });
    const shared = env.shareCalls[0]?.[0];
    if (!shared) throw new Error('not shared');
    expect(shared.files.map((file) => [file.name, file.type])).toEqual([['proposta-ana-souza.pdf', 'application/pdf']]);
    expect(shared.text).toContain(TARGET.link);
    expect(env.download).not.toHaveBeenCalled();
    expect(env.open).not.toHaveBeenCalled();
  });

  it("on a computer downloads the PDF and opens WhatsApp on the client's number", async () => {
    const env = environment({ canShareFiles: vi.fn(() => false) });
    const outcome = await sendProposalPdf(PDF, TARGET, env);
    expect(outcome.kind).toBe('downloaded');
    expect(env.download).toHaveBeenCalledOnce();
    expect(env.open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/5511987654321\?text=/));
    expect(env.share).not.toHaveBeenCalled();
  });

  it('a closed share sheet sends nothing; an expired tap asks for another; another failure downloads', async () => {
    const cancelled = environment({ share: vi.fn(() => Promise.reject(domError('AbortError'))) });
    await expect(sendProposalPdf(PDF, TARGET, cancelled)).resolves.toEqual({ kind: 'cancelled' });
    expect(cancelled.download).not.toHaveBeenCalled();

    const late = environment({ share: vi.fn(() => Promise.reject(domError('NotAllowedError'))) });
    await expect(sendProposalPdf(PDF, TARGET, late)).resolves.toEqual({ kind: 'needs-tap' });

    const broken = environment({ share: vi.fn(() => Promise.reject(domError('DataError'))) });
    expect((await sendProposalPdf(PDF, TARGET, broken)).kind).toBe('downloaded');
    expect(broken.download).toHaveBeenCalledOnce();
  });

  it('a browser whose canShare throws takes the download way', async () => {
    const env = environment({
      canShareFiles: vi.fn(() => {
        throw new TypeError('files not supported');
      }),
    });
    expect((await sendProposalPdf(PDF, TARGET, env)).kind).toBe('downloaded');
  });
});
