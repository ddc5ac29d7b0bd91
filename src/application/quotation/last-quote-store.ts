/**
 * The broker's last quote (type, state, city), kept per user on the server so the form
 * starts from it on any device (`GET`/`PUT /api/v1/quote-preferences/`).
 */
import type { LastQuote } from '../../domain/quotation/last-quote';
import type { RemoteFailure, Result } from '../shared/result';

export interface LastQuoteStore {
  /** The last quote, or null for a broker who never quoted. */
  read(): Promise<Result<LastQuote | null, RemoteFailure>>;
  write(last: LastQuote): Promise<Result<LastQuote, RemoteFailure>>;
}
