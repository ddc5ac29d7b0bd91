/** The life insurance feature's adapters and use cases (quote wizard, implantation, the client's page). */
import { ContainerModule } from 'inversify';
import type { KyInstance } from 'ky';
import { createLifeUseCases } from '../../../application/life/use-cases';
import type { SessionSignal } from '../../../application/session/session-signal';
import type { TokenStore } from '../../../application/session/token-store';
import { createHttpLifeQuoteGateway } from '../../http/life-quote.http';
import { createActionCableQuotationChannel } from '../../realtime/quotation-channel.actioncable';
import type { ContainerOptions, FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { chosenLifeQuoteModule } from './chosen-life-quote';
import { lifeServiceOf } from './life-service';

const lifeHttpModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.LifeQuoteGateway).toResolvedValue(
    (options: ContainerOptions, http: KyInstance, tokens: TokenStore, signal: SessionSignal) => {
      const { lifeHttp, cableUrl } = lifeServiceOf(options, http, tokens, signal);
      return createHttpLifeQuoteGateway(lifeHttp, createActionCableQuotationChannel({ cableUrl, tokens }));
    },
    [TOKENS.ContainerOptions, TOKENS.HttpClient, TOKENS.TokenStore, TOKENS.SessionSignal],
  );
});

export const lifeFeature: FeatureModule<'life'> = {
  modules: { local: [chosenLifeQuoteModule], http: [lifeHttpModule] },
  useCases: (container) =>
    createLifeUseCases({
      lifeQuote: container.get(TOKENS.LifeQuoteGateway),
      chosenLifeQuotes: container.get(TOKENS.ChosenLifeQuoteStore),
      clock: container.get(TOKENS.Clock),
    }),
};
