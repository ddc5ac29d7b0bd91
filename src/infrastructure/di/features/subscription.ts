/** The subscription feature's adapters and use cases (products, checkout, changes, cancellation, expiration alert, payment report). */
import { ContainerModule } from 'inversify';
import type { KeyValueStore } from '../../../application/shared/key-value-store';
import { createSubscriptionUseCases } from '../../../application/subscription/use-cases';
import { createStoredExpirationSkipStore } from '../../expiration-skip-store.storage';
import { createHttpSubscriptionGateway } from '../../http/subscription-gateway.http';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';

const subscriptionLocalModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.ExpirationSkipStore).toResolvedValue((storage: KeyValueStore) => createStoredExpirationSkipStore(storage), [TOKENS.KeyValueStore]);
});

const subscriptionHttpModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.SubscriptionGateway).toResolvedValue(createHttpSubscriptionGateway, [TOKENS.HttpClient]);
});

export const subscriptionFeature: FeatureModule<'subscription'> = {
  modules: { local: [subscriptionLocalModule], http: [subscriptionHttpModule] },
  useCases: (container) =>
    createSubscriptionUseCases({
      subscriptions: container.get(TOKENS.SubscriptionGateway),
      clock: container.get(TOKENS.Clock),
      expirationSkip: container.get(TOKENS.ExpirationSkipStore),
    }),
};
