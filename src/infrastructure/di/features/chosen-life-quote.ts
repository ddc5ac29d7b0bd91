/** The chosen life quote's module, shared by the life and proposal features (not the quotation's: a file of its own). */
import { ContainerModule } from 'inversify';
import type { KeyValueStore } from '../../../application/shared/key-value-store';
import { createStoredChosenLifeQuoteStore } from '../../life-chosen-quote.storage';
import { TOKENS } from '../tokens';

/** The chosen life quote, in session storage (both modes). */
export const chosenLifeQuoteModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.ChosenLifeQuoteStore).toResolvedValue(
    (sessionStore: KeyValueStore) => createStoredChosenLifeQuoteStore(sessionStore),
    [TOKENS.SessionKeyValueStore],
  );
});
