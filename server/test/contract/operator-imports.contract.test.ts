/**
 * Contract scenarios of the OperatorImportGateway port (the control panel's 'Importar
 * operadora') on the fake back end and on the real server (./backends.ts), with the same
 * answers and messages: the list starts empty, the upload's own limits (no file, more than 8
 * files, more than 10 MiB) are refused with the server's words on `file`, and a broker is
 * refused. Reading and importing a catalog file needs the server (the fake says so); that is
 * server/test/operator-catalog/operator-import-routes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_CATALOG_LIMITS } from '../../../src/contract/operator-catalog-file';
import { OPERATOR_IMPORT_MESSAGES } from '../../../src/contract/operator-imports';
import { contractBackends, PASSWORD, type StartedBackend } from './backends';

const refused = (problem: string) => ({ ok: false, error: { kind: 'rejected', message: OPERATOR_IMPORT_MESSAGES.refused, fields: { file: [problem] } } });

describe.each(contractBackends())('operator imports contract — $name', (backend) => {
  let started: StartedBackend;
  const login = async (username: string) => expect(await started.services.auth.login({ username, password: PASSWORD })).toEqual({ ok: true, value: undefined });

  beforeAll(async () => {
    started = await backend.start();
    await login('admin');
  });
  afterAll(() => started.close());

  it('starts with no import in the list', async () => {
    expect(await started.services.operatorImports.imports()).toEqual({ ok: true, value: [] });
  });

  it("refuses the upload's own limits with the same words on `file`", async () => {
    const { operatorImports } = started.services;
    expect(await operatorImports.importOperator([], false)).toEqual(refused(OPERATOR_IMPORT_MESSAGES.fileRequired));
    const nine = Array.from({ length: 9 }, (_, index) => new File(['codigo\n'], `x${index}-planos.csv`));
    expect(await operatorImports.importOperator(nine, false)).toEqual(refused(OPERATOR_IMPORT_MESSAGES.tooManyFiles));
    const big = new File([new Uint8Array(OPERATOR_CATALOG_LIMITS.maxBytes + 1)], 'catalogo.json');
    expect(await operatorImports.importOperator([big], true)).toEqual(refused(OPERATOR_IMPORT_MESSAGES.tooLarge));
  });

  it('refuses a broker', async () => {
    await login('corretor');
    const list = await started.services.operatorImports.imports();
    expect(list.ok).toBe(false);
    if (!list.ok) expect(list.error).toMatchObject({ kind: 'rejected' });
    await login('corretor');
    const dryRun = await started.services.operatorImports.importOperator([new File(['{}'], 'operadora.json')], false);
    expect(dryRun).toEqual(list);
  });
});
