/**
 * The life proposal's finalization form (spec points 3 and 5) as the broker types it: the
 * values the screen edits, the use cases check with the domain's implantation rules
 * (./implantation.ts) and the contract maps to generate_link's `proposal`
 * (src/contract/life-implantation.ts: masks stripped, CEP split, dates to ISO). The keys are
 * the same as the wire's `proposal`, so a 400 key of the service names a form field.
 * Types only: this module costs nothing in a bundle.
 */

/** A beneficiary as typed: birth date DD/MM/AAAA, CPF masked, share as text ('50'). */
export interface LifeBeneficiaryFormValues {
  name: string;
  birth_date: string;
  cpf: string;
  share_percent: string;
}

/**
 * The finalization form's values (strings as typed). `birth_date` and `age` come from the
 * chosen quote (read-only); dates are DD/MM/AAAA; `cep` '00000-000'.
 */
export interface LifeImplantationFormValues {
  name: string;
  cpf: string;
  birth_date: string;
  age: number;
  marital_status: string;
  nationality: string;
  id_document: string;
  id_issuer: string;
  id_issue_date: string;
  country: string;
  email: string;
  phone: string;
  address: { street: string; number: string; district: string; city: string; uf: string; cep: string; complement: string };
  pep: { status: string; related_person: { name: string; cpf: string; kinship: string } };
  employer: string;
  activity_branch: string;
  brokerage: string;
  beneficiaries: LifeBeneficiaryFormValues[];
  bank_account: { bank_code: string; agency: string; account: string };
}
