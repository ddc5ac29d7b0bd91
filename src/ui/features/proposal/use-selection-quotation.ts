/**
 * The broker's current comparison selection as quotation data: the selected plans loaded
 * in full through the catalog (prices of today), the lives of the selection's filter.
 */
import { err, ok, type RemoteFailure, type Result } from '../../../application/shared/result';
import type { AppServices } from '../../../application/app-services';
import { quotedPlanFromDetail, similarEntitiesOf, type QuotationBroker, type QuotationData } from '../../../domain/proposal/saved-quotation';
import type { ComparisonSelection } from '../../../domain/quotation/catalog';
import type { User } from '../../../domain/user';
import { useRemote } from '../../shared/use-remote';

/** What the selection gives before the broker's choices. */
export type SelectionBase = Omit<QuotationData, 'clientName' | 'showProposalInfos' | 'showProposalPhoto' | 'proposalInfos'>;

export function brokerOf(user: User | null): QuotationBroker {
  return { name: user?.name ?? '', phone: user?.phone ?? '', email: user?.email ?? '', logoUrl: user?.logoUrl ?? null };
}

async function loadSelection(
  catalog: AppServices['catalog'],
  selection: ComparisonSelection,
  broker: QuotationBroker,
): Promise<Result<SelectionBase, RemoteFailure>> {
  const answers = await Promise.all(selection.planIds.map((id) => catalog.plan(id)));
  const failure = answers.find((answer) => !answer.ok);
  if (failure && !failure.ok) return err(failure.error);
  const details = answers.flatMap((answer) => (answer.ok ? [answer.value] : []));
  return ok({
    type: selection.filter.type,
    lives: selection.filter.counts,
    plans: details.map(quotedPlanFromDetail),
    similarEntities: similarEntitiesOf(details),
    similarCompanies: [],
    lifeInsurance: false,
    lifeInsuranceInstitution: null,
    broker,
  });
}

/** Loads the selection's plans (null selection or no plans: no load). */
export function useSelectionQuotation(services: AppServices, selection: ComparisonSelection | null, user: User | null) {
  const ids = selection?.planIds ?? [];
  const key = selection && ids.length > 0 ? `proposal:${ids.join(',')}` : null;
  return useRemote(key, () => (selection ? loadSelection(services.catalog, selection, brokerOf(user)) : Promise.resolve(err({ kind: 'not-found', message: '' }))));
}
