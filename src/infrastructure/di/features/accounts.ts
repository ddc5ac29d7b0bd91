/** The accounts feature's adapters and use cases (registration, mailed links, profile, team, first access). */
import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { createAccountsUseCases } from '../../../application/accounts/use-cases';
import type { Clock } from '../../../application/shared/clock';
import { createHttpProfileGateway } from '../../http/profile-gateway.http';
import { createHttpRegistration } from '../../http/registration.http';
import { createHttpTeamGateway } from '../../http/team-gateway.http';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';

const accountsHttpModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.Registration).toResolvedValue(createHttpRegistration, [TOKENS.HttpClient]);
  bind(TOKENS.ProfileGateway).toResolvedValue(createHttpProfileGateway, [TOKENS.HttpClient]);
  bind(TOKENS.TeamGateway).toResolvedValue((http: KyInstance, clock: Clock) => createHttpTeamGateway(http, clock), [TOKENS.HttpClient, TOKENS.Clock]);
  // The demo mailbox exists in fake mode only.
  bind(TOKENS.DemoMailbox).toConstantValue(null);
});

export const accountsFeature: FeatureModule<'accounts'> = {
  modules: { local: [], http: [accountsHttpModule] },
  useCases: (container) =>
    createAccountsUseCases({
      registration: container.get(TOKENS.Registration),
      profile: container.get(TOKENS.ProfileGateway),
      team: container.get(TOKENS.TeamGateway),
      demoMailbox: container.get(TOKENS.DemoMailbox),
    }),
};
