/**
 * In-memory OperatorImportGateway (tests, `npm run dev:fake`). The list of confirmed imports
 * is the server's use case (server/src/modules/table-updates/use-cases/operator-import-records.ts)
 * over an in-memory store (table-updates.store.ts; empty, as on a fresh server). Fake mode
 * reads no operator file (docs/decisions/2026-11-28-fake-mode-does-not-read-operator-files.md):
 * an upload is refused with the server's refusal (`refusalOf`) — on the upload's own limits
 * (no file, > 8 files, > 10 MiB: `operatorUploadProblem`, the server's messages), else on
 * `OPERATOR_IMPORT_MESSAGES.fakeMode`. Superusers only: each method is guarded with its
 * route's level.
 */
import { listOperatorImportRecords, refusalOf } from '../../../server/src/modules/table-updates/use-cases/operator-import-records';
import { err, ok } from '../../application/shared/result';
import type { OperatorImportGateway } from '../../application/table-updates/operator-import-gateway';
import { OPERATOR_IMPORT_MESSAGES, operatorUploadProblem } from '../../contract/operator-imports';
import { operatorImportRecordFromWire } from '../http/operator-imports.mapper';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { FAKE_CATALOG } from './catalog-data';
import { createFakePort } from './fault-switch';
import { createInMemoryTableUpdatesStore } from './table-updates.store';

export interface FakeOperatorImportsOptions {
  auth: FakeAuthGateway;
}

export function createFakeOperatorImports(options: FakeOperatorImportsOptions): OperatorImportGateway {
  const deps = { store: createInMemoryTableUpdatesStore({ institutions: FAKE_CATALOG.institutions }) };
  return createFakePort({ guard: options.auth.guard }).wrap<OperatorImportGateway>(
    {
      async importOperator(files) {
        const refusal = refusalOf([operatorUploadProblem(files) ?? OPERATOR_IMPORT_MESSAGES.fakeMode], 1);
        return err({ kind: 'rejected', message: refusal.error, fields: { file: refusal.file } });
      },
      async imports() {
        return ok((await listOperatorImportRecords(deps)).map(operatorImportRecordFromWire));
      },
    },
    {
      importOperator: (_files, commit) => (commit ? 'POST /api/admin/operator-imports/' : 'POST /api/admin/operator-imports/dry-run/'),
      imports: 'GET /api/admin/operator-imports/',
    },
  );
}
