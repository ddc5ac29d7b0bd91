/**
 * Whether the life service takes a quotation request (spec point 7 `POST quotation`), decided
 * once for the life service's quotations use case (server/life/modules/quotations), which the
 * fake life service runs too, after the body passed the contract's schema: the occupation must be one the
 * service knows (its CBO 2002 subgroups), then a picked client must be one of the caller's
 * account's clients; a typed client (name, phone) is found or created by the back end's storage.
 */

/** The client a taken quotation is about. */
export type LifeQuotationClient<Typed> =
  /** None typed nor picked: the quotation has no client. */
  | { kind: 'none' }
  /** A client of the account picked in the wizard. */
  | { kind: 'picked'; clientId: number }
  /** A contact typed on step 1: the storage finds the account's client it names or creates one. */
  | { kind: 'typed'; contact: Typed };

/** Outcome of {@link lifeQuotationAdmission}. */
export type LifeQuotationAdmission<Typed> =
  /** 400 on `profissao` ('Profissão não encontrada.'). */
  | { kind: 'unknown_profession' }
  /** 400 on `client` (the account has no such client). */
  | { kind: 'unknown_client' }
  /** Taken: priced with the occupation's title, about that client. */
  | { kind: 'accepted'; professionTitle: string; client: LifeQuotationClient<Typed> };

/**
 * The request's admission, the occupation checked before the client.
 * @param found.professionTitle the title of the request's occupation code, undefined when unknown.
 * @param found.pickedClientKnown whether the picked client (`client.client_id`) is the account's; undefined when none was picked.
 * @param client.typedContact the typed name and phone as a usable contact (src/contract `typedClientContact`), null when none is usable.
 */
export function lifeQuotationAdmission<Typed>(
  found: { professionTitle: string | undefined; pickedClientKnown: boolean | undefined },
  client: { pickedId: number | undefined; typedContact: Typed | null },
): LifeQuotationAdmission<Typed> {
  if (found.professionTitle === undefined) return { kind: 'unknown_profession' };
  if (client.pickedId !== undefined) {
    return found.pickedClientKnown === true ? { kind: 'accepted', professionTitle: found.professionTitle, client: { kind: 'picked', clientId: client.pickedId } } : { kind: 'unknown_client' };
  }
  const chosen: LifeQuotationClient<Typed> = client.typedContact === null ? { kind: 'none' } : { kind: 'typed', contact: client.typedContact };
  return { kind: 'accepted', professionTitle: found.professionTitle, client: chosen };
}
