/**
 * 'Enviar ao cliente' on the results: the plans ticked become a saved proposal whose PDF goes
 * to the phone's share sheet as a file named after the client, or, on a computer, downloads
 * while WhatsApp opens on the client's number; the client's name is required.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServices, renderApp, signInDirectly } from './harness';
import { PME_PE_FILTER, stubProperty } from './fixtures';

async function openDialog() {
  const { services } = createFakeServices();
  await signInDirectly(services, 'corretor');
  services.comparison.write({ planIds: [101, 107], filter: PME_PE_FILTER });
  const view = renderApp({ path: '/cotacao', services });
  await view.user.click(await screen.findByRole('button', { name: 'Enviar ao cliente' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enviar proposta ao cliente' });
  await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
  return { ...view, services, dialog };
}

describe('send the proposal to the client', () => {
  it('asks for the name, then shares the PDF file named after the client and saves the proposal', async () => {
    const shared: ShareData[] = [];
    stubProperty(navigator, 'canShare', (data: ShareData) => (data.files?.length ?? 0) > 0);
    stubProperty(navigator, 'share', (data: ShareData) => {
      shared.push(data);
      return Promise.resolve();
    });
    const { user, dialog, services } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Gerar e enviar' }));
    expect(await within(dialog).findByText('Informe o nome do cliente.')).toBeInTheDocument();
    expect(shared).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nome do cliente'), 'Joana Prado');
    await user.type(within(dialog).getByLabelText('Telefone (WhatsApp)'), '11987654321');
    expect(within(dialog).getByLabelText('Telefone (WhatsApp)')).toHaveValue('(11) 98765-4321');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar e enviar' }));
    expect(await within(dialog).findByText('PDF enviado.')).toBeInTheDocument();

    expect(shared).toHaveLength(1);
    const file = shared[0]?.files?.[0];
    expect(file?.name).toBe('proposta-joana-prado.pdf');
    expect(file?.type).toBe('application/pdf');
    const link = within(dialog).getByLabelText<HTMLInputElement>('Link da proposta');
    expect(link.value).toMatch(/\/comparacao-pdf\/[0-9a-f-]{36}$/);
    const saved = await services.quotations.list({ page: 1, search: 'Joana' });
    expect(saved.ok && saved.value.items.map((item) => [item.clientName, item.client?.phone, item.plans.length])).toEqual([['Joana Prado', '11987654321', 2]]);
  });

  it("where files cannot be shared, downloads the PDF and opens WhatsApp on the client's number", async () => {
    const downloads: Blob[] = [];
    stubProperty(URL, 'createObjectURL', (blob: Blob) => {
      downloads.push(blob);
      return 'blob:proposta';
    });
    stubProperty(URL, 'revokeObjectURL', () => undefined);
    const open = vi.fn();
    stubProperty(window, 'open', open);
    stubProperty(navigator, 'canShare', undefined);
    const { user, dialog } = await openDialog();

    await user.type(within(dialog).getByLabelText('Nome do cliente'), 'Joana Prado');
    await user.type(within(dialog).getByLabelText('Telefone (WhatsApp)'), '(21) 99876-5432');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar e enviar' }));
    expect(await within(dialog).findByText(/PDF baixado e WhatsApp aberto/)).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/5521998765432\?text=.*Joana%20Prado/), '_blank', 'noopener,noreferrer');
    expect(within(dialog).getByRole('link', { name: 'Enviar link pelo WhatsApp' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/5521998765432/));
  });
});
