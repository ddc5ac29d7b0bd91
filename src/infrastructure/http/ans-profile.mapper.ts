/**
 * The operator's ANS profile between the wire (`ansProfileWire` of src/contract/catalog.ts,
 * snake_case) and the domain (`OperatorAnsProfile`, src/domain/quotation/operator-profile.ts):
 * one mapper for the catalog's answers and for the proposals that keep it as quoted. Types only
 * from the contract, so no validator joins the bundle.
 */
import type { z } from 'zod/mini';
import type { ansProfileWire } from '../../contract/catalog';
import type { OperatorAnsProfile } from '../../domain/quotation/operator-profile';

/** The wire shape of an ANS profile. */
export type AnsProfileWire = z.infer<typeof ansProfileWire>;

/** The domain's profile of a wire one; null or absent (unknown registration) → null. */
export function ansProfileFromWire(wire: AnsProfileWire | null | undefined): OperatorAnsProfile | null {
  if (!wire) return null;
  return { registration: wire.registration, cnpj: wire.cnpj, legalName: wire.legal_name, tradeName: wire.trade_name, modality: wire.modality, idss: wire.idss, igr: wire.igr };
}

/** The wire form of a domain profile (the inverse of {@link ansProfileFromWire}). */
export function ansProfileToWire(profile: OperatorAnsProfile): AnsProfileWire {
  return { registration: profile.registration, cnpj: profile.cnpj, legal_name: profile.legalName, trade_name: profile.tradeName, modality: profile.modality, idss: profile.idss, igr: profile.igr };
}
