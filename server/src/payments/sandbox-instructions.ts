/**
 * Payment instructions the sandbox provider hands out for PIX and boleto: fake (no bank
 * knows them) but well formed, so a banking app or a validator reads them as real ones.
 *
 * - PIX "copia e cola": an EMV BR Code (Banco Central do Brasil, "Manual de Padrões para
 *   Iniciação do Pix"): TLV fields 00 payload format, 26 merchant account (GUI
 *   `br.gov.bcb.pix` + a random key), 52 MCC, 53 currency 986, 54 amount, 58 country, 59
 *   name, 60 city, 62 txid, and 63 the CRC16/CCITT-FALSE of everything before it.
 * - Boleto: the 47-digit "linha digitável" of a FEBRABAN bank slip: three fields with
 *   their mod-10 check digits, the general mod-11 check digit, the due-date factor and the
 *   amount. Bank code 999 (none).
 */
import { daysBetween } from './billing-rules';

/** A TLV field of the BR Code: id, two-digit length, value. */
function tlv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A PIX copia-e-cola payload for `amountCents`.
 * @param txid up to 25 letters and digits identifying the charge.
 * @param key the receiver's PIX key (a random key, UUID form, in the sandbox).
 */
export function pixCopiaECola(input: { amountCents: number; txid: string; key: string; merchantName?: string; city?: string }): string {
  const amount = `${Math.floor(input.amountCents / 100)}.${String(input.amountCents % 100).padStart(2, '0')}`;
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body =
    tlv('00', '01') +
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', input.key)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('54', amount) +
    tlv('58', 'BR') +
    tlv('59', (input.merchantName ?? 'COTADOR SANDBOX').slice(0, 25)) +
    tlv('60', (input.city ?? 'SAO PAULO').slice(0, 15)) +
    tlv('62', tlv('05', txid)) +
    '6304';
  return body + crc16(body);
}

/** Mod-10 check digit of a boleto field (weights 2, 1, 2… from the right; digits of products summed). */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const product = Number(digits[index]) * weight;
    sum += Math.floor(product / 10) + (product % 10);
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Mod-11 general check digit of a boleto bar code (weights 2–9 from the right; 0, 10, 11 → 1). */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    sum += Number(digits[index]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/**
 * Due-date factor: days since 07/10/1997; after 9999 (21/02/2025) it restarts at 1000
 * (FEBRABAN, from 22/02/2025).
 */
export function dueDateFactor(dueDate: string): number {
  const days = daysBetween('1997-10-07', dueDate);
  return days <= 9999 ? days : ((days - 10000) % 9000) + 1000;
}

/**
 * The linha digitável (47 digits, no punctuation) of a boleto.
 * @param campoLivre 25 digits chosen by the bank (here: derived from the charge).
 * @throws RangeError for an amount above 10 digits of cents or a campo livre that is not 25 digits.
 */
export function boletoLinhaDigitavel(input: { amountCents: number; dueDate: string; campoLivre: string; bankCode?: string }): string {
  const bank = (input.bankCode ?? '999').padStart(3, '0');
  if (!/^\d{25}$/.test(input.campoLivre)) throw new RangeError('campo livre must be 25 digits');
  const value = String(input.amountCents).padStart(10, '0');
  if (value.length > 10) throw new RangeError('amount too large for a boleto');
  const factor = String(dueDateFactor(input.dueDate)).padStart(4, '0');
  const withoutDv = `${bank}9${factor}${value}${input.campoLivre}`;
  const dv = mod11(withoutDv);
  const free = input.campoLivre;
  const field1 = `${bank}9${free.slice(0, 5)}`;
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${dv}${factor}${value}`;
}

/** The bar code (44 digits) that a linha digitável stands for: for checks and tests. */
export function barCodeOf(linha: string): string {
  return `${linha.slice(0, 4)}${linha.slice(32, 33)}${linha.slice(33, 47)}${linha.slice(4, 9)}${linha.slice(10, 20)}${linha.slice(21, 31)}`;
}
