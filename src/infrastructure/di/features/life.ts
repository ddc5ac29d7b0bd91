/** The life insurance feature's adapters and use cases (quote wizard, implantation, the client's page). */
import type { KyInstance } from 'ky';
import { createLifeUseCases } from '../../../application/life/use-cases';
import type { SessionSignal } from '../../../application/session/session-signal';
import type { TokenStore } from '../../../application/session/token-store';
import { createLifeHttpClient, renewAccessThroughMainApi } from '../../http/life-client';
import { createHttpLifeQuoteGateway } from '../../http/life-quote.http';
import { createActionCableQuotationChannel } from '../../realtime/quotation-channel.actioncable';
import type { FeatureModule } from '../container-options';
import { TOKENS } from '../tokens';
import { bindChosenLifeQuoteStore } from './chosen-life-quote';
import { bindOnce } from './shared';

export const lifeFeature: FeatureModule<'life'> = {
  bind(container, options) {
    bindChosenLifeQuoteStore(container);
    if (options.mode !== 'http') return;
    bindOnce(container, TOKENS.LifeQuoteGateway, () =>
      container.bind(TOKENS.LifeQuoteGateway).toResolvedValue(
        (http: KyInstance, tokens: TokenStore, signal: SessionSignal) => {
          const lifeApiUrl = options.lifeApiUrl ?? new URL(options.apiUrl).origin;
          const lifeHttp = createLifeHttpClient({ lifeApiUrl, tokens, signal, renewAccess: renewAccessThroughMainApi(http, tokens) });
          const cableUrl = options.lifeCableUrl ?? `${lifeApiUrl.replace(/^http/, 'ws')}/cable`;
          return createHttpLifeQuoteGateway(lifeHttp, createActionCableQuotationChannel({ cableUrl, tokens }));
        },
        [TOKENS.HttpClient, TOKENS.TokenStore, TOKENS.SessionSignal],
      ),
    );
  },
  useCases: (container) =>
    createLifeUseCases({
      lifeQuote: container.get(TOKENS.LifeQuoteGateway),
      chosenLifeQuotes: container.get(TOKENS.ChosenLifeQuoteStore),
      clock: container.get(TOKENS.Clock),
    }),
};
