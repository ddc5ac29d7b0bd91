/** Comparative proposal: /proposta/comparativo (save, link, WhatsApp) and /comparacao-pdf/{code}. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../src/application/app-services';
import { quotedPlanFromDetail, type QuotationData } from '../../src/domain/proposal/saved-quotation';
import { proposalColumns } from '../../src/domain/proposal/proposal';
import { createFakeServices, renderApp, signInDirectly } from './harness';
import { PME_PE_FILTER } from './fixtures';
import { PDF_WARM_UP_RENDERS } from '../../src/application/proposal/use-cases';
import { sampleLifeQuote } from '../../src/domain/proposal/__fixtures__/life-quote';
import { formatBRL } from '../../src/domain/quotation/money';

async function savedQuotation(services: AppServices): Promise<{ code: string; data: QuotationData }> {
  const plans = [];
  for (const id of [101, 107]) {
    const answer = await services.catalog.plan(id);
    if (!answer.ok) throw new Error('plan');
    plans.push(quotedPlanFromDetail(answer.value));
  }
  const data: QuotationData = {
    clientName: 'Maria José da Conceição',
    type: 'PJ',
    lives: PME_PE_FILTER.counts,
    showProposalInfos: true,
    showProposalPhoto: false,
    proposalInfos: { network: true, coparticipation: true, shortfalls: true, refunds: true },
    plans,
    similarEntities: [],
    similarCompanies: [],
    lifeInsurance: false,
    lifeInsuranceInstitution: null,
    broker: { name: 'Carla Mendes Ribeiro', phone: '11987654321', email: 'corretor@cotador.local', logoUrl: null },
  };
  const code = '4f7d2c1e-9a8b-4c3d-8e2f-1a2b3c4d5e6f';
  // Saved by the broker (saving needs a paid session, as on the server); a test that starts
  // anonymous stays anonymous afterwards.
  const anonymous = !services.auth.hasSession();
  if (anonymous) await signInDirectly(services, 'corretor');
  const saved = await services.quotations.save(code, data);
  if (!saved.ok) throw new Error(saved.error.message);
  if (anonymous) await services.auth.logout();
  return { code, data };
}

describe('comparative proposal', () => {
  it('saves the proposal and shows the shareable link and the WhatsApp link', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    services.comparison.write({ planIds: [101, 107], filter: PME_PE_FILTER });
    const { user } = renderApp({ path: '/proposta/comparativo', services });

    const preview = await screen.findByRole('region', { name: 'Pré-visualização da proposta' });
    expect(within(preview).getAllByTestId('proposal-plan').map((th) => th.textContent)).toEqual([
      expect.stringContaining('Amil S380 QC'),
      expect.stringContaining('SulAmérica Exato Enfermaria'),
    ]);
    expect(screen.getByRole('checkbox', { name: /Mostrar minha logo/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Salvar proposta' }));
    expect(await screen.findByText('Informe o nome do cliente.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome do cliente'), 'Maria José da Conceição');
    expect(within(preview).getByText('Proposta para: Maria José da Conceição')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar proposta' }));

    const field = await screen.findByLabelText<HTMLInputElement>('Link da proposta');
    expect(field).toHaveAttribute('readonly');
    expect(field.value).toMatch(/^http:\/\/localhost(:\d+)?\/comparacao-pdf\/[0-9a-f-]{36}$/);
    const whatsapp = screen.getByRole('link', { name: 'Compartilhar no WhatsApp' });
    const href = whatsapp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const message = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(message).toContain('Maria José da Conceição');
    expect(message).toContain(field.value);
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeInTheDocument();

    const code = field.value.split('/').at(-1) ?? '';
    const loaded = await services.quotations.load(code);
    expect(loaded.ok && loaded.value.data.plans.map((plan) => plan.planName)).toEqual(['Amil S380 QC', 'SulAmérica Exato Enfermaria']);
  });

  it('without a selection, points back to the quotation', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    renderApp({ path: '/proposta/comparativo', services });
    expect(await screen.findByText('Nenhum plano selecionado para a proposta.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a cotação' })).toHaveAttribute('href', '/cotacao');
  });

  it('shows a saved proposal by its code, to anyone, with its plans and totals', async () => {
    const { services } = createFakeServices();
    const { code, data } = await savedQuotation(services);
    renderApp({ path: `/comparacao-pdf/${code}`, services });
    const preview = await screen.findByRole('region', { name: 'Pré-visualização da proposta' });
    const headers = within(preview).getAllByTestId('proposal-plan').map((th) => th.textContent ?? '');
    expect(headers[0]).toContain('Amil S380 QC');
    expect(headers[1]).toContain('SulAmérica Exato Enfermaria');
    for (const column of proposalColumns(data)) expect(within(preview).getByText(column.totalText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeEnabled();
  });

  it("shows the server's message for an unknown code", async () => {
    renderApp({ path: '/comparacao-pdf/00000000-0000-4000-8000-000000000000' });
    expect(await screen.findByText('Cotação não encontrada.')).toBeInTheDocument();
  });

  it('shows the error alert when the PDF cannot be made', async () => {
    const fake = createFakeServices();
    const { code } = await savedQuotation(fake.services);
    // Renders fail when the test says so (after the wait text is seen), not on a timer: every
    // render asked for until then (the page's warm-up one, the click's) and every later one.
    const pending: (() => void)[] = [];
    let failing = false;
    const services: AppServices = {
      ...fake.services,
      pdfTools: () =>
        Promise.resolve({
          renderer: {
            render: () =>
              new Promise<Uint8Array>((_resolve, reject) => {
                const fail = () => reject(new Error('broken font'));
                if (failing) fail();
                else pending.push(fail);
              }),
          },
          loadLogo: () => Promise.resolve(null),
        }),
    };
    const { user } = renderApp({ path: `/comparacao-pdf/${code}`, services });
    await user.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    expect(await screen.findByText('Gerando PDF…')).toBeInTheDocument();
    failing = true;
    for (const fail of pending.splice(0)) fail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao gerar PDF, por favor tente novamente.');
    await waitFor(() => expect(screen.queryByText('Gerando PDF…')).not.toBeInTheDocument());
  });

  it("makes the PDF in the background when the page opens, so the click finds the renderer warm, and draws 'Gerando PDF…' before the click's PDF", async () => {
    const fake = createFakeServices();
    const { code, data } = await savedQuotation(fake.services);
    const rendered: string[] = [];
    // Whether 'Gerando PDF…' was already drawn when each render started.
    const waitDrawn: boolean[] = [];
    const services: AppServices = {
      ...fake.services,
      pdfTools: () =>
        Promise.resolve({
          renderer: {
            render: (doc) => {
              rendered.push(doc.clientName);
              waitDrawn.push(document.body.textContent.includes('Gerando PDF…'));
              return Promise.resolve(new Uint8Array([37, 80, 68, 70]));
            },
          },
          loadLogo: () => Promise.resolve(null),
        }),
    };
    const downloads: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        downloads.push(blob);
        return 'blob:proposta';
      }),
      revokeObjectURL: vi.fn(),
    });
    const { user } = renderApp({ path: `/comparacao-pdf/${code}`, services });
    await screen.findByRole('button', { name: 'Baixar PDF' });
    const warmUp = Array.from({ length: PDF_WARM_UP_RENDERS }, () => data.clientName);
    await waitFor(() => expect(rendered).toEqual(warmUp)); // no click yet
    expect(downloads).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(rendered).toEqual([...warmUp, data.clientName]); // the click's re-render of the page does not warm it again
    // The click's PDF (a long task in a browser) starts once its wait state is on the page.
    expect(waitDrawn.at(-1)).toBe(true);
  });

  it('without a code and without a login, asks to log in', async () => {
    renderApp({ path: '/comparacao-pdf' });
    expect(await screen.findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/home');
  });

  it('offers the latest life quote, previews it, saves it as quoted, and the reopened link shows it', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    services.comparison.write({ planIds: [101, 107], filter: PME_PE_FILTER });

    // no life quote chosen: nothing to include
    const withoutQuote = renderApp({ path: '/proposta/comparativo', services });
    await screen.findByRole('region', { name: 'Pré-visualização da proposta' });
    expect(screen.queryByRole('checkbox', { name: /Incluir seguro de vida/ })).not.toBeInTheDocument();
    withoutQuote.unmount();

    const quote = sampleLifeQuote({ withDailyCoverage: true });
    services.chosenLifeQuotes.save({ institution: 'porto_seguro', quotationId: 'q-1', quote, answers: {} });
    const editor = renderApp({ path: '/proposta/comparativo', services });
    const { user } = editor;
    const preview = await screen.findByRole('region', { name: 'Pré-visualização da proposta' });
    const include = screen.getByRole('checkbox', { name: /Incluir seguro de vida/ });
    expect(include).not.toBeChecked();
    expect(include.closest('label')).toHaveTextContent(`Porto Seguro, ${formatBRL(quote.monthlyPriceCents)} por mês · Cotação válida até 15/07/2026`);
    expect(within(preview).queryByRole('region', { name: 'Seguro de vida' })).not.toBeInTheDocument();

    await user.click(include);
    const life = within(preview).getByRole('region', { name: 'Seguro de vida' });
    expect(within(life).getByText('Porto Seguro · Porto Seguro Vida Individual · Cotação nº PSV-2026-000123')).toBeInTheDocument();
    expect(within(life).getByRole('row', { name: 'Morte (natural ou acidental) R$ 100.000,00' })).toBeInTheDocument();
    expect(within(life).getByRole('row', { name: 'Diária por internação hospitalar (DIH) R$ 150,00 por dia' })).toBeInTheDocument();
    expect(within(life).getByRole('row', { name: 'Assistência funeral (familiar) R$ 5.000,00' })).toBeInTheDocument();
    expect(within(life).getByText(`${formatBRL(quote.monthlyPriceCents)} por mês`)).toBeInTheDocument();
    expect(within(life).getByText('Cotação válida até 15/07/2026')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome do cliente'), 'Maria José da Conceição');
    await user.click(screen.getByRole('button', { name: 'Salvar proposta' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Link da proposta');
    const code = field.value.split('/').at(-1) ?? '';
    const loaded = await services.quotations.load(code);
    expect(loaded).toMatchObject({
      ok: true,
      value: { data: { lifeInsurance: true, lifeInsuranceInstitution: { id: 1, name: 'Porto Seguro' }, lifeQuote: { quoteNumber: 'PSV-2026-000123', monthlyPriceCents: quote.monthlyPriceCents } } },
    });

    // the quote changes afterwards: the saved proposal keeps the one it was saved with
    services.chosenLifeQuotes.clear('porto_seguro');
    editor.unmount();
    renderApp({ path: `/comparacao-pdf/${code}`, services });
    const shown = await screen.findByRole('region', { name: 'Seguro de vida' });
    expect(within(shown).getByRole('row', { name: 'Diária por internação hospitalar (DIH) R$ 150,00 por dia' })).toBeInTheDocument();
    expect(within(shown).getByText(`${formatBRL(quote.monthlyPriceCents)} por mês`)).toBeInTheDocument();
    expect(within(shown).getByText('Cotação válida até 15/07/2026')).toBeInTheDocument();
  });
});

describe('what real proposals carry', () => {
  it('lets the broker add a dental plan, recommend a plan, date and annotate the proposal; the preview reads like the PDF and the saved quotation keeps it', async () => {
    const { services } = createFakeServices();
    await signInDirectly(services, 'corretor');
    // An adhesion plan (Qualicorp's fees) and Hapvida's real individual plan in Recife (15 % off in the first 3 months).
    services.comparison.write({ planIds: [131, 203], filter: { ...PME_PE_FILTER, type: 'PF', isPme: false, counts: [1, 0, 0, 0, 2, 0, 0, 0, 0, 0] } });
    const { user } = renderApp({ path: '/proposta/comparativo', services });
    const preview = await screen.findByRole('region', { name: 'Pré-visualização da proposta' });

    await user.type(screen.getByLabelText('Nome do cliente'), 'Família Souza');
    await user.type(screen.getByLabelText('Telefone (WhatsApp)'), '(81) 99876-5432');
    await user.selectOptions(screen.getByLabelText('Plano recomendado'), screen.getByRole('option', { name: /Hapvida · Plano Individual Enfermaria/ }));
    await user.selectOptions(screen.getByLabelText(/^Odontológico — Amil/), screen.getByRole('option', { name: /^Amil Odonto — R\$ 24,90 por vida\/mês/ }));
    await user.type(screen.getByLabelText('Observações para o cliente'), 'Carências conforme contrato.');

    expect(within(preview).getByText('Proposta para: Família Souza')).toBeInTheDocument();
    expect(within(preview).getByText('Contato do cliente: (81) 99876-5432')).toBeInTheDocument();
    expect(within(preview).getByText(/^Proposta válida até \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(within(preview).getAllByTestId('proposal-plan')[1]).toHaveTextContent(/^Plano recomendado/);
    expect(within(preview).getByRole('row', { name: /Preço promocional/ })).toHaveTextContent(/nos 3 primeiros meses; depois R\$/);
    expect(within(preview).getByRole('row', { name: /Odontológico/ })).toHaveTextContent('Amil Odonto: 3 vidas × R$ 24,90 = R$ 74,70');
    expect(within(preview).getByRole('row', { name: /Taxa de adesão/ })).toHaveTextContent('3 vidas × R$ 150,00 = R$ 450,00');
    expect(within(preview).getByRole('row', { name: /Taxa administrativa mensal/ })).toHaveTextContent('3 vidas × R$ 12,90 = R$ 38,70');
    expect(within(preview).getByRole('row', { name: /^Carências/ })).toHaveTextContent('Parto a termo: 300 dias');
    expect(within(preview).queryByText(/regra\(s\)|item\(ns\)/)).toBeNull();
    expect(within(preview).getByRole('region', { name: 'Observações do corretor' })).toHaveTextContent('Carências conforme contrato.');

    await user.click(screen.getByRole('button', { name: 'Salvar proposta' }));
    const link = await screen.findByLabelText<HTMLInputElement>('Link da proposta');
    const code = link.value.split('/').pop() ?? '';
    const saved = await services.quotations.load(code);
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value.data.extras).toMatchObject({ clientPhone: '81998765432', recommendedPlanId: 203, notes: 'Carências conforme contrato.' });
    expect(saved.value.data.plans.find((plan) => plan.id === 131)?.dental).toMatchObject({ name: 'Amil Odonto', monthlyCentsPerLife: 2490 });
    expect(saved.value.data.plans.find((plan) => plan.id === 131)?.administradoraFees).toEqual({ adhesionCentsPerLife: 15000, monthlyCentsPerLife: 1290 });
    expect(saved.value.data.plans.find((plan) => plan.id === 203)?.priceTable.promotionalMonths).toBe(3);
  });
});
