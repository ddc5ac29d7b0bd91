/**
 * OperatorImportGateway over the REST API (`/api/admin/operator-imports/…`, multipart with
 * every file under `file`). Translation only: wire (src/contract/operator-imports.ts) ⇄ the
 * port's types (operator-imports.mapper.ts).
 */
import type { KyInstance } from 'ky';
import { ok } from '../../application/shared/result';
import type { OperatorImportGateway } from '../../application/table-updates/operator-import-gateway';
import { operatorImportListWire, operatorImportReportWire } from '../../contract/operator-imports';
import { operatorImportRecordFromWire, operatorImportReportFromWire } from './operator-imports.mapper';
import { remoteJson } from './remote-call';

export function createHttpOperatorImports(http: KyInstance): OperatorImportGateway {
  return {
    async importOperator(files, commit) {
      const body = new FormData();
      for (const file of files) body.append('file', file, file.name);
      // A whole operator can take a while to read and check: no client timeout shorter than the server's.
      const result = await remoteJson(http.post(commit ? 'admin/operator-imports/' : 'admin/operator-imports/dry-run/', { body, timeout: false }), operatorImportReportWire);
      return result.ok ? ok(operatorImportReportFromWire(result.value)) : result;
    },
    async imports() {
      const result = await remoteJson(http.get('admin/operator-imports/'), operatorImportListWire);
      return result.ok ? ok(result.value.results.map(operatorImportRecordFromWire)) : result;
    },
  };
}
