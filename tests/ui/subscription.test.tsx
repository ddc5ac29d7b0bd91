/**
 * Subscription and payment screens on the fake back end (sandbox cards of payments.wire.ts):
 * /comecar, /assinatura(/gerenciamento), /plano-e-assinaturas (+ -old, management,
 * cancellation), /registro-e-assinatura, the expiration alert (spec point 4) and the
 * superuser's payment report. Queried by role and label, as a person would look.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES } from '../../src/domain/subscription/card';
import { FAKE_DECLINED_MESSAGE } from '../../src/infrastructure/fake/subscriptions.fake';
import { createFakeServices, renderApp, signInDirectly } from './harness';

const TODAY = '2026-07-10'; // fixedClock of the harness, in Brasília

async function openAs(username: string, path: string) {
  const fake = createFakeServices();
  await signInDirectly(fake.services, username);
  const view = renderApp({ services: fake.services, path });
  return { ...fake, ...view };
}

type UserApi = Awaited<ReturnType<typeof openAs>>['user'];

async function chooseProduct(user: UserApi, name: RegExp) {
  await user.click(await screen.findByRole('radio', { name }));
  await user.click(screen.getByRole('button', { name: /Continuar/ }));
  await screen.findByRole('form', { name: 'Pagamento' });
}

async function typeCard(user: UserApi, number: string, { holder = 'Natália S Costa', expiry = '1230', cvv = '123' } = {}) {
  await user.type(screen.getByLabelText('Número do cartão'), number);
  await user.type(screen.getByLabelText('Nome impresso no cartão'), holder);
  await user.type(screen.getByLabelText('Validade'), expiry);
  await user.type(screen.getByLabelText('CVV'), cvv);
}

describe('/comecar (FR without a plan)', () => {
  it('lists the products with monthly prices and users', async () => {
    await openAs('novo', '/comecar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escolha um plano para começar' })).toBeInTheDocument();
    const products = await screen.findAllByRole('radio');
    expect(products).toHaveLength(4);
    const equipe3 = screen.getByRole('radio', { name: /Equipe 3/ }).closest('label') as HTMLElement;
    expect(within(equipe3).getByText('R$ 219,90')).toBeInTheDocument();
    expect(within(equipe3).getByText('/mês')).toBeInTheDocument();
    expect(within(equipe3).getByText('Até 3 usuários')).toBeInTheDocument();
  });

  it('checks the card in Portuguese, then the approving card lands on the dashboard with the session refreshed', async () => {
    const { user, currentPath, auth } = await openAs('novo', '/comecar');
    await chooseProduct(user, /Equipe 3/);
    expect(screen.getByText('Equipe 3 · R$ 219,90/mês')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 219,90' }));
    expect(screen.getByLabelText('Número do cartão')).toHaveAccessibleDescription(CARD_MESSAGES.numberRequired);
    expect(screen.getByLabelText('Validade')).toHaveAccessibleDescription(CARD_MESSAGES.expiryRequired);
    await waitFor(() => expect(screen.getByLabelText('Número do cartão')).toHaveFocus());

    await typeCard(user, '4242424242424242', { expiry: '0225' });
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Validade')).toHaveValue('02/25');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 219,90' }));
    expect(screen.getByLabelText('Validade')).toHaveAccessibleDescription(CARD_MESSAGES.expiryPast);

    await user.clear(screen.getByLabelText('Validade'));
    await user.type(screen.getByLabelText('Validade'), '1230');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 219,90' }));
    expect(await screen.findByRole('heading', { name: /Olá, Natália/ })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    // The alert is raised with the navigation; on a busy machine the dashboard may draw first.
    expect(await screen.findByText('Pagamento aprovado! Sua assinatura está ativa.')).toBeInTheDocument();
    expect(auth.users.find((u) => u.username === 'novo')).toMatchObject({ payment: 'OP', planId: 2 });
  });

  it('shows a declined card right there, and nothing changes', async () => {
    const { user, currentPath, auth } = await openAs('novo', '/comecar');
    await chooseProduct(user, /Individual/);
    await typeCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 89,90' }));
    const alert = await screen.findByText(FAKE_DECLINED_MESSAGE);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Pagamento não aprovado.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Nenhuma cobrança foi feita.');
    expect(currentPath()).toBe('/comecar');
    expect(auth.users.find((u) => u.username === 'novo')).toMatchObject({ payment: 'FR', planId: null });
    // The form is still there to try another card.
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4000 0000 0000 0002');
  });

  it('PIX shows the copia-e-cola code, waits, and lets the user in once confirmed', async () => {
    const { user, subscriptions, currentPath } = await openAs('novo', '/comecar');
    await chooseProduct(user, /Individual/);
    await user.click(screen.getByRole('radio', { name: 'PIX' }));
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar código PIX' }));
    expect(await screen.findByRole('heading', { name: 'Pague com PIX para liberar o acesso' })).toBeInTheDocument();
    expect(screen.getByText(/BR\.GOV\.BCB\.PIX/)).toBeInTheDocument();
    expect(screen.getByText('Aguardando a confirmação do pagamento…')).toBeInTheDocument();
    subscriptions.settlePending();
    expect(await screen.findByRole('heading', { name: /Olá, Natália/ })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });
});

describe('/assinatura and /assinatura/gerenciamento (BL)', () => {
  it('says why access is blocked and links to the management page', async () => {
    await openAs('bloqueado', '/assinatura');
    expect(await screen.findByText('Pagamento não aprovado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gerenciar assinatura' })).toHaveAttribute('href', '/assinatura/gerenciamento');
  });

  it('tells an active user opening /assinatura that the access is active, not blocked', async () => {
    await openAs('corretor', '/assinatura');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seu acesso está liberado' })).toBeInTheDocument();
    expect(screen.queryByText('Seu acesso está bloqueado')).not.toBeInTheDocument();
    expect(screen.getByText(/Sua assinatura está em dia: o acesso vai até \d{2}\/\d{2}\/\d{4}\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute('href', '/');
  });

  it("says 'Assinatura encerrada em DD/MM/AAAA' for an expired subscription", async () => {
    const fake = createFakeServices();
    const bloqueado = fake.auth.users.find((u) => u.username === 'bloqueado')!;
    bloqueado.subscription = { status: 'expired', totalUsers: 1 };
    await signInDirectly(fake.services, 'bloqueado');
    renderApp({ services: fake.services, path: '/assinatura' });
    expect(await screen.findByText('Assinatura encerrada em 30/06/2026')).toBeInTheDocument();
  });

  it('pays the current product and regains access', async () => {
    const { user, currentPath } = await openAs('bloqueado', '/assinatura/gerenciamento');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerenciar assinatura' })).toBeInTheDocument();
    expect(await screen.findByText('Individual · R$ 89,90/mês')).toBeInTheDocument();
    await typeCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 89,90' }));
    expect(await screen.findByRole('heading', { name: /Olá, Bruno/ })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('can change the product before paying', async () => {
    const { user } = await openAs('bloqueado', '/assinatura/gerenciamento');
    await screen.findByText('Individual · R$ 89,90/mês');
    await user.click(screen.getByRole('button', { name: 'Trocar plano' }));
    const current = (await screen.findByRole('radio', { name: /Individual/ })).closest('label') as HTMLElement;
    expect(within(current).getByText('Plano atual')).toBeInTheDocument();
    await chooseProduct(user, /Equipe 5/);
    expect(screen.getByRole('button', { name: 'Pagar R$ 329,90' })).toBeInTheDocument();
  });
});

describe('/plano-e-assinaturas', () => {
  it('shows product, status, next charge, card and the payment history', async () => {
    await openAs('corretor', '/plano-e-assinaturas');
    const summary = await screen.findByRole('region', { name: 'Assinatura' });
    expect(await within(summary).findByText('Equipe 5')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 329,90/mês')).toBeInTheDocument();
    expect(within(summary).getByText('Próxima cobrança')).toBeInTheDocument();
    expect(within(summary).getByText('09/08/2026')).toBeInTheDocument();
    expect(within(summary).getByText('Visa final 4242')).toBeInTheDocument();
    expect(within(summary).getByText('2 em uso')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Histórico de pagamentos' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('10/07/2026');
    expect(rows[0]).toHaveTextContent('Renovação');
    expect(rows[0]).toHaveTextContent('R$ 329,90');
    expect(rows[0]).toHaveTextContent('Aprovado');
    expect(rows[2]).toHaveTextContent('Assinatura');
    expect(within(summary).getByRole('link', { name: 'Mudar de plano' })).toHaveAttribute('href', '/plano-e-assinaturas/gerenciamento');
    expect(within(summary).getByRole('link', { name: 'Cancelar assinatura' })).toHaveAttribute(
      'href',
      '/plano-e-assinaturas/gerenciamento/confirmar-cancelamento',
    );
    // The team section is still there.
    expect(screen.getByRole('heading', { name: 'Equipe' })).toBeInTheDocument();
  });

  it("says 'Erro ao carregar informações do plano! Por favor, tente novamente.' when the plan cannot be read", async () => {
    const fake = createFakeServices();
    await signInDirectly(fake.services, 'corretor');
    fake.subscriptions.failNextWith({ kind: 'unavailable', message: 'x' });
    renderApp({ services: fake.services, path: '/plano-e-assinaturas' });
    expect(await screen.findByText('Erro ao carregar informações do plano! Por favor, tente novamente.')).toBeInTheDocument();
  });

  it('the older page shows the same information read-only', async () => {
    await openAs('corretor', '/plano-e-assinaturas-old');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plano e Assinaturas' })).toBeInTheDocument();
    expect(await screen.findByText('R$ 329,90/mês')).toBeInTheDocument();
    expect(screen.getByText('Vencimento')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'versão atual' })).toHaveAttribute('href', '/plano-e-assinaturas');
    expect(within(screen.getByRole('region', { name: 'Pagamentos' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /Confirmar/ })).not.toBeInTheDocument();
  });
});

describe('/plano-e-assinaturas/gerenciamento (change of product)', () => {
  it('previews the prorated upgrade, charges it and changes the product at once', async () => {
    const { user } = await openAs('corretor', '/plano-e-assinaturas/gerenciamento');
    // Equipe 5 → Equipe 10 on the first day of a 31-day period: the whole difference (R$ 270,00).
    await user.click(await screen.findByRole('radio', { name: /Equipe 10/ }));
    expect(screen.getByText('R$ 270,00')).toBeInTheDocument();
    expect(screen.getByText(/31 dias que faltam do período atual \(até 09\/08\/2026\), no cartão Visa final 4242/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar e pagar R$ 270,00' }));
    expect(await screen.findByText('Plano alterado para Equipe 10!')).toBeInTheDocument();
    const current = (await screen.findByRole('radio', { name: /Equipe 10/ })).closest('label') as HTMLElement;
    await waitFor(() => expect(within(current).getByText('Plano atual')).toBeInTheDocument());
  });

  it('schedules a downgrade for the next period and disables products with too few seats', async () => {
    const { user } = await openAs('corretor', '/plano-e-assinaturas/gerenciamento');
    const individual = await screen.findByRole('radio', { name: /Individual/ });
    expect(individual).toBeDisabled();
    expect(within(individual.closest('label') as HTMLElement).getByText('Sua conta tem 2 usuários.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Equipe 3/ }));
    expect(screen.getByText('10/08/2026')).toBeInTheDocument();
    expect(screen.getByText(/Nenhuma cobrança agora/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agendar mudança' }));
    expect(await screen.findByText('Mudança para Equipe 3 agendada para 10/08/2026.')).toBeInTheDocument();
    const scheduled = (await screen.findByRole('radio', { name: /Equipe 3/ })).closest('label') as HTMLElement;
    await waitFor(() => expect(within(scheduled).getByText('Próximo período')).toBeInTheDocument());
  });

  it('undoes a scheduled change', async () => {
    const fake = createFakeServices();
    await signInDirectly(fake.services, 'corretor');
    await fake.subscriptions.gateway.changeProduct(2);
    const { user } = renderApp({ services: fake.services, path: '/plano-e-assinaturas/gerenciamento' });
    expect(await screen.findByText(/Mudança para o Equipe 3 agendada para 10\/08\/2026/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Desfazer mudança' }));
    expect(await screen.findByText('Mudança desfeita: você continua com o Equipe 5.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Desfazer mudança' })).not.toBeInTheDocument());
  });

  it('shows a declined upgrade where the admin confirmed it', async () => {
    const { user, subscriptions } = await openAs('corretor', '/plano-e-assinaturas/gerenciamento');
    await user.click(await screen.findByRole('radio', { name: /Equipe 10/ }));
    subscriptions.failNextWith({ kind: 'declined', message: 'Cartão recusado.' });
    await user.click(screen.getByRole('button', { name: 'Confirmar e pagar R$ 270,00' }));
    expect(await screen.findByText('Cartão recusado.')).toBeInTheDocument();
    expect(screen.getByText('Pagamento não aprovado.')).toBeInTheDocument();
  });

  it('lets an FR user without a subscription subscribe there (the right drawer target)', async () => {
    const { user, currentPath } = await openAs('novo', '/plano-e-assinaturas/gerenciamento');
    await chooseProduct(user, /Individual/);
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 89,90' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plano e Assinaturas' })).toBeInTheDocument();
    expect(currentPath()).toBe('/plano-e-assinaturas');
  });

  it('tells a user without the admin role to ask the admin', async () => {
    const fake = createFakeServices();
    await signInDirectly(fake.services, 'gestor');
    renderApp({ services: fake.services, path: '/plano-e-assinaturas/gerenciamento' });
    expect(await screen.findByText(/Somente o administrador da conta/)).toBeInTheDocument();
  });
});

describe('cancellation', () => {
  it('states the day access ends, cancels at period end and shows it; then reactivates', async () => {
    const { user } = await openAs('corretor', '/plano-e-assinaturas/gerenciamento/confirmar-cancelamento');
    expect(await screen.findByRole('heading', { name: /Tem certeza de que quer cancelar o plano Equipe 5/ })).toBeInTheDocument();
    expect(screen.getByText('09/08/2026')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Conte por que está cancelando (opcional)'), 'Vou pausar as vendas');
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByRole('heading', { name: 'Assinatura cancelada' })).toBeInTheDocument();
    expect(screen.getByText('Seu acesso termina em 09/08/2026.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Voltar para Plano e Assinaturas' }));
    const summary = await screen.findByRole('region', { name: 'Assinatura' });
    expect(await within(summary).findByText('Cancelada')).toBeInTheDocument();
    // The status comes with the session, the end date with the plan's details (asked apart).
    expect(await within(summary).findByText(/Seu acesso termina em 09\/08\/2026\./)).toBeInTheDocument();

    await user.click(within(summary).getByRole('link', { name: 'Reativar assinatura' }));
    await user.click(await screen.findByRole('button', { name: 'Reativar assinatura' }));
    expect(await screen.findByText('Assinatura reativada! A renovação automática voltou a valer.')).toBeInTheDocument();
  });
});

describe('expiration alert (spec point 4)', () => {
  it("shows 'restam apenas 3 dias de acesso' to the principal, once a day", async () => {
    const fake = createFakeServices();
    await signInDirectly(fake.services, 'expirando');
    const first = renderApp({ services: fake.services, path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Sua assinatura está acabando' });
    expect(within(dialog).getByText('restam apenas 3 dias de acesso')).toBeInTheDocument();
    expect(within(dialog).getByText(/Seu acesso vai até 13\/07\/2026/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Gerenciar assinatura' })).toHaveAttribute('href', '/plano-e-assinaturas/gerenciamento');
    await first.user.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.services.expirationSkip.read(6)).toBe(TODAY);

    // A reload the same day: not again.
    first.unmount();
    renderApp({ services: fake.services, path: '/' });
    await screen.findByRole('heading', { name: /Olá, Elisa/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown to a related (non-principal) user nor outside the window', async () => {
    const fake = createFakeServices();
    const gestor = fake.auth.users.find((u) => u.username === 'gestor')!;
    gestor.paymentExpiresAt = '2026-07-12';
    await signInDirectly(fake.services, 'gestor');
    renderApp({ services: fake.services, path: '/' });
    await screen.findByRole('heading', { name: /Olá, Gustavo/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the first-login modals, then says the singular form', async () => {
    const fake = createFakeServices();
    const primeiro = fake.auth.users.find((u) => u.username === 'primeiro')!;
    primeiro.paymentExpiresAt = '2026-07-11';
    await signInDirectly(fake.services, 'primeiro');
    // Every dialog that ever opens, in order: the expiration alert must not open first (for a
    // moment, while the welcome's code loads) and then sit under the welcome.
    const opened: string[] = [];
    const observer = new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role="dialog"]')) {
        const title = dialog.querySelector('h2')?.textContent ?? '';
        if (opened.at(-1) !== title) opened.push(title);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const { user } = renderApp({ services: fake.services, path: '/' });
    await screen.findByRole('dialog', { name: /Boas-vindas ao Cotador/ });
    expect(screen.queryByText('resta apenas 1 dia de acesso')).not.toBeInTheDocument();
    expect(opened).toEqual([expect.stringMatching(/^Boas-vindas ao Cotador/)]);
    observer.disconnect();
    await user.click(screen.getByRole('button', { name: 'Continuar sem' }));
    await user.click(await screen.findByRole('button', { name: 'Pular tutorial' }));
    expect(await screen.findByText('resta apenas 1 dia de acesso')).toBeInTheDocument();
  });
});

describe('/registro-e-assinatura', () => {
  it('registers and subscribes in one go, then asks to confirm the e-mail', async () => {
    const { user, auth } = renderApp({ path: '/registro-e-assinatura' });
    await chooseProduct(user, /Equipe 3/);
    await user.click(screen.getByRole('button', { name: 'Criar conta e pagar R$ 219,90' }));
    expect(screen.getByLabelText('Nome completo')).toHaveAccessibleDescription('Informe o nome.');

    await user.type(screen.getByLabelText('Nome completo'), 'Marina Teixeira Duarte');
    await user.type(screen.getByLabelText('Usuário'), 'corretor');
    await user.type(screen.getByLabelText('E-mail'), 'marina@example.com');
    await user.type(screen.getByLabelText('Telefone (com DDD)'), '11987654321');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.type(screen.getByLabelText('Senha'), 'Cotacao#2026');
    await user.type(screen.getByLabelText('Confirme a senha'), 'Cotacao#2026');
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Criar conta e pagar R$ 219,90' }));
    await waitFor(() => expect(screen.getByLabelText('Usuário')).toHaveAccessibleDescription(/Já existe um usuário com este nome de usuário\./));

    await user.clear(screen.getByLabelText('Usuário'));
    await user.type(screen.getByLabelText('Usuário'), 'marina');
    await user.click(screen.getByRole('button', { name: 'Criar conta e pagar R$ 219,90' }));
    expect(await screen.findByRole('heading', { name: 'Confirme seu e-mail para entrar' })).toBeInTheDocument();
    expect(screen.getByText('Pagamento aprovado! Sua assinatura já está ativa.')).toBeInTheDocument();
    expect(auth.users.find((u) => u.username === 'marina')).toMatchObject({ payment: 'OP', planId: 2 });
    expect(auth.inactive.has('marina')).toBe(true);
    // Fake mode: the confirmation mail is in the demo mailbox.
    expect(await screen.findByText('Confirme seu e-mail no Cotador')).toBeInTheDocument();
  });
});

describe('/admin/relatorio-de-pagamento (superuser)', () => {
  it('shows totals and rows of the current month, filters, and downloads the CSV', async () => {
    const { user } = await openAs('admin', '/admin/relatorio-de-pagamento');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatório de pagamento' })).toBeInTheDocument();
    expect(screen.getByLabelText('De')).toHaveValue('2026-07-01');
    expect(screen.getByLabelText('Até')).toHaveValue('2026-07-31');
    const totals = await screen.findByRole('region', { name: 'Totais' });
    // July 2026: renewals of corretor (329,90), primeiro (89,90), admin (599,90); bloqueado's declined 89,90.
    expect(within(totals).getByText('R$ 1.019,70')).toBeInTheDocument();
    expect(within(totals).getByText('Aprovado: 3 · R$ 1.019,70')).toBeInTheDocument();
    expect(within(totals).getByText('Recusado: 1 · R$ 89,90')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Tabela de pagamentos' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByText('Página 1 de 1 · 4 pagamentos')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Situação'), 'declined');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Tabela de pagamentos' })).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('region', { name: 'Tabela de pagamentos' })).getByText('bloqueado')).toBeInTheDocument();

    const saved: { name: string; text: string }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob.arrayBuffer().then((bytes) => saved.push({ name: '', text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }));
      return 'blob:relatorio';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: '' });
    });
    await user.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    await waitFor(() => expect(saved.some((s) => s.text.includes('Recusado'))).toBe(true));
    expect(saved.find((s) => s.name)?.name).toBe('pagamentos-2026-07-01-a-2026-07-31.csv');
    const csv = saved.find((s) => s.text)?.text ?? '';
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFID;Data;Conta;Usuário principal;E-mail;Produto;Tipo;Forma de pagamento;Status;Valor (R$);Valor (centavos);Cartão;Motivo da recusa;Referência;Pago em',
    );
    expect(csv).toContain(';bloqueado;bloqueado@cotador.local;Individual;Renovação;Cartão de crédito;Recusado;89,90;8990;Visa final 4242;Cartão recusado: saldo insuficiente.;');
    expect(csv).not.toContain('Aprovado');
    click.mockRestore();
  });

  it('is forbidden to a non-superuser', async () => {
    await openAs('corretor', '/admin/relatorio-de-pagamento');
    expect((await screen.findAllByText('Forbidden')).length).toBeGreaterThan(0);
  });
});
