/**
 * pt-BR text of the comparative proposal: phone, lives, bracket ranges, coparticipation
 * and effective-date labels (spec point 9: dates DD/MM/YYYY, money BRL).
 */
import { foldText } from '../text-folding';
import {
  AGE_BRACKETS,
  formatDateBR,
  COPARTICIPATION_KINDS,
  type BracketIndex,
  type CoparticipationKind,
} from '../quotation';

// ---------------------------------------------------------------------------------
// Small formatters

/**
 * A Brazilian phone from its digits: 11 digits → '(11) 98765-4321', 10 digits →
 * '(11) 3456-7890'; a leading country code 55 is dropped first ('5511987654321').
 * Anything else (8 or 9 digits without area code, foreign numbers) is returned as given.
 */
export function formatPhoneBR(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return phone.trim();
}

/** '1 vida', '3 vidas'. */
export function livesText(lives: number): string {
  return lives === 1 ? '1 vida' : `${lives} vidas`;
}

/** An age bracket in words: '0 a 18 anos', '59 anos ou mais'. */
export function bracketRangeText(index: BracketIndex): string {
  const bracket = AGE_BRACKETS[index];
  return index === 9 ? `${bracket.minAge} anos ou mais` : `${bracket.minAge} a ${bracket.maxAge} anos`;
}

/** The proposal's Não / Sim / Parcial for a coparticipation kind. */
export function coparticipationShortLabel(kind: CoparticipationKind): string {
  return COPARTICIPATION_KINDS.find((option) => option.code === kind)?.shortLabel ?? kind;
}

/** 'Tabela vigente desde 01/06/2026'. */
export function effectiveDateText(isoDate: string): string {
  return `Tabela vigente desde ${formatDateBR(isoDate)}`;
}

/** Marker printed next to illustrative prices. */
export const ILLUSTRATIVE_TEXT = 'valores ilustrativos';


/** The key of a provider's city: UF and city folded ('sp|sao paulo'). */
export function cityKey(provider: { readonly city: string; readonly uf: string }): string {
  return `${foldText(provider.uf)}|${foldText(provider.city)}`;
}
