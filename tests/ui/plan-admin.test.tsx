/**
 * /admin/editar on the fake back end: a carência above the legal maximum is
 * refused at the field, an edit is saved and audited, a refusal only the server can make (an
 * area of another state) shows under the field it names, a clone failing at the carências step
 * says spec point 8's text and leaves no plan, and a broker gets the 403 page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakePlanAdmin } from '../../src/infrastructure/fake/plan-admin.fake';
import { createFakeServices, renderApp, signInDirectly } from './harness';

async function openAs(username: string, path: string) {
  const fake = createFakeServices();
  await signInDirectly(fake.services, username);
  return { ...fake, ...renderApp({ services: fake.services, path }) };
}

const PLAN = 'Amil S380 QC';

async function openPlan(user: Awaited<ReturnType<typeof openAs>>['user']) {
  const plans = await screen.findByRole('region', { name: 'Planos' }, { timeout: 15_000 });
  await user.selectOptions(within(plans).getByLabelText('Estado'), '26');
  await user.click(await within(plans).findByRole('button', { name: PLAN }));
  const editor = await screen.findByRole('region', { name: `Editar ${PLAN}` });
  await waitFor(() => expect(within(editor).getByLabelText('Nome')).toHaveValue(PLAN));
  return editor;
}

describe('/admin/editar/{instituicao}', () => {
  it('refuses a carência above the legal maximum at the field, saves an edit and lists it in the audit', async () => {
    const { user } = await openAs('admin', '/admin/editar/amil');
    const editor = await openPlan(user);
    const form = within(editor).getByRole('form', { name: 'Nova carência' });
    await user.selectOptions(within(form).getByLabelText('Grupo'), 'full_term_childbirth');
    await user.type(within(form).getByLabelText('Carência (dias)'), '301');
    expect(within(form).getByText('Carência de 301 dias para Parto a termo acima do máximo legal de 300 dias (Lei 9.656/98, art. 12, V, a).')).toBeInTheDocument();

    await user.selectOptions(within(editor).getByLabelText('Acomodação'), 'apartment');
    await user.click(within(editor).getByRole('button', { name: 'Salvar plano' }));
    const audit = screen.getByRole('region', { name: 'Histórico de alterações' });
    expect(await within(audit).findByText('Acomodação: Enfermaria → Apartamento')).toBeInTheDocument();
    expect(within(audit).getByText('Plano editado')).toBeInTheDocument();
  });

  it('shows the server’s refusal of an area of another state under the area field', async () => {
    const { user } = await openAs('admin', '/admin/editar/amil');
    const editor = await openPlan(user);
    // The plan's area stays chosen while the state moves to Minas Gerais: only the server checks the pair.
    await user.selectOptions(within(editor).getByLabelText('Estado'), '11');
    await user.click(within(editor).getByRole('button', { name: 'Salvar plano' }));
    await waitFor(() => expect(within(editor).getByLabelText('Área de comercialização')).toHaveAccessibleDescription('A área de comercialização não é deste estado.'));
    expect(within(editor).getByLabelText('Estado')).not.toHaveAccessibleDescription('A área de comercialização não é deste estado.');
    expect(screen.queryByText('Plano salvo com sucesso!')).not.toBeInTheDocument();
  });

  it('says which rule step of a clone failed and leaves no plan behind', async () => {
    const { user, services } = await openAs('admin', '/admin/editar/amil');
    const editor = await openPlan(user);
    const form = within(editor).getByRole('form', { name: 'Nova carência' });
    await user.type(within(form).getByLabelText('Procedimento'), 'Cirurgias');
    await user.type(within(form).getByLabelText('Carência (dias)'), '120');
    await user.click(within(form).getByRole('button', { name: 'Incluir carência' }));
    await within(editor).findByRole('form', { name: 'Carência Cirurgias' });

    (services.planAdmin as FakePlanAdmin).failNextRule('shortfalls');
    await user.click(within(editor).getByRole('button', { name: 'Clonar plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clonar plano' });
    await user.clear(within(dialog).getByLabelText('Nome do clone'));
    await user.type(within(dialog).getByLabelText('Nome do clone'), 'Clone falho');
    await user.selectOptions(within(dialog).getByLabelText('Porte do clone'), 'porte_ii');
    await user.click(within(dialog).getByRole('button', { name: 'Clonar' }));
    expect(await within(dialog).findByText('Erro ao clonar Regras de Carência')).toBeInTheDocument();
    const listed = await services.planAdmin.plans({ institutionId: 1 });
    expect(listed.ok && listed.value.map((plan) => plan.name)).not.toContain('Clone falho');
  });

  it('is forbidden to a broker', async () => {
    await openAs('corretor', '/admin/editar/amil');
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
  });
});
