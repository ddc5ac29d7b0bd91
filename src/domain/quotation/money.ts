/**
 * pt-BR display text for money, percentages and dates (spec point 9: "Dates
 * DD/MM/YYYY. Money in BRL, pt-BR format. Percentages shown as value times 100").
 *
 * Pure helpers for the UI and the PDF (architecture rule 11: money is integer cents
 * everywhere else and becomes BRL text only when shown). They live in the domain so
 * the SPA, the PDF renderer and the server write the same text.
 *
 * Intl: `Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })` writes
 * 'R$' followed by a NO-BREAK SPACE (U+00A0), and some ICU versions a NARROW NO-BREAK
 * SPACE (U+202F). Both are replaced here by a regular space (U+0020), so the text is
 * the same in every browser and in Node, and tests and searches can match
 * 'R$ 1.234,56' as typed. (A PDF line may break after 'R$'; keep that in mind there.)
 */
import { parseIsoDateOrThrow } from './iso-date';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const NO_BREAK_SPACES = /[\u00a0\u202f]/g;

function normaliseSpaces(text: string): string {
  return text.replace(NO_BREAK_SPACES, ' ');
}

/**
 * Integer cents as BRL text: 123456 → 'R$ 1.234,56', 5 → 'R$ 0,05', -990 → '-R$ 9,90'.
 * A regular space follows 'R$' (see the module note on U+00A0).
 * @throws RangeError when `cents` is not a safe integer (money is integer cents).
 */
export function formatBRL(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Invalid money amount ${String(cents)}: expected integer cents`);
  // Formatted from an exact decimal string ('-1234.56'), not from cents / 100: above
  // about R$ 700 bilhões a double cannot hold every cent any more.
  const whole = BigInt(cents);
  const abs = whole < 0n ? -whole : whole;
  const decimal = `${whole < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return normaliseSpaces(BRL.format(decimal as `${number}`));
}

const percentFormats = new Map<number, Intl.NumberFormat>();

/**
 * A fraction shown as a pt-BR percentage (value × 100): 0.3 → '30%', 0.125 → '12,5%',
 * 0.4 → '40%', 1 → '100%'. Rounded half away from zero to at most
 * `maxFractionDigits` decimals (default 2: 0.12345 → '12,35%'); trailing zeros dropped.
 * No space before '%' (pt-BR CLDR style).
 * @throws RangeError when `fraction` is not a finite number.
 */
export function formatPercent(fraction: number, maxFractionDigits = 2): string {
  if (!Number.isFinite(fraction)) throw new RangeError(`Invalid fraction ${String(fraction)}`);
  let format = percentFormats.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: maxFractionDigits });
    percentFormats.set(maxFractionDigits, format);
  }
  return normaliseSpaces(format.format(fraction));
}

const decimalFormats = new Map<number, Intl.NumberFormat>();

/**
 * A plain number in pt-BR with exactly `fractionDigits` decimals (comma separator,
 * dot for thousands): formatDecimal(1.5, 2) → '1,50'. Used for ratios in messages.
 * @throws RangeError when `value` is not a finite number.
 */
export function formatDecimal(value: number, fractionDigits: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Invalid number ${String(value)}`);
  let format = decimalFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    decimalFormats.set(fractionDigits, format);
  }
  return normaliseSpaces(format.format(value));
}

/**
 * An ISO date `YYYY-MM-DD` as 'DD/MM/YYYY': '2026-06-01' → '01/06/2026'.
 * The text is parsed, never passed to `new Date`, so no time zone can move the day.
 * @throws RangeError when the text is not a real calendar day in `YYYY-MM-DD` form.
 */
export function formatDateBR(isoDate: string): string {
  const { year, month, day } = parseIsoDateOrThrow(isoDate);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}

/**
 * A BRL amount typed by a person → integer cents, or null when it is not an amount.
 * Accepts 'R$ 150.000,00', '150000', '150.000', '1.234,5', '0,99' (pt-BR: dot thousands,
 * comma decimals, at most 2 decimals; 'R$' only in front); refuses '', '1,234.56', '1.23', '-5', '12R$5'.
 */
export function parseMoneyText(text: string): number | null {
  const cleaned = text.trim().replace(/^R\$/i, '').replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.replace(/\./g, '').split(',');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The most digits a typed amount keeps (R$ 999.999.999,99). */
const TYPED_MONEY_DIGITS = 11;

/**
 * A money input's text while typing, as Brazilian bank apps mask it: the digits are cents
 * shifted in from the right ('5' → '0,05', '12345' → '123,45', '123456' → '1.234,56'),
 * anything else dropped; empty stays empty. {@link parseMoneyText} reads the result.
 */
export function maskTypedMoney(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '').slice(0, TYPED_MONEY_DIGITS);
  if (digits === '') return typed.replace(/\D/g, '') === '' ? '' : '0,00';
  return formatBRL(Number(digits)).replace(/^-?R\$\s?/, '');
}
