/**
 * 'Importar operadora' in the control panel, as a superuser uses it: the templates to
 * download, a dry run's report (counts, each plan's status and change per bracket, RN 563
 * findings, what confirm creates, plans kept outside the file), 'Confirmar importação' and
 * the list of past imports; a refused file with each problem's place; on the fake back end,
 * with the operator-import port swapped for one holding a server's answers as data.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { err, ok, type RemoteFailure, type Result } from '../../src/application/shared/result';
import type { OperatorImportGateway, OperatorImportRecord, OperatorImportReport } from '../../src/application/table-updates/operator-import-gateway';
import { OPERATOR_IMPORT_MESSAGES } from '../../src/contract/operator-imports';
import { createFakeServices, renderApp, signInDirectly } from './harness';

/** A dry run's report as the server answers it (amounts and messages as it writes them). */
const REPORT: OperatorImportReport = {
  committed: false,
  operatorImportId: null,
  fileName: 'operadora-modelo.xlsx',
  operator: { ansRegistration: '000000', name: 'Operadora Exemplo', isNew: false },
  counts: { new: 1, changed: 1, unchanged: 0, missing: 1 },
  plans: [
    { code: 'EX-ESS-APT-IND', name: 'Exemplo Essencial Apartamento', uf: 'SP', area: 'ABC', status: 'new', changes: [], changeByBracket: null, findings: [] },
    {
      code: 'EX-ESS-ENF-PME',
      name: 'Exemplo Essencial Enfermaria',
      uf: 'SP',
      area: 'Capital',
      status: 'changed',
      changes: ['preços', 'carências'],
      changeByBracket: [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.125],
      findings: [
        {
          code: 'art3-ii',
          severity: 'violation',
          message: 'A variação entre a 7ª e a 10ª faixa (2,33) é maior que a variação entre a 1ª e a 7ª faixa (2,11).',
          figures: { ratio7to10: 2.33, ratio1to7: 2.11 },
        },
      ],
    },
  ],
  missing: [{ id: 42, name: 'Exemplo Antigo', code: 'EX-OLD', uf: 'SP' }],
  newProviders: [{ name: 'Hospital Exemplo Paulista', city: 'São Paulo', uf: 'SP' }],
  newAdministradoras: [],
  newEntities: [],
  newAreas: ['ABC (SP)'],
};

/** The port: answers `answer` to every upload, holds the records a confirm adds. */
function dataPort(answer: Result<OperatorImportReport, RemoteFailure>): OperatorImportGateway & { uploads: string[][] } {
  const records: OperatorImportRecord[] = [];
  const uploads: string[][] = [];
  return {
    uploads,
    async importOperator(files, commit) {
      uploads.push(files.map((file) => file.name));
      if (!answer.ok || !commit) return answer;
      const record = { id: records.length + 1, createdAt: '2026-07-10T15:30:00Z', username: 'admin', fileName: answer.value.fileName, operator: { id: 9, ansRegistration: '000000', name: 'Operadora Exemplo' }, counts: answer.value.counts };
      records.unshift(record);
      return ok({ ...answer.value, committed: true, operatorImportId: record.id });
    },
    async imports() {
      return ok([...records]);
    },
  };
}

async function openPanel(port: OperatorImportGateway) {
  const { services } = createFakeServices();
  await signInDirectly(services, 'admin');
  const rendered = renderApp({ services: { ...services, operatorImports: port }, path: '/admin/painel-de-controle' });
  await screen.findByRole('heading', { level: 1, name: 'Painel de Controle' });
  return { ...rendered, panel: screen.getByRole('region', { name: 'Importar operadora' }) };
}

describe('Importar operadora', () => {
  it('simulates, shows the report, confirms and lists the import', async () => {
    const port = dataPort(ok(REPORT));
    const { user, panel } = await openPanel(port);
    expect(within(panel).getByRole('link', { name: 'operadora-modelo.xlsx' })).toHaveAttribute('download', 'operadora-modelo.xlsx');
    expect(within(panel).getByRole('link', { name: 'operadora-modelo.json' })).toHaveAttribute('download', 'operadora-modelo.json');
    expect(within(panel).getByRole('link', { name: 'Modelo CSV da seção precos' })).toHaveAttribute('download', 'operadora-modelo-precos.csv');
    expect(await within(panel).findByText('Nenhuma importação de operadora ainda.')).toBeInTheDocument();

    // No file: refused before anything is sent.
    await user.click(within(panel).getByRole('button', { name: 'Simular importação' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(OPERATOR_IMPORT_MESSAGES.fileRequired);
    expect(port.uploads).toEqual([]);

    await user.upload(within(panel).getByLabelText('Arquivos do catálogo (JSON, XLSX ou CSV)'), new File(['x'], 'operadora-modelo.xlsx'));
    await user.click(within(panel).getByRole('button', { name: 'Simular importação' }));
    const outcome = within(panel).getByLabelText('Resultado da importação de operadora');
    const report = await within(outcome).findByRole('region', { name: 'Relatório da simulação' });
    expect(outcome).toHaveFocus();
    expect(within(report).getByRole('status')).toHaveTextContent('Simulação: nada foi gravado. 1 plano novo · 1 alterado · 0 sem mudança · 1 no catálogo fora do arquivo.');
    const plans = within(report).getByRole('list', { name: 'Planos do arquivo' });
    const changed = within(plans).getByText('Exemplo Essencial Enfermaria').closest('li');
    if (!changed) throw new Error('no plan line');
    expect(changed).toHaveTextContent('Alterado');
    expect(changed).toHaveTextContent('Muda: preços, carências.');
    const brackets = within(changed).getByRole('region', { name: 'Variação por faixa de Exemplo Essencial Enfermaria' });
    expect(within(brackets).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([...Array(9).fill('+10,0 %'), '+12,5 %']);
    expect(within(changed).getByRole('list', { name: 'Verificações RN 563 de Exemplo Essencial Enfermaria' })).toHaveTextContent('RN 563');
    expect(within(report).getByRole('heading', { name: 'Prestadores novos — serão criados ao confirmar' })).toBeInTheDocument();
    expect(within(report).getByText('Hospital Exemplo Paulista (São Paulo/SP)')).toBeInTheDocument();
    expect(within(report).getByText('Exemplo Antigo (EX-OLD · SP)')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Confirmar importação' }));
    expect(await within(outcome).findByText('Importação concluída: Operadora Exemplo — 1 plano novo e 1 alterado.')).toBeInTheDocument();
    expect(port.uploads).toEqual([['operadora-modelo.xlsx'], ['operadora-modelo.xlsx']]);
    // The list of past imports is asked again after the confirm (a spinner in between): wait for it.
    const list = await within(panel).findByRole('region', { name: 'Importações de operadoras' });
    const row = (await within(list).findByRole('rowheader', { name: 'Operadora Exemplo (000000)' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10/07/2026, 12:30', 'admin', 'operadora-modelo.xlsx', '1', '1', '0', '1']);
    expect(within(panel).queryByRole('button', { name: 'Confirmar importação' })).not.toBeInTheDocument();
  });

  it('lists each problem of a refused file with its place, and offers no confirm', async () => {
    const problems = ['Aba precos, linha 3, coluna C (0-18): "abc" não é um valor em reais.', 'Aba planos, linha 2, coluna E (tipo): use CP, PF ou PJ.'];
    const { user, panel } = await openPanel(dataPort(err({ kind: 'rejected', message: OPERATOR_IMPORT_MESSAGES.refused, fields: { file: problems } })));
    await user.upload(within(panel).getByLabelText('Arquivos do catálogo (JSON, XLSX ou CSV)'), [new File(['a'], 'x-planos.csv'), new File(['b'], 'x-precos.csv')]);
    await user.click(within(panel).getByRole('button', { name: 'Simular importação' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(OPERATOR_IMPORT_MESSAGES.refused);
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(problems);
    expect(within(panel).queryByRole('button', { name: 'Confirmar importação' })).not.toBeInTheDocument();
  });
});
