/**
 * The calendar of table updates (spec points 2 and 4) on the fake back end: the
 * badge of unseen lines, the forecast table and the history with 'Ver histórico de
 * atualizações' / Voltar, the state selector, the empty sentence, the reload on every
 * opening, the dashboard cards and the control panel's tools.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAKE_IMPORT_MESSAGE } from '../../src/infrastructure/fake/table-updates.fake';
import { createFakeServices, renderApp, signInDirectly } from './harness';

const SP = 26;

async function renderAs(username: string, path = '/') {
  const { services } = createFakeServices();
  await signInDirectly(services, username);
  const rendered = renderApp({ services, path });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('calendar of table updates', () => {
  it('counts the unseen lines, shows forecasts and history of a state, and clears the badge when opened', async () => {
    const { user, services } = await renderAs('corretor');
    const button = await screen.findByRole('button', { name: 'Atualizações de tabelas' });
    // Never opened: the coming lines of the fake back end are new — its four forecasts — not its
    // three past updates (on the harness's day, 2026-07-10, the June 2026 table is one of them).
    await screen.findByText('4', { selector: '[data-testid="table-updates-badge"]' });
    expect(button).toHaveAccessibleDescription('4 atualizações não vistas');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Atualizações de tabelas' });
    const forecasts = await within(dialog).findByRole('table', { name: 'Previsão de atualizações' });
    expect(within(forecasts).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['UF', 'Instituição', 'Previsão', 'Obs']);
    expect(await screen.findByText('0', { selector: '[data-testid="table-updates-badge"]' })).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Estado'), String(SP));
    await within(dialog).findByRole('table', { name: 'Previsão de atualizações' });
    await expect.poll(() => rowsOf(within(dialog).getByRole('table', { name: 'Previsão de atualizações' })).map((row) => row[0])).toEqual(['SP', 'SP']);
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Previsão de atualizações' }))[0]).toEqual(['SP', 'Amil', '16/07/2026', 'Reajuste de tabela PME previsto pela operadora.']);

    await user.click(within(dialog).getByRole('button', { name: 'Ver histórico de atualizações' }));
    const history = await within(dialog).findByRole('table', { name: 'Histórico de atualizações' });
    expect(within(history).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['UF', 'Instituição', 'Atualizado em']);
    expect(rowsOf(history)).toEqual([['SP', 'Amil', '31/05/2026']]);
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(await within(dialog).findByRole('table', { name: 'Previsão de atualizações' })).toBeInTheDocument();

    // A state without lines.
    await user.selectOptions(within(dialog).getByLabelText('Estado'), '1');
    expect(await within(dialog).findByText('Nenhum resultado encontrado.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ver histórico de atualizações' }));
    expect(await within(dialog).findByText('Nenhum resultado encontrado.')).toBeInTheDocument();

    // Reopened: it reloads (a forecast added meanwhile shows) on the state chosen last.
    await user.selectOptions(within(dialog).getByLabelText('Estado'), String(SP));
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    // A superuser adds it (as the server, the fake lets only a superuser write forecasts).
    const brokers = services.tokens.read();
    if (!brokers) throw new Error('no session');
    services.tokens.write({ access: 'fake-access:admin', refresh: 'fake-refresh:admin' });
    const added = await services.tableUpdates.createForecast({ institutionId: 3, stateId: SP, date: '2026-09-01', description: 'Nova previsão' });
    services.tokens.write(brokers);
    expect(added.ok).toBe(true);
    await user.click(button);
    const reopened = await screen.findByRole('dialog', { name: 'Atualizações de tabelas' });
    expect(await within(reopened).findByRole('cell', { name: 'Nova previsão' })).toBeInTheDocument();
    expect(within(reopened).getByLabelText('Estado')).toHaveValue(String(SP));
  });

  it('remembers the state chosen in the calendar when the first load (every state) ends after the switch', async () => {
    const { user, services } = await renderAs('corretor');
    const button = await screen.findByRole('button', { name: 'Atualizações de tabelas' });
    await screen.findByText('4', { selector: '[data-testid="table-updates-badge"]' });
    // The opening's load on 'Todos os estados' is held until the broker has switched to SP.
    const gateway = services.tableUpdates;
    const history = gateway.history.bind(gateway);
    const markSeen = gateway.markSeen.bind(gateway);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let staleDone = false;
    gateway.history = async (stateId) => {
      if (stateId !== null) return history(stateId);
      await held;
      const answer = await history(stateId);
      staleDone = true;
      return answer;
    };
    const seen: Array<number | null> = [];
    gateway.markSeen = (stateId) => {
      seen.push(stateId);
      return markSeen(stateId);
    };
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Atualizações de tabelas' });
    await user.selectOptions(within(dialog).getByLabelText('Estado'), String(SP));
    await expect.poll(() => seen).toEqual([SP]);
    release();
    await expect.poll(() => staleDone).toBe(true);
    // Past every promise of the stale load: it told the server nothing.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([SP]);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await user.click(button);
    expect(within(await screen.findByRole('dialog', { name: 'Atualizações de tabelas' })).getByLabelText('Estado')).toHaveValue(String(SP));
  });

  it('shows the next and the latest updates on the dashboard index', async () => {
    await renderAs('corretor');
    const next = await screen.findByRole('article', { name: 'Próximas atualizações' });
    expect(within(next).getByText('4 próximas atualizações de tabela; a próxima: Amil em 16/07/2026.')).toBeInTheDocument();
    const latest = screen.getByRole('article', { name: 'Últimas atualizações' });
    expect(within(latest).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['PE · Bradesco Saúde25/06/2026', 'PE · Hapvida01/06/2026', 'SP · Amil31/05/2026']);
  });
});

describe('control panel (superuser)', () => {
  it('has the payment report link, the table import and the forecast editor', async () => {
    const { user } = await renderAs('admin', '/admin/painel-de-controle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel de Controle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Relatório de pagamento/ })).toHaveAttribute('href', '/admin/relatorio-de-pagamento');

    const panel = screen.getByRole('region', { name: 'Importar tabela de preços' });
    await user.click(within(panel).getByRole('button', { name: 'Simular importação' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Selecione a instituição.');
    await within(panel).findByRole('option', { name: 'Hapvida' });
    await user.selectOptions(within(panel).getByLabelText('Instituição'), 'Hapvida');
    await user.selectOptions(within(panel).getByLabelText('Estado'), '16');
    await user.type(within(panel).getByLabelText('Vigência'), '2026-09-01');
    await user.upload(within(panel).getByLabelText('Arquivo (CSV ou XLSX)'), new File(['plano_id;0-18'], 'tabela.csv', { type: 'text/csv' }));
    await user.click(within(panel).getByRole('button', { name: 'Simular importação' }));
    expect(await within(panel).findByText(FAKE_IMPORT_MESSAGE)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Confirmar importação' })).not.toBeInTheDocument();
    // The past imports on screen: operator and state in words, the file, the plans it wrote.
    const past = within(panel).getByRole('region', { name: 'Importações de tabelas' });
    const pastRow = (await within(past).findByText('amil-sp-tabela.csv')).closest('tr');
    expect(pastRow).toHaveTextContent(/Amil.*SP.*amil-sp-tabela\.csv.*2 planos/);

    const editor = screen.getByRole('region', { name: 'Previsões de atualização' });
    const table = await within(editor).findByRole('region', { name: 'Previsões do estado' });
    await within(table).findByText('Amil');
    await user.selectOptions(within(editor).getByLabelText('Instituição'), 'SulAmérica');
    await user.type(within(editor).getByLabelText('Previsão'), '2026-10-02');
    await user.type(within(editor).getByLabelText('Obs'), 'Reajuste anunciado');
    await user.click(within(editor).getByRole('button', { name: 'Adicionar previsão' }));
    expect(await within(editor).findByText('Previsão adicionada.')).toBeInTheDocument();
    const cell = await within(editor).findByRole('cell', { name: 'Reajuste anunciado' });
    const row = cell.closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getAllByRole('cell').map((item) => item.textContent).slice(0, 3)).toEqual(['SP', 'SulAmérica', '02/10/2026']);
    await user.click(within(row).getByRole('button', { name: 'Excluir previsão de SulAmérica' }));
    expect(await within(editor).findByText('Previsão excluída.')).toBeInTheDocument();
    await expect.poll(() => within(editor).queryByRole('cell', { name: 'Reajuste anunciado' })).toBeNull();
  });
});
