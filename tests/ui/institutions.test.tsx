import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAKE_CATALOG } from '../../src/infrastructure/fake/catalog-data';
import type { FakePlanCatalog } from '../../src/infrastructure/fake/plan-catalog.fake';
import { createFakeServices, renderApp, signInDirectly } from './harness';


async function openAt(path: string) {
  const { services } = createFakeServices();
  await signInDirectly(services, 'corretor');
  const rendered = renderApp({ services, path });
  return { ...rendered, catalog: services.catalog as FakePlanCatalog };
}

describe('operators (/instituicoes)', () => {
  it('lists every operator with its ANS number, number of plans and states', async () => {
    await openAt('/instituicoes');
    const list = await screen.findByRole('list', { name: 'Operadoras' });
    expect(screen.getByRole('heading', { level: 1, name: 'Operadoras' })).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(FAKE_CATALOG.institutions.length);
    for (const institution of FAKE_CATALOG.institutions) {
      const item = items.find((li) => within(li).queryByRole('link', { name: institution.name }));
      expect(item, institution.name).toBeDefined();
      const plans = FAKE_CATALOG.plans.filter((plan) => plan.institutionId === institution.id).length;
      expect(item).toHaveTextContent(`Registro ANS ${institution.ansRegistration}`);
      expect(item).toHaveTextContent(plans === 1 ? '1 plano' : `${plans} planos`);
      expect(within(item!).getByRole('link', { name: institution.name })).toHaveAttribute('href', `/instituicoes/${institution.slug}`);
    }
  });

  it("opens an operator's page with its plans by state, and a plan's details", async () => {
    const { user } = await openAt('/instituicoes');
    await user.click(await screen.findByRole('link', { name: 'Hapvida' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hapvida' })).toBeInTheDocument();
    const pernambuco = await screen.findByRole('region', { name: /Pernambuco \(PE\)/ });
    const recifePlans = FAKE_CATALOG.plans.filter((plan) => plan.institutionId === 4 && plan.stateId === 16);
    expect(within(pernambuco).getAllByRole('row')).toHaveLength(recifePlans.length + 1);
    expect(within(pernambuco).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Plano', 'Tipo', 'Acomodação', 'Coparticipação', 'Ações']);
    await user.click(within(pernambuco).getAllByRole('button', { name: 'Ver detalhes de Plano Individual Apartamento com Coparticipação Total' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Plano Individual Apartamento com Coparticipação Total' });
    expect(await within(dialog).findByRole('region', { name: 'Hospitais em Recife' })).toBeInTheDocument();
  });

  it('shows the Amil page from a deep link, with the adhesion entities it accepts', async () => {
    await openAt('/instituicoes/amil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amil' })).toBeInTheDocument();
    expect(screen.getByText(/Registro ANS 326305/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Entidades aceitas (adesão)' })).toHaveTextContent('CREA-SP');
    expect(screen.getByRole('region', { name: /São Paulo \(SP\)/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Minas Gerais \(MG\)/ })).toBeInTheDocument();
  });

  it('filters the operator page by state and plan type, keeping the filter in the URL', async () => {
    const { user, catalog, location } = await openAt('/instituicoes/amil');
    expect(await screen.findByRole('region', { name: /São Paulo \(SP\)/ })).toBeInTheDocument();
    const filters = screen.getByRole('region', { name: 'Filtrar planos' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Estado' }), 'MG');
    await screen.findByText('3 planos', { selector: 'p' });
    expect(screen.queryByRole('region', { name: /São Paulo \(SP\)/ })).not.toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/instituicoes/amil?uf=MG');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Tipo de plano' }), 'PJ');
    await screen.findByText('2 planos', { selector: 'p' });
    const minas = screen.getByRole('region', { name: /Minas Gerais \(MG\)/ });
    expect(within(minas).getAllByRole('row')).toHaveLength(2 + 1);
    expect(location.history.at(-1)).toBe('/instituicoes/amil?uf=MG&tipo=PJ');
    expect(catalog.calls.at(-1)).toEqual({ method: 'institution', id: 1, query: { stateId: 11, type: 'PJ', page: 1, pageSize: 25 } });
    // Each choice says how many plans it would show under the other filter (counted with the new type).
    expect(await within(filters).findByRole('option', { name: 'São Paulo (SP) · 4 planos' })).toBeInTheDocument();
  });

  it('opens a forwarded filtered link as it was', async () => {
    await openAt('/instituicoes/amil?uf=SP&tipo=CP');
    await screen.findByText('3 planos', { selector: 'p' });
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
    expect(screen.getByRole('combobox', { name: 'Tipo de plano' })).toHaveValue('CP');
    expect(screen.queryByRole('region', { name: /Minas Gerais/ })).not.toBeInTheDocument();
  });

  it('offers the first page when a forwarded page no longer exists', async () => {
    await openAt('/instituicoes/amil?pagina=9');
    expect(await screen.findByRole('link', { name: 'Ir para a primeira página' })).toHaveAttribute('href', '/instituicoes/amil');
  });

  it('says when an operator does not exist', async () => {
    await openAt('/instituicoes/nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operadora não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas as operadoras' })).toHaveAttribute('href', '/instituicoes');
  });
});
