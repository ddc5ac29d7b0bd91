/**
 * Wire format of the life-insurance proposal implantation (spec point 7
 * `POST /v1/{institution}/generate_link?id={implantation id}` with `proposal` and
 * `find_proposal`; spec points 3, 5, 8, 9), shared by the life service (validation) and the
 * SPA (the finalization form's schema, the adapters' parsing). Both validate with the same
 * domain rules (src/domain/life/implantation.ts), so the form and the service's 400 say the
 * same pt-BR message for the same value.
 *
 * - `POST /v1/{institution}/generate_link?id=<uuid>` (access level paid) body
 *   {@link lifeGenerateLinkRequestWire} → 201 {@link lifeGeneratedLinkWire}; the same `id`
 *   again answers the same link (the proposal is replaced by the new one). 400 `{"proposal.cpf":
 *   ["CPF inválido."], …}`: keys are the dotted paths of the body, values lists of pt-BR messages.
 *   404 `{detail}` for an unknown institution or a quotation that is not the broker's priced one.
 * - `GET /v1/{institution}/proposals/{token}` (public) → 200 {@link lifeSharedProposalWire};
 *   404 unknown token, 410 expired link.
 *
 * On the wire masks are stripped to digits (CPF, phone, agency, account) and the CEP is split
 * on the hyphen into two numbers (spec point 5: '01310-100' → `[1310, 100]`). Dates `YYYY-MM-DD`.
 * The form values ({@link lifeImplantationFormSchema}) use the same keys as `proposal`, holding
 * what the broker types (masks, DD/MM/AAAA dates, the CEP with its hyphen).
 */
import { z } from 'zod';
import { digitsOnly, maskCpf, maskPhone } from '../domain/accounts/fields';
import { completedYears } from '../domain/life/age';
import {
  brDateToIso,
  joinCep,
  IMPLANTATION_MESSAGES,
  LIFE_PROPOSAL_PAYMENT,
  MARITAL_STATUSES,
  PEP_KINSHIPS,
  PEP_STATUSES,
  pepNeedsRelatedPerson,
  splitCep,
  validateAccount,
  validateAgency,
  validateBeneficiaryCount,
  validateCep,
  validateCepParts,
  validateCountry,
  validateImplantationCpf,
  validateImplantationEmail,
  validateImplantationPhone,
  validateOption,
  validateOptionalText,
  validatePastBrDate,
  validatePastIsoDate,
  validateSharePercent,
  validateSharesTotal,
  validateText,
  validateUf,
} from '../domain/life/implantation';
import { validateBankCode } from '../domain/life/banks';
import type { LifeImplantationFormValues } from '../domain/life/implantation-form';
import { LIFE_PROPOSAL_LINK_MESSAGES } from './life-proposal';

export * from './life-proposal';

type Validator<T> = (value: T) => string[];

/** A zod string checked by a domain validator (each message one issue). */
function checkedString(validate: Validator<string>) {
  return z.string({ error: IMPLANTATION_MESSAGES.required }).superRefine((value, context) => {
    // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
    for (const message of validate(value)) context.addIssue({ code: 'custom', message });
  });
}

const digitsString = (validate: Validator<string>, invalid: string) =>
  checkedString((value) => {
    if (value !== '' && !/^\d+$/.test(value)) return [invalid];
    return validate(value);
  });

// ---------------------------------------------------------------------------------------
// The wire (what generate_link receives).

/** `YYYY-MM-DD`, today or before; `today` is read when parsing (see {@link lifeGenerateLinkRequestSchema}). */
const pastIsoDate = (today: string) => checkedString((value) => validatePastIsoDate(value, today));

/** The proposal of spec point 3, masks stripped, CEP split (see the module note). */
export function lifeProposalWireSchema(today: string) {
  const relatedPerson = z.object({
    name: checkedString((v) => validateText(v)),
    cpf: digitsString(validateImplantationCpf, 'CPF inválido.'),
    kinship: checkedString((v) => validateOption(v, PEP_KINSHIPS)),
  });
  return z
    .object({
      name: checkedString((v) => validateText(v)),
      cpf: digitsString(validateImplantationCpf, 'CPF inválido.'),
      birth_date: pastIsoDate(today),
      age: z.number({ error: IMPLANTATION_MESSAGES.required }).int(),
      marital_status: checkedString((v) => validateOption(v, MARITAL_STATUSES)),
      nationality: checkedString((v) => validateText(v, 60)),
      id_document: checkedString((v) => validateText(v, 20)),
      id_issuer: checkedString((v) => validateText(v, 20)),
      id_issue_date: pastIsoDate(today),
      country: checkedString(validateCountry),
      email: checkedString(validateImplantationEmail),
      phone: digitsString(validateImplantationPhone, 'Telefone inválido. Informe o DDD e o número.'),
      address: z.object({
        street: checkedString((v) => validateText(v)),
        number: checkedString((v) => validateText(v, 10)),
        district: checkedString((v) => validateText(v, 60)),
        city: checkedString((v) => validateText(v, 60)),
        uf: checkedString(validateUf),
        cep: z
          .tuple([z.number(), z.number()], { error: IMPLANTATION_MESSAGES.cepInvalid })
          .superRefine(([prefix, suffix], context) => {
            // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
            for (const message of validateCepParts(prefix, suffix)) context.addIssue({ code: 'custom', message });
          }),
        complement: checkedString((v) => validateOptionalText(v, 60)),
      }),
      pep: z.object({
        status: checkedString((v) => validateOption(v, PEP_STATUSES)),
        related_person: relatedPerson.optional(),
      }),
      employer: checkedString((v) => validateText(v)),
      activity_branch: checkedString((v) => validateText(v, 100)),
      brokerage: checkedString((v) => validateText(v)),
      beneficiaries: z
        .array(
          z.object({
            name: checkedString((v) => validateText(v)),
            birth_date: pastIsoDate(today),
            cpf: digitsString(validateImplantationCpf, 'CPF inválido.'),
            share_percent: z.number({ error: IMPLANTATION_MESSAGES.sharePercent }).superRefine((value, context) => {
              // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
              for (const message of validateSharePercent(value)) context.addIssue({ code: 'custom', message });
            }),
          }),
          { error: IMPLANTATION_MESSAGES.beneficiariesRequired },
        )
        .superRefine((list, context) => {
          // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
          for (const message of [...validateBeneficiaryCount(list.length), ...validateSharesTotal(list.map((b) => b.share_percent))]) context.addIssue({ code: 'custom', message });
        }),
      bank_account: z.object({
        bank_code: checkedString(validateBankCode),
        agency: digitsString(validateAgency, IMPLANTATION_MESSAGES.agencyInvalid),
        account: digitsString(validateAccount, IMPLANTATION_MESSAGES.accountInvalid),
      }),
      payment: z.object(
        {
          method: z.literal(LIFE_PROPOSAL_PAYMENT.method, { error: IMPLANTATION_MESSAGES.paymentFixed }),
          installments: z.literal(LIFE_PROPOSAL_PAYMENT.installments, { error: IMPLANTATION_MESSAGES.paymentFixed }),
          interval_days: z.literal(LIFE_PROPOSAL_PAYMENT.intervalDays, { error: IMPLANTATION_MESSAGES.paymentFixed }),
          company_code: z.literal(LIFE_PROPOSAL_PAYMENT.companyCode, { error: IMPLANTATION_MESSAGES.paymentFixed }),
        },
        { error: IMPLANTATION_MESSAGES.paymentFixed },
      ),
    })
    .superRefine((proposal, context) => {
      if (pepNeedsRelatedPerson(proposal.pep.status) && proposal.pep.related_person === undefined) {
        for (const key of ['name', 'cpf', 'kinship']) context.addIssue({
          // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
          code: 'custom',
          path: ['pep', 'related_person', key], message: IMPLANTATION_MESSAGES.required,
        });
      }
      if (/^\d{4}-\d{2}-\d{2}$/.test(proposal.birth_date) && validatePastIsoDate(proposal.birth_date, today).length === 0 && completedYears(proposal.birth_date, today) !== proposal.age) {
        context.addIssue({
          // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
          code: 'custom',
          path: ['age'], message: LIFE_PROPOSAL_LINK_MESSAGES.age,
        });
      }
    })
    .transform((proposal) => (pepNeedsRelatedPerson(proposal.pep.status) ? proposal : { ...proposal, pep: { status: proposal.pep.status } }));
}
export type LifeProposalWire = z.output<ReturnType<typeof lifeProposalWireSchema>>;

/** Which quote the proposal implants: the broker's quotation and the quote number it priced. */
export const lifeFindProposalWire = z.object({
  quotation_id: z.string({ error: IMPLANTATION_MESSAGES.required }).uuid(LIFE_PROPOSAL_LINK_MESSAGES.quotationNotFound),
  quote_number: z.string({ error: IMPLANTATION_MESSAGES.required }).min(1, IMPLANTATION_MESSAGES.required).max(40),
});
export type LifeFindProposalWire = z.infer<typeof lifeFindProposalWire>;

/** The body of generate_link, validated as of `today` (`YYYY-MM-DD`, Brasília). */
export function lifeGenerateLinkRequestSchema(today: string) {
  return z.object({ proposal: lifeProposalWireSchema(today), find_proposal: lifeFindProposalWire });
}
export type LifeGenerateLinkRequestWire = z.output<ReturnType<typeof lifeGenerateLinkRequestSchema>>;
/** The body as the SPA builds it. */
export type LifeGenerateLinkRequestInputWire = z.input<ReturnType<typeof lifeGenerateLinkRequestSchema>>;

// ---------------------------------------------------------------------------------------
// The form (what the broker types), the same keys as `proposal`.

/** Parses a typed share ('50', ' 25 ') to a number (NaN when not a whole number). */
export function parseSharePercent(text: string): number {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text.trim()) : Number.NaN;
}

/**
 * The form's schema (react-hook-form's zodResolver): the same domain validators as the wire,
 * on the typed values; PEP 'RelacionamentoProximo' makes the related person required.
 * @param today `YYYY-MM-DD`.
 */
export function lifeImplantationFormSchema(today: string) {
  const text = (max = 150) => checkedString((v) => validateText(v, max));
  const pastBrDate = checkedString((v) => validatePastBrDate(v, today));
  return z
    .object({
      name: text(),
      cpf: checkedString(validateImplantationCpf),
      birth_date: z.string(),
      age: z.number(),
      marital_status: checkedString((v) => validateOption(v, MARITAL_STATUSES)),
      nationality: text(60),
      id_document: text(20),
      id_issuer: text(20),
      id_issue_date: pastBrDate,
      country: checkedString(validateCountry),
      email: checkedString(validateImplantationEmail),
      phone: checkedString(validateImplantationPhone),
      address: z.object({
        street: text(),
        number: text(10),
        district: text(60),
        city: text(60),
        uf: checkedString(validateUf),
        cep: checkedString(validateCep),
        complement: checkedString((v) => validateOptionalText(v, 60)),
      }),
      pep: z.object({
        status: checkedString((v) => validateOption(v, PEP_STATUSES)),
        related_person: z.object({ name: z.string(), cpf: z.string(), kinship: z.string() }),
      }),
      employer: text(),
      activity_branch: text(100),
      brokerage: text(),
      beneficiaries: z
        .array(
          z.object({
            name: text(),
            birth_date: pastBrDate,
            cpf: checkedString(validateImplantationCpf),
            share_percent: checkedString((v) => validateSharePercent(parseSharePercent(v))),
          }),
        )
        .superRefine((list, context) => {
          for (const message of [...validateBeneficiaryCount(list.length), ...validateSharesTotal(list.map((b) => parseSharePercent(b.share_percent)))]) {
            // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
            context.addIssue({ code: 'custom', message });
          }
        }),
      bank_account: z.object({
        bank_code: checkedString(validateBankCode),
        agency: checkedString(validateAgency),
        account: checkedString(validateAccount),
      }),
    })
    .superRefine((values, context) => {
      if (!pepNeedsRelatedPerson(values.pep.status)) return;
      const related = values.pep.related_person;
      const problems: Array<[string, string[]]> = [
        ['name', validateText(related.name)],
        ['cpf', validateImplantationCpf(related.cpf)],
        ['kinship', validateOption(related.kinship, PEP_KINSHIPS)],
      ];
      for (const [key, messages] of problems) for (const message of messages) context.addIssue({
        // Stryker disable next-line StringLiteral: a custom issue's code is read by nobody (drf-errors.ts and read-file.ts look for other codes): '' gives the same message
        code: 'custom',
        path: ['pep', 'related_person', key], message,
      });
    });
}

/**
 * The form's values as `proposal` on the wire: masks stripped to digits, DD/MM/AAAA → ISO,
 * the CEP split on the hyphen into two numbers, the fixed payment of spec point 9, the
 * related person only for 'RelacionamentoProximo'. Validate first (a bad CEP throws RangeError).
 */
export function implantationFormToWire(values: LifeImplantationFormValues): LifeGenerateLinkRequestInputWire['proposal'] {
  const iso = (text: string) => brDateToIso(text) ?? text;
  return {
    name: values.name.trim(),
    cpf: digitsOnly(values.cpf),
    birth_date: values.birth_date,
    age: values.age,
    marital_status: values.marital_status,
    nationality: values.nationality.trim(),
    id_document: values.id_document.trim(),
    id_issuer: values.id_issuer.trim(),
    id_issue_date: iso(values.id_issue_date),
    country: values.country,
    email: values.email.trim().toLowerCase(),
    phone: digitsOnly(values.phone),
    address: {
      street: values.address.street.trim(),
      number: values.address.number.trim(),
      district: values.address.district.trim(),
      city: values.address.city.trim(),
      uf: values.address.uf,
      cep: splitCep(values.address.cep),
      complement: values.address.complement.trim(),
    },
    pep: pepNeedsRelatedPerson(values.pep.status)
      ? { status: values.pep.status, related_person: { name: values.pep.related_person.name.trim(), cpf: digitsOnly(values.pep.related_person.cpf), kinship: values.pep.related_person.kinship } }
      : { status: values.pep.status },
    employer: values.employer.trim(),
    activity_branch: values.activity_branch.trim(),
    brokerage: values.brokerage.trim(),
    beneficiaries: values.beneficiaries.map((beneficiary) => ({
      name: beneficiary.name.trim(),
      birth_date: iso(beneficiary.birth_date),
      cpf: digitsOnly(beneficiary.cpf),
      share_percent: parseSharePercent(beneficiary.share_percent),
    })),
    bank_account: { bank_code: values.bank_account.bank_code, agency: digitsOnly(values.bank_account.agency), account: digitsOnly(values.bank_account.account) },
    payment: {
      method: LIFE_PROPOSAL_PAYMENT.method,
      installments: LIFE_PROPOSAL_PAYMENT.installments,
      interval_days: LIFE_PROPOSAL_PAYMENT.intervalDays,
      company_code: LIFE_PROPOSAL_PAYMENT.companyCode,
    },
  };
}


/**
 * The form's values of a stored proposal (generate_link's wire `proposal`, as the service kept
 * it), to reopen its finalization: masks put back (CPF, phone, CEP), dates as DD/MM/AAAA,
 * shares as text. Null when it is not a valid proposal as of `today` (`YYYY-MM-DD`).
 */
export function implantationWireToForm(proposal: unknown, today: string): LifeImplantationFormValues | null {
  const parsed = lifeProposalWireSchema(today).safeParse(proposal);
  if (!parsed.success) return null;
  const wire = parsed.data;
  const br = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso);
  const related = 'related_person' in wire.pep && wire.pep.related_person ? wire.pep.related_person : { name: '', cpf: '', kinship: '' };
  return {
    name: wire.name,
    cpf: maskCpf(wire.cpf),
    birth_date: wire.birth_date,
    age: wire.age,
    marital_status: wire.marital_status,
    nationality: wire.nationality,
    id_document: wire.id_document,
    id_issuer: wire.id_issuer,
    id_issue_date: br(wire.id_issue_date),
    country: wire.country,
    email: wire.email,
    phone: maskPhone(wire.phone),
    address: {
      street: wire.address.street,
      number: wire.address.number,
      district: wire.address.district,
      city: wire.address.city,
      uf: wire.address.uf,
      cep: joinCep(wire.address.cep[0], wire.address.cep[1]),
      complement: wire.address.complement ?? '',
    },
    pep: { status: wire.pep.status, related_person: { name: related.name, cpf: maskCpf(related.cpf), kinship: related.kinship } },
    employer: wire.employer,
    activity_branch: wire.activity_branch,
    brokerage: wire.brokerage,
    beneficiaries: wire.beneficiaries.map((beneficiary) => ({ name: beneficiary.name, birth_date: br(beneficiary.birth_date), cpf: maskCpf(beneficiary.cpf), share_percent: String(beneficiary.share_percent) })),
    bank_account: { ...wire.bank_account },
  };
}
