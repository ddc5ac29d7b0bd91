/** The support chat's adapter and use cases (history, messages, inbox, live events), over the first page's support use cases. */
import type { KyInstance } from 'ky';
import type { SessionSignal } from '../../../application/session/session-signal';
import type { TokenStore } from '../../../application/session/token-store';
import { createSupportUseCases } from '../../../application/support/use-cases';
import { createLifeHttpClient, renewAccessThroughMainApi } from '../../http/life-client';
import { createHttpSupportGateway } from '../../http/support.http';
import { createActionCableSupportChannel } from '../../realtime/support-channel.actioncable';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { bindOnce } from './shared';

export const supportFeature: FeatureModule<'support'> = {
  bind(container, options) {
    if (options.mode !== 'http') return;
    bindOnce(container, TOKENS.SupportGateway, () =>
      container.bind(TOKENS.SupportGateway).toResolvedValue(
        (http: KyInstance, tokens: TokenStore, signal: SessionSignal) => {
          // The support chat is served by the process that owns the cable (docs/shell.md).
          const lifeApiUrl = options.lifeApiUrl ?? new URL(options.apiUrl).origin;
          const lifeHttp = createLifeHttpClient({ lifeApiUrl, tokens, signal, renewAccess: renewAccessThroughMainApi(http, tokens), fetch: options.fetch });
          const cableUrl = options.lifeCableUrl ?? `${lifeApiUrl.replace(/^http/, 'ws')}/cable`;
          return createHttpSupportGateway(lifeHttp, createActionCableSupportChannel({ cableUrl, tokens }));
        },
        [TOKENS.HttpClient, TOKENS.TokenStore, TOKENS.SessionSignal],
      ),
    );
  },
  useCases: (container, shell) =>
    createSupportUseCases(
      {
        support: container.get(TOKENS.SupportGateway),
        publicSettings: container.get(TOKENS.PublicSettingsGateway),
        clock: container.get(TOKENS.Clock),
        storage: container.get(TOKENS.KeyValueStore),
        sessionStore: container.get(TOKENS.SessionKeyValueStore),
        trackers: container.get(TOKENS.TrackerLoader),
      },
      shell.support,
    ),
};
