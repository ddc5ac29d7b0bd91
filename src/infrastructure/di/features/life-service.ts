/** The life service's HTTP client and cable address, shared by the life and support features (the service that owns the cable). */
import type { KyInstance } from 'ky';
import type { SessionSignal } from '../../../application/session/session-signal';
import type { TokenStore } from '../../../application/session/token-store';
import { createLifeHttpClient, renewAccessThroughMainApi } from '../../http/life-client';
import type { ContainerOptions } from '../container-options';

/**
 * The life service's client (its access renewed through the main API) and its cable's URL:
 * `lifeApiUrl` (default the API's origin), `lifeCableUrl` (default `ws(s)://…/cable` there).
 */
export function lifeServiceOf(options: ContainerOptions, http: KyInstance, tokens: TokenStore, signal: SessionSignal) {
  const lifeApiUrl = options.lifeApiUrl ?? new URL(options.apiUrl).origin;
  const lifeHttp = createLifeHttpClient({ lifeApiUrl, tokens, signal, renewAccess: renewAccessThroughMainApi(http, tokens), fetch: options.fetch });
  const cableUrl = options.lifeCableUrl ?? `${lifeApiUrl.replace(/^http/, 'ws')}/cable`;
  return { lifeHttp, cableUrl };
}
