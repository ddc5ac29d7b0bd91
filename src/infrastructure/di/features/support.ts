/** The support chat's adapter and use cases (history, messages, inbox, live events), over the first page's support use cases. */
import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import type { SessionSignal } from '../../../application/session/session-signal';
import type { TokenStore } from '../../../application/session/token-store';
import { createSupportUseCases } from '../../../application/support/use-cases';
import { createHttpSupportGateway } from '../../http/support.http';
import { createActionCableSupportChannel } from '../../realtime/support-channel.actioncable';
import type { ContainerOptions, FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { lifeServiceOf } from './life-service';

// The support chat is served by the process that owns the cable (docs/shell.md).
const supportHttpModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.SupportGateway).toResolvedValue(
    (options: ContainerOptions, http: KyInstance, tokens: TokenStore, signal: SessionSignal) => {
      const { lifeHttp, cableUrl } = lifeServiceOf(options, http, tokens, signal);
      return createHttpSupportGateway(lifeHttp, createActionCableSupportChannel({ cableUrl, tokens }));
    },
    [TOKENS.ContainerOptions, TOKENS.HttpClient, TOKENS.TokenStore, TOKENS.SessionSignal],
  );
});

export const supportFeature: FeatureModule<'support'> = {
  modules: { local: [], http: [supportHttpModule] },
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
