/**
 * PublicSettingsGateway over the main API's `GET /api/config/`. Translation only:
 * the answer is validated with src/contract/public-config.ts, whose module (with zod) is
 * imported on the first call: this adapter is part of the first page (the consent banner reads
 * the settings after the login is drawn), which does not carry zod.
 */
import type { KyInstance } from 'ky';
import type { PublicSettingsGateway } from '../../application/support/support-gateway';
import { ok } from '../../application/shared/result';
import { remoteJson } from './remote-call';

/** PublicSettingsGateway over the main API's `GET /api/config/`. */
export function createHttpPublicSettings(http: KyInstance): PublicSettingsGateway {
  return {
    async settings() {
      const { fromPublicConfigWire, publicConfigWire } = await import('../../contract/public-config');
      const result = await remoteJson(http.get('config/'), publicConfigWire);
      return result.ok ? ok(fromPublicConfigWire(result.value)) : result;
    },
  };
}
