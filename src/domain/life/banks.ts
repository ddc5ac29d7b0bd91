/**
 * Brazilian banks by COMPE code, from `bancos-brasileiros`. Its own module: the data is ~300 KB, so only the finalization
 * screen (lazy chunk), the implantation's wire schema and the service load it.
 */
import banksData from 'bancos-brasileiros/bancos.json';
import { IMPLANTATION_MESSAGES } from './implantation';

/** A Brazilian bank by COMPE code (`bancos-brasileiros`). */
export interface Bank {
  /** Three-digit COMPE code ('001', '341'). */
  code: string;
  /** The bank's name as registered (LongName). */
  name: string;
}

interface BancosBrasileirosEntry {
  COMPE: string;
  LongName: string;
}

/** Every bank of `bancos-brasileiros`, sorted by code. */
export const BANKS: readonly Bank[] = (banksData as BancosBrasileirosEntry[])
  .filter((bank) => /^\d{3}$/.test(bank.COMPE))
  .map((bank) => ({ code: bank.COMPE, name: bank.LongName.trim() }))
  .sort((a, b) => a.code.localeCompare(b.code));

const BANKS_BY_CODE: ReadonlyMap<string, Bank> = new Map(BANKS.map((bank) => [bank.code, bank]));

/** The bank of a COMPE code, or undefined. */
export function bankByCode(code: string): Bank | undefined {
  return BANKS_BY_CODE.get(code);
}

/** A COMPE bank code of the list. */
export function validateBankCode(value: string): string[] {
  if (value === '') return [IMPLANTATION_MESSAGES.required];
  return BANKS_BY_CODE.has(value) ? [] : [IMPLANTATION_MESSAGES.bankInvalid];
}

