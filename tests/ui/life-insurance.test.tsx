/**
 * /seguro-de-vida/porto_seguro on the fake services (the fake life service prices with the
 * domain engine), as a broker would use it: by role and label. A 35-year-old with death and
 * funeral gets the engine's monthly price to the cent; an insured over the age limit is stopped
 * at step 1 with the insurer's message; a blocked broker never reaches the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { LIFE_QUOTE_ERROR_MESSAGES } from '../../src/contract/life';
import { acceptanceRefusals, quoteLife } from '../../src/domain/life';
import { formatBRL } from '../../src/domain/quotation/money';
import { createAppContainer, resolveServices } from '../../src/infrastructure/di/container';
import { TOKENS } from '../../src/infrastructure/di/tokens';
import { createMemoryKeyValueStore } from '../../src/infrastructure/key-value-store';
import type { LifeQuotationResult } from '../../src/application/life/life-quote-gateway';
import type { Clock } from '../../src/application/shared/clock';
import { implantationFormToWire } from '../../src/contract/life-implantation';
import { sampleImplantationForm } from '../../src/contract/life-implantation.sample';
import { fixedClock, renderApp, signInDirectly } from './harness';

const PATH = '/seguro-de-vida/porto_seguro';
const DPS = { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false };

async function arrange(username = 'corretor', options: { resultDelayMs?: number | null } = {}) {
  const container = createAppContainer({
    mode: 'fake',
    apiUrl: 'http://localhost/api/',
    storage: createMemoryKeyValueStore(),
    sessionStorage: createMemoryKeyValueStore(),
    clock: fixedClock,
    fakeLatencyMs: 0,
    fakePaymentConfirmMs: null,
    fakeLifeResultDelayMs: options.resultDelayMs === undefined ? 0 : options.resultDelayMs,
  });
  const services = resolveServices(container, 'fake');
  await signInDirectly(services, username);
  const view = renderApp({ services, path: PATH });
  return { ...view, services, life: container.get(TOKENS.FakeLifeQuote) };
}

type View = Awaited<ReturnType<typeof arrange>>;

async function fillInsured({ user }: View, birthDate: string) {
  await screen.findByRole('heading', { level: 2, name: 'Seguradora e segurado' });
  await user.type(screen.getByLabelText('Data de nascimento'), birthDate);
  await user.selectOptions(screen.getByLabelText('Sexo'), 'Masculino');
  await user.type(screen.getByLabelText('Renda mensal (R$)'), '10.000,00');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

async function chooseDeathAndFuneral({ user }: View) {
  await screen.findByRole('heading', { level: 2, name: 'Coberturas e capitais' });
  await user.click(screen.getByRole('checkbox', { name: /Incluir assistência funeral familiar/ }));
  expect(screen.getByLabelText('Valor da assistência funeral')).toHaveDisplayValue('R$ 5.000');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

async function declareHealth({ user }: View) {
  await screen.findByRole('heading', { level: 2, name: 'Declaração de saúde' });
  for (const group of screen.getAllByRole('group').filter((element) => element.tagName === 'FIELDSET')) {
    await user.click(within(group).getByRole('radio', { name: 'Não' }));
  }
  await user.click(screen.getByRole('button', { name: 'Cotar seguro' }));
}

describe('life insurance quote (/seguro-de-vida/porto_seguro)', () => {
  it('quotes a 35-year-old with death and funeral: monthly price = yearly / 12 to the cent, then goes on with the chosen quote', async () => {
    const view = await arrange('corretor', { resultDelayMs: null });
    const { user } = view;
    await screen.findByRole('heading', { level: 2, name: 'Seguradora e segurado' });
    const insurers = screen.getByRole('radiogroup', { name: 'Seguradora' });
    expect(within(insurers).getByRole('radio', { name: /Porto Seguro/ })).toBeChecked();
    expect(within(insurers).getByRole('radio', { name: /Em breve/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Profissão' })).toHaveValue('252 — Profissionais de organização e administração de empresas e afins');
    expect(screen.getByRole('list', { name: 'Etapas da cotação' }).querySelector('[aria-current="step"]')).toHaveTextContent('1. Seguradora e segurado');

    await fillInsured(view, '15011991');
    await screen.findByRole('heading', { level: 2, name: 'Coberturas e capitais' });
    expect(screen.getByRole('checkbox', { name: /Morte \(natural ou acidental\)/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Morte \(natural ou acidental\)/ })).toBeDisabled();
    expect(screen.getByLabelText('Capital de morte (R$)')).toHaveValue('100.000,00');
    expect(screen.queryByLabelText('Valor da assistência funeral')).not.toBeInTheDocument();
    await chooseDeathAndFuneral(view);
    await declareHealth(view);

    expect(await screen.findByText('Gerando produtos...')).toBeInTheDocument();
    await act(async () => view.life.releaseResults());

    const card = (await screen.findByRole('heading', { level: 3, name: 'Porto Seguro Vida Individual' })).closest('article')!;
    const engine = quoteLife(
      {
        memberId: 'x',
        birthDate: '1991-01-15',
        sex: 'M',
        professionCode: '252',
        professionTitle: 'x',
        monthlyIncomeCents: 10_000_00,
        smoker: false,
        capitals: { MORTE: 100_000_00, ASSISTENCIA_FUNERAL: 5_000_00 },
        dps: DPS,
      },
      { today: '2026-07-10', quoteNumber: 'x' },
    );
    if (engine.kind !== 'quoted') throw new Error('the engine should quote this case');
    expect(engine.quote.monthlyPriceCents).toBe(Math.round(engine.quote.yearlyPremiumCents / 12));
    const quote = within(card as HTMLElement);
    expect(quote.getByText(formatBRL(engine.quote.monthlyPriceCents))).toBeInTheDocument();
    expect(quote.getByText(/^Preço mensal/)).toBeInTheDocument();
    const coverages = within(quote.getByRole('list', { name: 'Coberturas' })).getAllByRole('listitem');
    expect(coverages.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Morte (natural ou acidental)'),
      expect.stringContaining('Assistência funeral (familiar)'),
    ]);
    expect(coverages[0]).toHaveTextContent('Capital: R$ 100.000,00');
    expect(quote.getByText('até 09/08/2026 (30 dias)')).toBeInTheDocument();
    expect(quote.getByText('Valores ilustrativos')).toBeInTheDocument();
    expect(quote.getByText(/IBGE/)).toBeInTheDocument();

    await user.click(quote.getByRole('button', { name: 'Escolher esta cotação' }));
    await waitFor(() => expect(view.currentPath()).toBe('/seguro-de-vida/finalizacao/porto_seguro'));
    expect(view.services.chosenLifeQuotes.read('porto_seguro')?.quote.monthlyPriceCents).toBe(engine.quote.monthlyPriceCents);
  });

  it("stops an insured over the age limit at step 1, with the insurer's message on the birth date, before any quotation", async () => {
    const view = await arrange();
    await fillInsured(view, '01011951');

    const [refusal] = acceptanceRefusals({ age: 75, monthlyIncomeCents: 10_000_00, capitals: { MORTE: 100_000_00 }, dps: DPS });
    const birthDate = screen.getByLabelText('Data de nascimento');
    expect(birthDate).toHaveAccessibleDescription(expect.stringContaining(refusal!.representativeMessage));
    expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('list', { name: 'Etapas da cotação' }).querySelector('[aria-current="step"]')).toHaveTextContent('1. Seguradora e segurado');
    expect(view.life.calls).not.toContain('requestQuotation');

    await view.user.clear(birthDate);
    await view.user.type(birthDate, '01011961');
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 2, name: 'Coberturas e capitais' });
  });

  it("stops a coverage the insured's age does not admit at step 2, with the insurer's message on the coverage", async () => {
    const view = await arrange();
    await fillInsured(view, '01011963');
    await screen.findByRole('heading', { level: 2, name: 'Coberturas e capitais' });
    await view.user.click(screen.getByRole('checkbox', { name: /Incluir doenças graves/ }));
    await view.user.type(screen.getByLabelText('Capital de doenças graves (R$)'), '50.000,00');
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));

    const coverage = screen.getByRole('checkbox', { name: /Incluir doenças graves/ });
    expect(coverage).toHaveAccessibleDescription(expect.stringMatching(/^Doenças graves: contratação até 60 anos completos \(o segurado tem 6\d anos\)\.$/));
    expect(screen.getByRole('heading', { level: 2, name: 'Coberturas e capitais' })).toBeInTheDocument();
  });

  it('shows "Nenhum orçamento disponível" back at step 1 when the service finds no quote', async () => {
    const view = await arrange();
    view.life.answerNextQuotationWith((ids) => ({ type: 'quotation_result', quotation_id: ids.quotationId, member_id: ids.memberId, company: ids.company, status: 'quoted', quotes: [] }));
    await fillInsured(view, '15011991');
    await chooseDeathAndFuneral(view);
    await declareHealth(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(LIFE_QUOTE_ERROR_MESSAGES.noQuotes);
  });

  it('says what is missing before moving on', async () => {
    const { user } = await arrange();
    await screen.findByRole('heading', { level: 2, name: 'Seguradora e segurado' });
    await user.type(screen.getByLabelText('Data de nascimento'), '3102');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByLabelText('Data de nascimento')).toHaveAccessibleDescription(/Data inválida: use DD\/MM\/AAAA\./);
    expect(screen.getByLabelText('Sexo')).toHaveAccessibleDescription('Este campo é obrigatório.');
    expect(screen.getByLabelText('Renda mensal (R$)')).toHaveAccessibleDescription(/Este campo é obrigatório\./);
    expect(screen.getByRole('heading', { level: 2, name: 'Seguradora e segurado' })).toBeInTheDocument();
  });

  it('finds the occupation by name or by code', async () => {
    const { user } = await arrange();
    const occupation = await screen.findByRole('combobox', { name: 'Profissão' });
    await user.clear(occupation);
    await user.type(occupation, 'informatica');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['212Profissionais da informática', '317Técnicos em informática']);
    await user.click(options[1]!);
    expect(occupation).toHaveValue('317 — Técnicos em informática');

    await user.clear(occupation);
    await user.type(occupation, '715');
    await user.keyboard('{Enter}');
    expect(occupation).toHaveValue('715 — Trabalhadores da construção civil e obras públicas');
    expect(screen.getByRole('heading', { level: 2, name: 'Seguradora e segurado' })).toBeInTheDocument();
  });

  it('does not open for a blocked broker: the payment gate sends him to /assinatura', async () => {
    const view = await arrange('bloqueado');
    await waitFor(() => expect(view.currentPath()).toBe('/assinatura'));
    expect(screen.queryByRole('heading', { name: 'Seguradora e segurado' })).not.toBeInTheDocument();
    expect(view.life.calls).toEqual([]);
  });
});

describe('finalization (/seguro-de-vida/finalizacao/porto_seguro)', () => {
  const ANSWERS = {
    DATA_NASCIMENTO: '1991-01-15',
    SEXO: 'M',
    PROFISSAO: '252',
    RENDA_MENSAL_CENTS: 10_000_00,
    FUMANTE: false,
    CAPITAL_MORTE_CENTS: 100_000_00,
    ASSISTENCIA_FUNERAL: true,
    CAPITAL_ASSISTENCIA_FUNERAL_CENTS: 5_000_00,
    ...DPS,
  };

  /** Fake services with corretor signed in and a priced quote of `answers` chosen for the finalization. */
  async function chosenQuote(clock: Clock = fixedClock, answers: Record<string, string | number | boolean> = ANSWERS) {
    const container = createAppContainer({
      mode: 'fake',
      apiUrl: 'http://localhost/api/',
      storage: createMemoryKeyValueStore(),
      sessionStorage: createMemoryKeyValueStore(),
      clock,
      fakeLatencyMs: 0,
      fakePaymentConfirmMs: null,
      fakeLifeResultDelayMs: 0,
    });
    const services = resolveServices(container, 'fake');
    await signInDirectly(services, 'corretor');
    const accepted = await services.lifeQuote.requestQuotation('porto_seguro', { memberId: 'm-1', answers });
    if (!accepted.ok) throw new Error('refused');
    const result = await new Promise<LifeQuotationResult>((resolve) => {
      const stop = services.lifeQuote.subscribeResults('porto_seguro', (event) => {
        if (event.kind === 'result') {
          stop();
          resolve(event.result);
        }
      });
    });
    if (result.kind !== 'quoted') throw new Error('not quoted');
    services.chosenLifeQuotes.save({ institution: 'porto_seguro', quotationId: result.quotationId, quote: result.quotes[0]!, answers });
    return { services, quotationId: result.quotationId, quote: result.quotes[0]! };
  }

  async function arrangeFinalization() {
    const { services, quote } = await chosenQuote();
    const view = renderApp({ services, path: '/seguro-de-vida/finalizacao/porto_seguro' });
    await screen.findByRole('heading', { level: 2, name: /Dados da proposta/ });
    return { ...view, services, quote };
  }

  it('shows the chosen quote, the fixed payment of spec point 9 and the birth date from the quote', async () => {
    const { quote } = await arrangeFinalization();
    expect(screen.getAllByText(formatBRL(quote.monthlyPriceCents)).length).toBeGreaterThan(0);
    expect(screen.getByText('Débito em conta')).toBeInTheDocument();
    expect(screen.getByText('a cada 30 dias')).toBeInTheDocument();
    expect(screen.getByLabelText('Data de nascimento do segurado')).toHaveValue('15/01/1991');
    expect(screen.getByLabelText('Data de nascimento do segurado')).toHaveAttribute('readonly');
  });

  it("asks for the related person only with PEP 'RelacionamentoProximo', and shows bad CPF, CEP and e-mail at the field", async () => {
    const { user } = await arrangeFinalization();
    expect(screen.queryByLabelText('CPF da pessoa relacionada')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Situação'), 'RelacionamentoProximo');
    expect(screen.getByLabelText('CPF da pessoa relacionada')).toBeInTheDocument();
    await user.type(screen.getByLabelText('CPF do segurado'), '52998224724');
    expect(screen.getByLabelText('CPF do segurado')).toHaveValue('529.982.247-24');
    await user.type(screen.getByLabelText('CEP'), '0131010');
    await user.type(screen.getByLabelText('E-mail'), 'joao@');
    await user.click(screen.getByRole('button', { name: 'Enviar proposta e gerar link' }));
    expect(await screen.findByText('CPF inválido.')).toBeInTheDocument();
    expect(screen.getByText('CEP inválido. Use o formato 00000-000.')).toBeInTheDocument();
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome da pessoa relacionada')).toHaveAccessibleDescription(/Este campo é obrigatório/);
  });

  it('a filled form goes to step 3 with the link, to copy or to send by WhatsApp', async () => {
    const { user, services } = await arrangeFinalization();
    const type = async (label: string, text: string) => user.type(screen.getByLabelText(label), text);
    await type('Nome completo', 'João da Silva');
    await type('CPF do segurado', '52998224725');
    await user.selectOptions(screen.getByLabelText('Estado civil'), 'casado');
    await type('Documento de identidade (RG)', '123456789');
    await type('Órgão emissor', 'SSP/SP');
    await type('Data de emissão', '10022010');
    await type('E-mail', 'joao@example.com');
    await type('Telefone', '11987654321');
    await type('CEP', '01310100');
    await type('Logradouro', 'Avenida Paulista');
    await type('Número', '1000');
    await type('Bairro', 'Bela Vista');
    await type('Cidade', 'São Paulo');
    await user.selectOptions(screen.getByLabelText('UF'), 'SP');
    await type('Empresa onde trabalha', 'Empresa Ltda');
    await type('Ramo de atividade', 'Comércio');
    // The broker's own data comes from his profile, the country defaults to Brasil: nothing to retype.
    expect(screen.getByLabelText('Corretora')).not.toHaveValue('');
    expect(screen.getByLabelText('País de residência')).toHaveDisplayValue('Brasil');
    await type('Nome do beneficiário 1', 'Maria da Silva');
    await type('Data de nascimento do beneficiário 1', '02031992');
    await type('CPF do beneficiário 1', '11144477735');
    await user.selectOptions(screen.getByLabelText('Banco'), '341');
    await type('Agência', '0123');
    await type('Conta com dígito', '123456');
    await user.click(screen.getByRole('button', { name: 'Enviar proposta e gerar link' }));
    await screen.findByRole('heading', { level: 2, name: /Link para o cliente/ });
    expect(screen.getByText('Formulário enviado com sucesso!')).toBeInTheDocument();
    const link = screen.getByLabelText('Link da proposta').textContent ?? '';
    expect(link).toContain('/seguro-de-vida/proposta/');
    const whatsapp = screen.getByRole('link', { name: 'Enviar pelo WhatsApp' });
    // Straight to the client's chat: 55 + the phone typed on the proposal.
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(link);
    const token = link.split('/').pop() ?? '';
    const shared = await services.lifeQuote.sharedProposal('porto_seguro', token);
    expect(shared.ok && shared.value.summary.name).toBe('João da Silva');
  });

  it("the client's page shows the summary, then after the proof the holder with the CPF masked, the shares, the account's last digits and the fixed payment", async () => {
    // The sample proposal's insured (born 1991-01-01), 35 on 2026-07-10, its link made by the broker.
    const { services, quotationId, quote } = await chosenQuote({ now: () => new Date('2026-07-10T12:00:00Z') }, { ...ANSWERS, DATA_NASCIMENTO: '1991-01-01' });
    const values = { ...sampleImplantationForm(), age: 35 };
    const link = await services.lifeQuote.generateLink('porto_seguro', '0b7e2c1a-3d4f-4a5b-9c6d-7e8f9a0b1c2d', { proposal: implantationFormToWire(values), find_proposal: { quotation_id: quotationId, quote_number: quote.details.quoteNumber } });
    if (!link.ok) throw new Error(link.error.message);
    const token = link.value.url.split('/').pop() ?? '';
    await services.auth.logout();
    const { user } = renderApp({ services, path: `/seguro-de-vida/proposta/${token}` });

    expect(await screen.findByText('Proposta de João da Silva · enviada em 10/07/2026 · link válido até 17/07/2026')).toBeInTheDocument();
    const coverages = within(screen.getByRole('list', { name: 'Coberturas' })).getAllByRole('listitem');
    expect(coverages.map((item) => item.textContent)).toEqual([expect.stringContaining('Capital: R$ 100.000,00'), expect.stringContaining('Capital: R$ 5.000,00')]);
    expect(screen.getByText(`Cotação nº ${quote.details.quoteNumber}`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Maria da Silva')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Data de nascimento'), '01/01/1991');
    await user.type(screen.getByLabelText('4 últimos dígitos do CPF'), '4725');
    await user.click(screen.getByRole('button', { name: 'Ver proposta completa' }));

    expect(await screen.findByText('***.982.247-**')).toBeInTheDocument();
    const shares = within(screen.getByRole('list', { name: 'Beneficiários' })).getAllByRole('listitem');
    expect(shares.map((item) => item.textContent)).toEqual(['Maria da Silva60%', 'Pedro da Silva40%']);
    expect(screen.getByText('Débito em conta · 3 parcelas · a cada 30 dias · código da empresa 1')).toBeInTheDocument();
    expect(screen.getByText('Banco 341 — ITAÚ UNIBANCO S.A. · conta com final 56')).toBeInTheDocument();
  });

  it("step 3 shows the broker when the client opened the link and whether he proved who he is; 'Renovar link' opens an expired link for 7 more days", async () => {
    let now = new Date('2026-07-10T12:00:00Z').getTime();
    const advance = (seconds: number) => (now += seconds * 1000);
    // The sample proposal's insured (born 1991-01-01), its link made, as after 'Enviar proposta e gerar link' and a reload.
    const { services, quotationId, quote } = await chosenQuote({ now: () => new Date(now) }, { ...ANSWERS, DATA_NASCIMENTO: '1991-01-01' });
    const implantationId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const values = { ...sampleImplantationForm(), age: 35 }; // on 2026-07-10
    const link = await services.lifeQuote.generateLink('porto_seguro', implantationId, { proposal: implantationFormToWire(values), find_proposal: { quotation_id: quotationId, quote_number: quote.details.quoteNumber } });
    if (!link.ok) throw new Error(link.error.message);
    services.chosenLifeQuotes.saveDraft('porto_seguro', { implantationId, quotationId, values, link: link.value });
    const { user } = renderApp({ services, path: '/seguro-de-vida/finalizacao/porto_seguro' });
    await screen.findByRole('heading', { level: 2, name: /Link para o cliente/ });
    expect(await screen.findByText('O cliente ainda não abriu o link.')).toBeInTheDocument();
    expect(screen.getByText(/até 17\/07\/2026/)).toBeInTheDocument();

    // The client opens the page, then types a wrong birth date.
    const token = link.value.url.split('/').pop() ?? '';
    expect((await services.lifeQuote.sharedProposal('porto_seguro', token)).ok).toBe(true);
    advance(60);
    expect((await services.lifeQuote.proveSharedProposal('porto_seguro', token, { birth_date: '1991-01-02', cpf_end: '4725' })).ok).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    const list = await screen.findByRole('list', { name: 'Aberturas do link pelo cliente' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '10/07/2026 às 09:01 — Errou a identificação (data de nascimento ou CPF)',
      '10/07/2026 às 09:00 — Abriu o resumo da proposta',
    ]);

    advance(8 * 86_400);
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Este link expirou em 17/07/2026 às 09:00. Renove o link para o cliente abrir a proposta.')).toBeInTheDocument();
    expect((await services.lifeQuote.sharedProposal('porto_seguro', token)).ok).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Renovar link' }));
    expect(await screen.findByText('Link renovado: vale por mais 7 dias.')).toBeInTheDocument();
    expect(screen.getByText(/até 25\/07\/2026/)).toBeInTheDocument();
    expect(screen.queryByText(/Este link expirou/)).not.toBeInTheDocument();
    expect((await services.lifeQuote.sharedProposal('porto_seguro', token)).ok).toBe(true);
  });
});
