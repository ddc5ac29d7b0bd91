/**
 * The life-insurance proposal implantation (spec points 3 "Proposal implantation form",
 * "Beneficiary", "Reference lists"; 4 "Implantation"; 5; 9 "Proposal payment fixed"):
 * pure field rules shared by the SPA's finalization form and the life service's
 * `POST /v1/{institution}/generate_link`, so both answer the same pt-BR message for the
 * same value.
 *
 * Every validator returns the list of pt-BR messages for a value (empty when valid), the
 * shape of a DRF field error. CPF, CEP, phone and e-mail checks come from
 * @brazilian-utils (through src/domain/accounts/fields.ts); banks from `bancos-brasileiros`
 * (COMPE codes, in banks.ts: 300 KB of data kept out of the SPA's first chunk), countries: ISO codes from `i18n-iso-countries`, pt-BR names from `Intl.DisplayNames`, UFs from the
 * domain's list (src/domain/quotation/states.ts). Nothing of those lists is typed by hand.
 */
import { isValidCep } from '@brazilian-utils/brazilian-utils';
import countriesPt from 'i18n-iso-countries/langs/pt.json';
import { digitsOnly, validateCpf, validateEmail, validatePhone } from '../accounts/fields';
import { parseIsoDate, compareCalendarDates } from '../quotation/iso-date';
import { BRAZILIAN_STATES } from '../quotation/states';

/**
 * Spec point 9: the proposal's payment is fixed — debit in account, 3 installments, every
 * 30 days, company code 1. Shown on the form, never edited; the service refuses anything else.
 */
export const LIFE_PROPOSAL_PAYMENT = {
  method: 'debito_em_conta',
  installments: 3,
  intervalDays: 30,
  companyCode: 1,
} as const;

/** pt-BR label of the fixed payment method. */
export const LIFE_PROPOSAL_PAYMENT_LABEL = 'Débito em conta';

/** Days a client's proposal link stays open after it is generated. */
export const LIFE_PROPOSAL_LINK_TTL_DAYS = 7;

/** Politically-exposed-person status (spec point 5): 'RelacionamentoProximo' asks for the related person. */
export const PEP_STATUSES = ['Nao', 'Sim', 'RelacionamentoProximo'] as const;
export type PepStatus = (typeof PEP_STATUSES)[number];
/** pt-BR labels of {@link PEP_STATUSES}. */
export const PEP_STATUS_LABELS: Readonly<Record<PepStatus, string>> = {
  Nao: 'Não sou pessoa politicamente exposta',
  Sim: 'Sou pessoa politicamente exposta',
  RelacionamentoProximo: 'Tenho relacionamento próximo com pessoa politicamente exposta',
};

/** Marital status codes and their pt-BR labels. */
export const MARITAL_STATUSES = ['solteiro', 'casado', 'uniao_estavel', 'divorciado', 'separado', 'viuvo'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_LABELS: Readonly<Record<MaritalStatus, string>> = {
  solteiro: 'Solteiro(a)',
  casado: 'Casado(a)',
  uniao_estavel: 'União estável',
  divorciado: 'Divorciado(a)',
  separado: 'Separado(a) judicialmente',
  viuvo: 'Viúvo(a)',
};

/** Kinship of the person close to a PEP (related person). */
export const PEP_KINSHIPS = ['conjuge', 'pai_mae', 'filho', 'irmao', 'enteado', 'socio', 'outro'] as const;
export type PepKinship = (typeof PEP_KINSHIPS)[number];
export const PEP_KINSHIP_LABELS: Readonly<Record<PepKinship, string>> = {
  conjuge: 'Cônjuge ou companheiro(a)',
  pai_mae: 'Pai ou mãe',
  filho: 'Filho(a)',
  irmao: 'Irmão(ã)',
  enteado: 'Enteado(a)',
  socio: 'Sócio(a) ou colaborador(a) próximo(a)',
  outro: 'Outro parentesco',
};

/** A country: ISO 3166-1 alpha-2 code and its Portuguese name. */
export interface Country {
  code: string;
  name: string;
}

/**
 * Brazilian Portuguese region names from the runtime's CLDR data (`Intl.DisplayNames`), e.g.
 * 'Armênia' — `i18n-iso-countries` has only a `pt` locale with European spellings ('Arménia').
 * Null where the runtime has no display names (then the package's name is used).
 */
const PT_BR_REGIONS: Intl.DisplayNames | null = typeof Intl !== 'undefined' && 'DisplayNames' in Intl ? new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'none' }) : null;

/** The pt-BR name of an ISO alpha-2 code: CLDR's, else the package's first Portuguese name. */
function ptBrCountryName(code: string, packageName: string | string[]): string {
  const fallback = Array.isArray(packageName) ? (packageName[0] ?? code) : packageName;
  try {
    return PT_BR_REGIONS?.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Every country of `i18n-iso-countries` (the ISO 3166-1 alpha-2 codes) with its Brazilian
 * Portuguese name (`Intl.DisplayNames(['pt-BR'], {type: 'region'})`), sorted by name (pt-BR collation).
 */
export const COUNTRIES: readonly Country[] = Object.entries(countriesPt.countries as Record<string, string | string[]>)
  .map(([code, name]) => ({ code, name: ptBrCountryName(code, name) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

/** The country a proposal starts with: Brasil. */
export const DEFAULT_COUNTRY_CODE = 'BR';

const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.code));

/** The Portuguese name of an ISO alpha-2 code, or the code itself. */
export function countryName(code: string): string {
  return COUNTRIES.find((country) => country.code === code)?.name ?? code;
}

/** pt-BR messages of the implantation fields. */
export const IMPLANTATION_MESSAGES = {
  required: 'Este campo é obrigatório.',
  cepInvalid: 'CEP inválido. Use o formato 00000-000.',
  ufInvalid: 'Escolha uma UF.',
  countryInvalid: 'Escolha um país da lista.',
  bankInvalid: 'Escolha um banco da lista.',
  agencyInvalid: 'Agência inválida: de 1 a 5 dígitos (com o dígito, se houver).',
  accountInvalid: 'Conta inválida: de 1 a 13 dígitos (com o dígito).',
  dateInvalid: 'Data inválida: use DD/MM/AAAA.',
  dateFuture: 'A data não pode ser depois de hoje.',
  option: 'Escolha uma das opções.',
  tooLong: (max: number) => `No máximo ${max} caracteres.`,
  beneficiariesRequired: 'Informe pelo menos um beneficiário.',
  beneficiariesTooMany: 'No máximo 10 beneficiários.',
  sharePercent: 'Informe um percentual inteiro de 1 a 100.',
  sharesTotal: (total: number) => `A soma dos percentuais dos beneficiários deve ser 100% (agora: ${total}%).`,
  paymentFixed: 'A forma de pagamento é fixa: débito em conta, 3 parcelas a cada 30 dias, código da empresa 1.',
} as const;

/** Maximum beneficiaries on one proposal. */
export const MAX_BENEFICIARIES = 10;

/** A text field: required, trimmed, at most `max` characters. */
export function validateText(value: string, max = 150): string[] {
  const text = value.trim();
  if (text === '') return [IMPLANTATION_MESSAGES.required];
  return text.length > max ? [IMPLANTATION_MESSAGES.tooLong(max)] : [];
}

/** An optional text field: at most `max` characters. */
export function validateOptionalText(value: string, max = 150): string[] {
  return value.trim().length > max ? [IMPLANTATION_MESSAGES.tooLong(max)] : [];
}

/** CPF (masked or digits), with check digits (@brazilian-utils). */
export function validateImplantationCpf(value: string): string[] {
  return digitsOnly(value) === '' ? [IMPLANTATION_MESSAGES.required] : validateCpf(value);
}

/** E-mail (@brazilian-utils). */
export function validateImplantationEmail(value: string): string[] {
  return value.trim() === '' ? [IMPLANTATION_MESSAGES.required] : validateEmail(value);
}

/** Phone with DDD, masked or digits (@brazilian-utils). */
export function validateImplantationPhone(value: string): string[] {
  return digitsOnly(value) === '' ? [IMPLANTATION_MESSAGES.required] : validatePhone(value);
}

/** CEP typed as '00000-000' (or 8 digits): 8 digits and a plausible CEP (@brazilian-utils `isValidCep`). */
export function validateCep(value: string): string[] {
  const digits = digitsOnly(value);
  if (digits === '') return [IMPLANTATION_MESSAGES.required];
  return digits.length === 8 && isValidCep(digits) ? [] : [IMPLANTATION_MESSAGES.cepInvalid];
}

/** The CEP mask 00000-000 applied while typing. */
export function maskCep(value: string): string {
  const digits = digitsOnly(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/**
 * Spec point 5: the CEP is split on the hyphen into two numbers — '01310-100' → [1310, 100].
 * The wire carries them as integers; {@link joinCep} restores the zero-padded text.
 * @throws RangeError when `cep` is not 8 digits (masked or not): validate first.
 */
export function splitCep(cep: string): [number, number] {
  const digits = digitsOnly(cep);
  if (digits.length !== 8) throw new RangeError(`Invalid CEP ${cep}`);
  return [Number(digits.slice(0, 5)), Number(digits.slice(5))];
}

/** The two numbers of {@link splitCep} back to '00000-000'. */
export function joinCep(prefix: number, suffix: number): string {
  return `${String(prefix).padStart(5, '0')}-${String(suffix).padStart(3, '0')}`;
}

/** Validates the two CEP numbers of the wire (prefix 0–99999, suffix 0–999) as a CEP. */
export function validateCepParts(prefix: number, suffix: number): string[] {
  if (!Number.isInteger(prefix) || !Number.isInteger(suffix) || prefix < 0 || prefix > 99_999 || suffix < 0 || suffix > 999) return [IMPLANTATION_MESSAGES.cepInvalid];
  return validateCep(joinCep(prefix, suffix));
}

/** One of the 27 UF codes. */
export function validateUf(value: string): string[] {
  if (value === '') return [IMPLANTATION_MESSAGES.required];
  return BRAZILIAN_STATES.some((state) => state.uf === value) ? [] : [IMPLANTATION_MESSAGES.ufInvalid];
}

/** An ISO alpha-2 country code of the list. */
export function validateCountry(value: string): string[] {
  if (value === '') return [IMPLANTATION_MESSAGES.required];
  return COUNTRY_CODES.has(value) ? [] : [IMPLANTATION_MESSAGES.countryInvalid];
}

/** Agency: 1–5 digits (the check digit included when the bank has one); masks ignored. */
export function validateAgency(value: string): string[] {
  const digits = digitsOnly(value);
  if (digits === '') return [IMPLANTATION_MESSAGES.required];
  return digits.length <= 5 && /^[\d\s.-]+$/.test(value.trim()) ? [] : [IMPLANTATION_MESSAGES.agencyInvalid];
}

/** Account number: 1–13 digits with its check digit; masks ignored. */
export function validateAccount(value: string): string[] {
  const digits = digitsOnly(value);
  if (digits === '') return [IMPLANTATION_MESSAGES.required];
  return digits.length <= 13 && /^[\d\s.-]+$/.test(value.trim()) ? [] : [IMPLANTATION_MESSAGES.accountInvalid];
}

/** One value of a fixed list. */
export function validateOption(value: string, options: readonly string[]): string[] {
  if (value === '') return [IMPLANTATION_MESSAGES.required];
  return options.includes(value) ? [] : [IMPLANTATION_MESSAGES.option];
}

/**
 * A past (or today's) date `YYYY-MM-DD` (issue date of the ID document, a beneficiary's
 * birth date). @param today `YYYY-MM-DD`.
 */
export function validatePastIsoDate(value: string, today: string): string[] {
  if (value === '') return [IMPLANTATION_MESSAGES.required];
  const date = parseIsoDate(value);
  if (!date) return [IMPLANTATION_MESSAGES.dateInvalid];
  const now = parseIsoDate(today);
  return now && compareCalendarDates(date, now) > 0 ? [IMPLANTATION_MESSAGES.dateFuture] : [];
}

/** 'DD/MM/AAAA' → 'YYYY-MM-DD', or null when it is not a real date. */
export function brDateToIso(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return parseIsoDate(iso) ? iso : null;
}

/** 'YYYY-MM-DD' → 'DD/MM/AAAA' ('' for an empty value). */
export function isoDateToBr(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A DD/MM/AAAA date typed on the form, past or today. */
export function validatePastBrDate(value: string, today: string): string[] {
  if (value.trim() === '') return [IMPLANTATION_MESSAGES.required];
  const iso = brDateToIso(value);
  return iso === null ? [IMPLANTATION_MESSAGES.dateInvalid] : validatePastIsoDate(iso, today);
}

/** A beneficiary's share: a whole percentage from 1 to 100. */
export function validateSharePercent(value: number): string[] {
  return Number.isInteger(value) && value >= 1 && value <= 100 ? [] : [IMPLANTATION_MESSAGES.sharePercent];
}

/**
 * The beneficiaries' shares must add up to exactly 100 %. Returns the message for the list
 * (empty when the list is empty — "at least one" is {@link validateBeneficiaryCount}'s).
 */
export function validateSharesTotal(shares: readonly number[]): string[] {
  if (shares.length === 0) return [];
  const total = shares.reduce((sum, share) => sum + (Number.isFinite(share) ? share : 0), 0);
  return total === 100 ? [] : [IMPLANTATION_MESSAGES.sharesTotal(total)];
}

/** One to {@link MAX_BENEFICIARIES} beneficiaries. */
export function validateBeneficiaryCount(count: number): string[] {
  if (count === 0) return [IMPLANTATION_MESSAGES.beneficiariesRequired];
  return count > MAX_BENEFICIARIES ? [IMPLANTATION_MESSAGES.beneficiariesTooMany] : [];
}

/** Spec point 5: the related person (name, CPF, kinship) is asked only for 'RelacionamentoProximo'. */
export function pepNeedsRelatedPerson(status: string): boolean {
  return status === 'RelacionamentoProximo';
}

/** WhatsApp share link (wa.me) with the text pre-filled; `phoneDigits` empty opens the contact picker. */
export function whatsAppShareUrl(text: string, phoneDigits = ''): string {
  return `https://wa.me/${digitsOnly(phoneDigits)}?text=${encodeURIComponent(text)}`;
}

/** The DD/MM/AAAA mask applied while typing ('10022010' → '10/02/2010'). */
export function maskBrDate(value: string): string {
  const digits = digitsOnly(value).slice(0, 8);
  if (digits.length > 4) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}
