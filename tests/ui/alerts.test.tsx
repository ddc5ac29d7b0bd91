import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AlertProvider, useAlerts, type ShowAlertOptions } from '../../src/ui/app/alert-context';

function Probe({ alerts }: { alerts: ShowAlertOptions[] }) {
  const { show } = useAlerts();
  return (
    <button type="button" onClick={() => alerts.forEach((alert) => show(alert))}>
      Mostrar
    </button>
  );
}

function renderWith(alerts: ShowAlertOptions[]) {
  render(
    <AlertProvider>
      <Probe alerts={alerts} />
    </AlertProvider>,
  );
  act(() => screen.getByRole('button', { name: 'Mostrar' }).click());
}

describe('alerts', () => {
  it('hides an info alert after 3000 ms', () => {
    vi.useFakeTimers();
    renderWith([{ kind: 'info', message: 'Logo atualizada com sucesso!' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Logo atualizada com sucesso!');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Logo atualizada com sucesso!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Logo atualizada com sucesso!')).not.toBeInTheDocument();
  });

  it('keeps a persistent alert until it is closed', () => {
    vi.useFakeTimers();
    renderWith([{ kind: 'error', message: 'Erro ao salvar atualizações', persistent: true }]);
    act(() => vi.advanceTimersByTime(10000));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erro ao salvar atualizações');
    act(() => screen.getByRole('button', { name: 'Fechar' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("never shows 'erro_de_requisicao'", () => {
    renderWith([
      { kind: 'error', message: 'erro_de_requisicao' },
      { kind: 'wait', message: 'Clonando Hospitais' },
    ]);
    expect(screen.queryByText('erro_de_requisicao')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Clonando Hospitais');
  });

  it('uses role="alert" for errors and role="status" for info and wait', () => {
    renderWith([
      { kind: 'info', message: 'Usuário adicionado com sucesso!' },
      { kind: 'error', message: 'Erro ao filtrar planos' },
      { kind: 'wait', message: 'Clonando Clínicas' },
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao filtrar planos');
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Usuário adicionado com sucesso!', 'Clonando Clínicas']);
  });
});

describe('alerts without auto-hide (the ui tests\' harness)', () => {
  it('keeps an info alert until it is closed when autoHideMs is null', () => {
    vi.useFakeTimers();
    render(
      <AlertProvider autoHideMs={null}>
        <Probe alerts={[{ kind: 'info', message: 'Pagamento aprovado! Sua assinatura está ativa.' }]} />
      </AlertProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Mostrar' }).click());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Pagamento aprovado! Sua assinatura está ativa.');
    act(() => screen.getByRole('button', { name: 'Fechar' }).click());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
