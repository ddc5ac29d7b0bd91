/** The subscription feature's adapters and use cases (products, checkout, changes, cancellation, expiration alert, payment report). */
import type { KeyValueStore } from '../../../application/shared/key-value-store';
import { createSubscriptionUseCases } from '../../../application/subscription/use-cases';
import { createStoredExpirationSkipStore } from '../../expiration-skip-store.storage';
import { createHttpSubscriptionGateway } from '../../http/subscription-gateway.http';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { bindHttpOnce, bindOnce } from './shared';

export const subscriptionFeature: FeatureModule<'subscription'> = {
  bind(container, options) {
    bindHttpOnce(container, options, TOKENS.SubscriptionGateway, createHttpSubscriptionGateway);
    bindOnce(container, TOKENS.ExpirationSkipStore, () =>
      container
        .bind(TOKENS.ExpirationSkipStore)
        .toResolvedValue((storage: KeyValueStore) => createStoredExpirationSkipStore(storage), [TOKENS.KeyValueStore]),
    );
  },
  useCases: (container) =>
    createSubscriptionUseCases({
      subscriptions: container.get(TOKENS.SubscriptionGateway),
      clock: container.get(TOKENS.Clock),
      expirationSkip: container.get(TOKENS.ExpirationSkipStore),
    }),
};
