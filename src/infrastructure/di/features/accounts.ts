/** The accounts feature's adapters and use cases (registration, mailed links, profile, team, first access). */
import { createAccountsUseCases } from '../../../application/accounts/use-cases';
import type { Clock } from '../../../application/shared/clock';
import type { KyInstance } from 'ky';
import { createHttpProfileGateway } from '../../http/profile-gateway.http';
import { createHttpRegistration } from '../../http/registration.http';
import { createHttpTeamGateway } from '../../http/team-gateway.http';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { bindHttpOnce, bindOnce } from './shared';

export const accountsFeature: FeatureModule<'accounts'> = {
  bind(container, options) {
    bindHttpOnce(container, options, TOKENS.Registration, createHttpRegistration);
    bindHttpOnce(container, options, TOKENS.ProfileGateway, createHttpProfileGateway);
    if (options.mode !== 'http') return;
    bindOnce(container, TOKENS.TeamGateway, () =>
      container
        .bind(TOKENS.TeamGateway)
        .toResolvedValue((http: KyInstance, clock: Clock) => createHttpTeamGateway(http, clock), [TOKENS.HttpClient, TOKENS.Clock]),
    );
    // The demo mailbox exists in fake mode only.
    bindOnce(container, TOKENS.DemoMailbox, () => container.bind(TOKENS.DemoMailbox).toConstantValue(null));
  },
  useCases: (container) =>
    createAccountsUseCases({
      registration: container.get(TOKENS.Registration),
      profile: container.get(TOKENS.ProfileGateway),
      team: container.get(TOKENS.TeamGateway),
      demoMailbox: container.get(TOKENS.DemoMailbox),
    }),
};
