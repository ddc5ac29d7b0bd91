/**
 * Control panel plan editing in Chromium against the real server, as `admin`:
 * an edit of the accommodation and a new carência reach a broker's quote; a carência above
 * the Lei 9.656 maximum is refused at the field; a clone into another porte is quoted in that
 * porte with the same hospitals, clinics and rules; a clone failing at the rules step
 * (the carências POST answered 500 by a route interception) leaves nothing visible; the
 * audit list shows the changes. As `corretor` and `gestor` the admin route is the error page
 * and the admin calls are refused.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './fixtures';
import { roomTypeLabel, type RoomType } from '../../src/domain/quotation/plan-types';
import { demoUsersOf, expectPath, signIn } from './helpers';

const SHOTS = 'test-results/screenshots/control-panel';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
/** Its own people (copies of the demo users, helpers.ts `demoUsersOf`); the catalog changes are its own plan's and clones named '(e2e)'. */
const users = demoUsersOf('panel');

async function tokenOf(page: Page): Promise<string> {
  const access = await page.evaluate(() => (JSON.parse(localStorage.getItem('cotador.tokens') ?? '{}') as { access?: string }).access ?? '');
  expect(access).not.toBe('');
  return access;
}

async function api<T>(page: Page, url: string, expected = 200): Promise<T> {
  const response = await page.request.get(url, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
  expect(response.status(), url).toBe(expected);
  return (await response.json()) as T;
}

async function loggedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username);
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

interface QuotePlan {
  id: number;
  name: string;
  porte: string | null;
  accommodation: string;
  institution: { id: number; slug: string; name: string };
  network: { hospitals: number; clinics: number };
}
interface DetailPlan {
  accommodation: string;
  hospitals: Array<{ id: number }>;
  clinics: Array<{ id: number }>;
  refunds: Array<{ procedure: string; value_cents: number }>;
  coparticipation_rules: Array<{ procedure: string; percentage: number | null }>;
  shortfalls: Array<{ procedure: string; days: number; group: string }>;
}
const quoteUrl = (porte: string) => `/api/v3/plans/?state=26&type=PJ&age_0_18=1&age_19_23=1&porte=${porte}`;

test('admin edits, clones and audits a plan; brokers see the result; a failed clone leaves nothing', async ({ browser }) => {
  // Many steps in two browser contexts on a shared, busy machine: more than the default 2 minutes.
  test.setTimeout(480_000);
  const broker = await loggedIn(browser, users.corretor);
  const quoted = await api<{ results: QuotePlan[] }>(broker, quoteUrl('porte_i'));
  const source = quoted.results.find((plan) => plan.porte === 'porte_i' && plan.network.hospitals > 0 && plan.network.clinics > 0) ?? quoted.results.find((plan) => plan.porte === 'porte_i')!;
  expect(source).toBeDefined();
  const newAccommodation = source.accommodation === 'apartment' ? 'infirmary' : 'apartment';
  const newLabel = newAccommodation === 'apartment' ? 'Apartamento' : 'Enfermaria';

  const admin = await loggedIn(browser, users.admin);
  await admin.goto('/admin/editar');
  await expect(admin.getByRole('heading', { name: 'Operadoras e planos' })).toBeVisible();
  await admin.getByRole('link', { name: `Editar planos de ${source.institution.name}` }).click();
  await expectPath(admin, `/admin/editar/${source.institution.slug}`);
  const plans = admin.getByRole('region', { name: 'Planos' });
  await plans.getByLabel('Estado').selectOption({ label: 'SP — São Paulo' });
  await plans.getByLabel('Tipo').selectOption({ label: 'PME' });
  await plans.getByRole('button', { name: source.name, exact: true }).first().click();
  const editor = admin.getByRole('region', { name: `Editar ${source.name}` });
  await expect(editor.getByLabel('Nome')).toHaveValue(source.name);

  // 1. Accommodation.
  await editor.getByLabel('Acomodação').selectOption(newAccommodation);
  const saved = admin.waitForResponse((r) => r.url().endsWith(`/api/plans/${source.id}/`) && r.request().method() === 'PATCH');
  await editor.getByRole('button', { name: 'Salvar plano' }).click();
  expect((await saved).status()).toBe(200);

  // 2. A carência above the legal maximum is refused at the field; one within it is added.
  const shortfalls = editor.getByRole('form', { name: 'Nova carência' });
  await shortfalls.getByLabel('Grupo').selectOption('other');
  await shortfalls.getByLabel('Procedimento').fill('Cirurgias eletivas (e2e)');
  await shortfalls.getByLabel('Carência (dias)').fill('181');
  await expect(shortfalls.getByText('Carência de 181 dias para Demais procedimentos acima do máximo legal de 180 dias (Lei 9.656/98, art. 12, V, b).')).toBeVisible();
  await shortfalls.getByRole('button', { name: 'Incluir carência' }).click();
  await expect(editor.getByRole('form', { name: 'Carência Cirurgias eletivas (e2e)' })).toHaveCount(0);
  await shortfalls.getByLabel('Carência (dias)').fill('150');
  await expect(shortfalls.getByText(/acima do máximo legal/)).toHaveCount(0);
  const added = admin.waitForResponse((r) => r.url().endsWith('/api/plan_shortfalls/') && r.request().method() === 'POST');
  await shortfalls.getByRole('button', { name: 'Incluir carência' }).click();
  expect((await added).status()).toBe(201);
  await expect(editor.getByRole('form', { name: 'Carência Cirurgias eletivas (e2e)' })).toBeVisible();
  await editor.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: path.join(SHOTS, '1-editor.png'), fullPage: true });

  // The broker's quote and plan page show both changes.
  const afterEdit = await api<{ results: QuotePlan[] }>(broker, quoteUrl('porte_i'));
  expect(afterEdit.results.find((plan) => plan.id === source.id)?.accommodation).toBe(newAccommodation);
  const detail = await api<DetailPlan>(broker, `/api/plans/${source.id}/`);
  expect(detail.shortfalls).toContainEqual(expect.objectContaining({ procedure: 'Cirurgias eletivas (e2e)', days: 150 }));
  await broker.goto(`/cotacao?plano=${source.id}`);
  const brokerDialog = broker.getByRole('dialog', { name: source.name });
  await expect(brokerDialog.getByText('Cirurgias eletivas (e2e)')).toBeVisible();
  await expect(brokerDialog.getByText(newLabel).first()).toBeVisible();

  // 3. Clone into porte II.
  const cloneName = `${source.name} — Porte II (e2e)`;
  await editor.getByRole('button', { name: 'Clonar plano' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Clonar plano' });
  await dialog.getByLabel('Nome do clone').fill(cloneName);
  await dialog.getByLabel('Porte do clone').selectOption({ label: 'Porte II' });
  await admin.screenshot({ path: path.join(SHOTS, '2-clone.png') });
  await dialog.getByRole('button', { name: 'Clonar', exact: true }).click();
  await expect(admin.getByText('Plano clonado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const porteII = await api<{ results: QuotePlan[] }>(broker, quoteUrl('porte_ii'));
  const copy = porteII.results.find((plan) => plan.name === cloneName);
  expect(copy?.porte).toBe('porte_ii');
  const [copyDetail, sourceDetail] = [await api<DetailPlan>(broker, `/api/plans/${copy!.id}/`), await api<DetailPlan>(broker, `/api/plans/${source.id}/`)];
  expect(copyDetail.hospitals.map((h) => h.id)).toEqual(sourceDetail.hospitals.map((h) => h.id));
  expect(copyDetail.clinics.map((h) => h.id)).toEqual(sourceDetail.clinics.map((h) => h.id));
  const strip = <T extends object>(rules: T[]) => rules.map((rule) => ({ ...rule, id: undefined }));
  expect(strip(copyDetail.refunds)).toEqual(strip(sourceDetail.refunds));
  expect(strip(copyDetail.coparticipation_rules)).toEqual(strip(sourceDetail.coparticipation_rules));
  expect(strip(copyDetail.shortfalls)).toEqual(strip(sourceDetail.shortfalls));

  // 4. A clone failing at the carências step leaves nothing a broker sees.
  await admin.route('**/api/plan_shortfalls/', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"falha forçada"}' }) : route.fallback(),
  );
  await plans.getByRole('button', { name: source.name, exact: true }).first().click();
  await admin.getByRole('region', { name: `Editar ${source.name}` }).getByRole('button', { name: 'Clonar plano' }).click();
  dialog = admin.getByRole('dialog', { name: 'Clonar plano' });
  await dialog.getByLabel('Nome do clone').fill('Clone com falha (e2e)');
  await dialog.getByLabel('Porte do clone').selectOption({ label: '5-29 vidas' });
  await dialog.getByRole('button', { name: 'Clonar', exact: true }).click();
  await expect(dialog.getByText('Erro ao clonar Regras de Carência', { exact: true })).toBeVisible();
  await dialog.screenshot({ path: path.join(SHOTS, '3-clone-falhou.png') });
  await admin.unroute('**/api/plan_shortfalls/');
  await dialog.getByRole('button', { name: /Fechar/ }).click();
  for (const porte of ['lives_5_29', 'porte_i', 'porte_ii']) {
    const list = await api<{ results: QuotePlan[] }>(broker, quoteUrl(porte));
    expect(list.results.map((plan) => plan.name)).not.toContain('Clone com falha (e2e)');
  }
  const adminList = await api<Array<{ name: string }>>(admin, `/api/admin/plans/?institution=${source.institution.id}`);
  expect(adminList.map((plan) => plan.name)).not.toContain('Clone com falha (e2e)');

  // 5. The audit list shows the changes (newest first, 20 a page: the edit and the carência are the oldest).
  await admin.reload();
  const audit = admin.getByRole('region', { name: 'Histórico de alterações' });
  await expect(audit.getByText('Rascunho excluído').first()).toBeVisible();
  await expect(audit.getByText('Plano clonado').first()).toBeVisible();
  const accommodationChange = `Acomodação: ${roomTypeLabel(source.accommodation as RoomType)} → ${newLabel}`;
  for (let page = 1; (await audit.getByText(accommodationChange, { exact: true }).count()) === 0; page += 1) {
    expect(page, 'the accommodation change within 6 pages of the audit list').toBeLessThan(6);
    await audit.getByRole('button', { name: 'Próxima' }).click();
    await expect(audit.getByText(`Página ${page + 1}`, { exact: true })).toBeVisible();
  }
  await expect(audit.getByText('Plano editado').first()).toBeVisible();
  // The carência's record may sit at the foot of the page before (page boundary): read it through the list call.
  const planAudit = await api<{ results: Array<{ action: string; changes: Array<{ field: string; after: unknown }> }> }>(admin, `/api/admin/audit/?plan=${source.id}`);
  expect(planAudit.results.find((record) => record.action === 'shortfall_added')?.changes).toContainEqual(expect.objectContaining({ field: 'procedure', after: 'Cirurgias eletivas (e2e)' }));
  await audit.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: path.join(SHOTS, '4-auditoria.png'), fullPage: true });
});

for (const persona of ['corretor', 'gestor'] as const) {
  test(`as ${persona} the admin routes show the error page and the admin calls are refused`, async ({ browser }) => {
    const page = await loggedIn(browser, users[persona]);
    const token = await tokenOf(page);
    for (const url of ['/api/admin/institutions/', '/api/admin/audit/', '/api/admin/plans/?institution=1']) {
      const response = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status(), url).toBe(403);
    }
    const patch = await page.request.patch('/api/plans/1/', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'x', version: 1 } });
    expect(patch.status()).toBe(403);
    await page.goto('/admin/editar');
    await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
    await page.goto('/admin/editar/amil');
    await expect(page.getByRole('heading', { name: 'Forbidden' })).toBeVisible();
  });
}
