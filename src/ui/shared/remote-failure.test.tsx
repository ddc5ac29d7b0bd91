import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemoteFailure } from './remote-failure';

describe('RemoteFailure', () => {
  it('announces the failure with its detail and retries on "Tentar novamente"', async () => {
    const onRetry = vi.fn();
    render(<RemoteFailure message="Não foi possível carregar os planos." detail="Sem conexão." onRetry={onRetry} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os planos.');
    expect(alert).toHaveTextContent('Sem conexão.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('leaves the detail line out when there is none', () => {
    render(<RemoteFailure message="Não foi possível cotar." onRetry={() => {}} />);

    expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(1);
  });
});
