/**
 * The broker's current comparison selection as quotation data (`proposal.selectionQuotation`:
 * the selected plans loaded in full, prices of today; the lives of the selection's filter).
 */
import { err } from '../../../application/shared/result';
import type { QuotationBroker } from '../../../domain/proposal/saved-quotation';
import type { ComparisonSelection } from '../../../domain/quotation/catalog';
import type { User } from '../../../domain/user';
import { useUseCases } from '../../app/services-context';
import { useRemote } from '../../shared/use-remote';

/** The proposal's broker block from the logged-in user. */
export function brokerOf(user: User | null): QuotationBroker {
  return { name: user?.name ?? '', phone: user?.phone ?? '', email: user?.email ?? '', logoUrl: user?.logoUrl ?? null };
}

/** Loads the selection's plans (null selection or no plans: no load). */
export function useSelectionQuotation(selection: ComparisonSelection | null, user: User | null) {
  const proposal = useUseCases('proposal');
  const ids = selection?.planIds ?? [];
  const key = selection && ids.length > 0 ? `proposal:${ids.join(',')}` : null;
  return useRemote(key, () => (selection ? proposal.selectionQuotation(selection, brokerOf(user)) : Promise.resolve(err({ kind: 'not-found' as const, message: '' }))));
}
