/**
 * In-memory OperatorImportGateway (tests, `npm run dev:fake`). It holds data only — the list
 * of confirmed imports, empty as on a fresh server — and answers as the server does where no
 * file is read: superusers only (each method guarded with its route's level), and the
 * upload's own limits (no file, > 8 files, > 10 MiB: `operatorUploadProblem`, the server's
 * messages). Reading and importing a catalog needs the server (reader, importer, database):
 * a dry run or confirm within the limits answers that it is unavailable here.
 */
import { err, ok } from '../../application/shared/result';
import type { OperatorImportGateway, OperatorImportRecord } from '../../application/table-updates/operator-import-gateway';
import { OPERATOR_IMPORT_MESSAGES, operatorUploadProblem } from '../../contract/operator-imports';
import type { FakeAuthGateway } from './auth-gateway.fake';
import { createFakePort } from './fault-switch';

export interface FakeOperatorImportsOptions {
  auth: FakeAuthGateway;
  /** The list's records (default none). */
  records?: readonly OperatorImportRecord[];
}

export function createFakeOperatorImports(options: FakeOperatorImportsOptions): OperatorImportGateway {
  const records = [...(options.records ?? [])];
  return createFakePort({ guard: options.auth.guard }).wrap<OperatorImportGateway>(
    {
      async importOperator(files) {
        const problem = operatorUploadProblem(files) ?? OPERATOR_IMPORT_MESSAGES.fakeMode;
        return err({ kind: 'rejected', message: OPERATOR_IMPORT_MESSAGES.refused, fields: { file: [problem] } });
      },
      async imports() {
        return ok([...records]);
      },
    },
    {
      importOperator: (_files, commit) => (commit ? 'POST /api/admin/operator-imports/' : 'POST /api/admin/operator-imports/dry-run/'),
      imports: 'GET /api/admin/operator-imports/',
    },
  );
}
