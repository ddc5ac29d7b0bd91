/**
 * The search of "Minhas cotações": one text matched, accents and case ignored,
 * against the client's name, e-mail and city and the plans' names; when the text has at
 * least 3 digits and nothing but digits and punctuation ('(81) 9876', '111.444'), its digits
 * are also matched against the client's phone and CPF/CNPJ. The server does it in SQL
 * (server/src/modules/quotations/repositories/quotations.repository.ts), the fake with {@link matchesQuotationSearch}.
 */
import { foldText } from '../text-folding';

/** What a search text looks for: the folded text and, for a number-like text, its digits (else null). */
export function quotationSearchTerms(search: string): { text: string; digits: string | null } {
  const text = foldText(search);
  const digits = search.replace(/\D/g, '');
  const numberLike = /^[\d\s().\-/+]+$/.test(search.trim());
  return { text, digits: numberLike && digits.length >= 3 ? digits : null };
}

/** The fields a quotation is searched by. */
export interface SearchableQuotation {
  readonly clientName: string;
  readonly client?: { readonly phone: string | null; readonly email: string | null; readonly document: string | null; readonly city: string | null } | null;
  readonly planNames: readonly string[];
}

/** True when `quotation` matches `search` (an empty search matches everything). */
export function matchesQuotationSearch(quotation: SearchableQuotation, search: string): boolean {
  const { text, digits } = quotationSearchTerms(search);
  if (text === '') return true;
  const haystack = foldText([quotation.clientName, quotation.client?.email ?? '', quotation.client?.city ?? '', ...quotation.planNames].join(' '));
  if (haystack.includes(text)) return true;
  if (digits === null) return false;
  return [quotation.client?.phone ?? '', quotation.client?.document ?? ''].some((value) => value.includes(digits));
}
