/**
 * The comparison selection (plan ids and the filter/lives they were quoted with), kept
 * between page loads. The quotation screen writes it; the comparative proposal reads it.
 */
import type { ComparisonSelection } from '../../domain/quotation/catalog';

export interface ComparisonStore {
  /** The stored selection, or null when there is none (or it cannot be read). */
  read(): ComparisonSelection | null;
  write(selection: ComparisonSelection): void;
  clear(): void;
}
