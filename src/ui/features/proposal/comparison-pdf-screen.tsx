/**
 * `/comparacao-pdf/{uuid?}` (public, PDF layout). With a code: the saved proposal (read
 * from the server; its message on failure, e.g. 'Cotação não encontrada.'); without: the
 * logged-in broker's current comparison selection. The client's phone-first page
 * (`ClientProposalView`: the broker, one card per plan) and 'Baixar PDF', which
 * loads the renderer on demand (`proposal.proposalPdf`: a dynamic import), builds the document
 * from the saved data (prices as quoted) and downloads `proposta-{cliente}.pdf` — after the
 * 'Gerando PDF…' state is painted (`afterNextPaint`), the rendering a long task. Once the page
 * is idle, the PDF is made and thrown away (`proposal.preparePdf(data)`), so the click
 * finds the renderer warm.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { PDF_ERROR_MESSAGE } from '../../../application/proposal/use-cases';
import { replacedTableText, type QuotationData } from '../../../domain/proposal/saved-quotation';
import { Notice, Spinner } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import type { ScreenProps } from '../../shared/screen';
import { useRemote } from '../../shared/use-remote';
import { whenIdle } from '../../shared/when-idle';
import { afterNextPaint } from '../../shared/after-paint';
import * as s from './proposal.css';
import { ClientProposalView } from './client-proposal-view';
import { useSelectionQuotation } from '../../shared/proposal-sending/use-selection-quotation';

export { PDF_ERROR_MESSAGE };
export const PDF_WAIT_MESSAGE = 'Gerando PDF…';

export default function ComparisonPdfScreen({ params }: ScreenProps) {
  const code = params.uuid;
  return code ? <SavedProposal code={code} /> : <CurrentSelection />;
}

function SavedProposal({ code }: { code: string }) {
  const proposal = useUseCases('proposal');
  const remote = useRemote(`quotation:${code}`, () => proposal.loadProposal(code));
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'failed') {
    return (
      <div className={s.screen}>
        <Notice tone="error">{remote.failure.message}</Notice>
      </div>
    );
  }
  const replaced = remote.value.tableUpdates ?? [];
  return (
    <>
      {replaced.length > 0 ? (
        <div className={s.screen}>
          <Notice tone="warning">
            <ul aria-label="Tabelas atualizadas">
              {replaced.map((table) => (
                <li key={table.planId}>
                  <strong>{table.planName}:</strong> {replacedTableText(table)}
                </li>
              ))}
            </ul>
          </Notice>
        </div>
      ) : null}
      <ProposalSummary data={remote.value.data} savedAt={remote.value.createdAt} />
    </>
  );
}

function CurrentSelection() {
  const proposal = useUseCases('proposal');
  const { user, status } = useSession();
  const [selection] = useState(() => proposal.currentSelection());
  const remote = useSelectionQuotation(user ? selection : null, user);
  const quoted = remote.status === 'ok' ? remote.value : null;
  const logoUrl = user?.logoUrl;
  // One object per quotation (not per render): the PDF warm-up below runs once for it.
  const data: QuotationData | null = useMemo(
    () =>
      quoted && {
        ...quoted,
        clientName: '',
        showProposalInfos: true,
        showProposalPhoto: Boolean(logoUrl),
        proposalInfos: { network: true, coparticipation: true, shortfalls: true, refunds: true },
      },
    [quoted, logoUrl],
  );
  if (status === 'checking') return <Loading />;
  if (!user) {
    return (
      <div className={s.screen}>
        <Notice tone="info">
          Entre na sua conta para gerar o PDF da sua comparação. <Link href="/home">Entrar</Link>
        </Notice>
      </div>
    );
  }
  if (!selection || selection.planIds.length === 0) {
    return (
      <div className={s.screen}>
        <Notice tone="info">
          Nenhum plano selecionado. <Link href="/cotacao">Ir para a cotação</Link>
        </Notice>
      </div>
    );
  }
  if (remote.status === 'loading') return <Loading />;
  if (remote.status === 'failed') return <Notice tone="error">{remote.failure.message}</Notice>;
  return data ? <ProposalSummary data={data} savedAt={null} /> : <Loading />;
}

function Loading() {
  return (
    <div role="status" className={s.screen}>
      <Spinner size="md" /> Carregando proposta…
    </div>
  );
}

function downloadBytes(bytes: Uint8Array, fileName: string) {
  const blob = new Blob([bytes as BlobPart], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function ProposalSummary({ data, savedAt }: { data: QuotationData; savedAt: string | null }) {
  const proposal = useUseCases('proposal');
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  // Once the page is idle, the PDF is made in the background and thrown away,
  // so 'Baixar PDF' finds the renderer loaded, its fonts and the logo decoded and its code warm.
  useEffect(() => whenIdle(() => proposal.preparePdf(data)), [proposal, data]);

  const download = async () => {
    setBusy(true);
    const wait = alerts.show({ kind: 'wait', message: PDF_WAIT_MESSAGE, persistent: true });
    // The renderer is warm (above), so building the PDF is one long stretch of script: the
    // disabled button and 'Gerando PDF…' are painted first, not after it.
    await afterNextPaint();
    const pdf = await proposal.proposalPdf(data);
    if (wait !== null) alerts.dismiss(wait);
    setBusy(false);
    if (pdf.ok) downloadBytes(pdf.value.bytes, pdf.value.fileName);
    else alerts.show({ kind: 'error', message: pdf.error.message });
  };

  return <ClientProposalView data={data} savedAt={savedAt} busy={busy} onDownload={() => void download()} />;
}
