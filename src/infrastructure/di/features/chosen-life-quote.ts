/** The chosen life quote's binding, shared by the life and proposal features (not the quotation's: a file of its own). */
import type { Container } from 'inversify';
import type { KeyValueStore } from '../../../application/shared/key-value-store';
import { createStoredChosenLifeQuoteStore } from '../../life-chosen-quote.storage';
import { TOKENS } from '../tokens';
import { bindOnce } from './shared';

/** The chosen life quote, in session storage (life, proposal). */
export function bindChosenLifeQuoteStore(container: Container): void {
  bindOnce(container, TOKENS.ChosenLifeQuoteStore, () =>
    container
      .bind(TOKENS.ChosenLifeQuoteStore)
      .toResolvedValue((sessionStore: KeyValueStore) => createStoredChosenLifeQuoteStore(sessionStore), [TOKENS.SessionKeyValueStore]),
  );
}
