/**
 * The broker's view of the client's life-proposal link (the finalization's step 3): what each
 * recorded opening means to him, in pt-BR, and its instant in Brasília time.
 */
import { BRAZIL_TIME_ZONE } from '../subscription/calendar';

/** What the client did at an opening: the page (`opened`), a right proof (`proof_ok`), a wrong one (`proof_failed`). */
export type LifeLinkOpeningKind = 'opened' | 'proof_ok' | 'proof_failed';

/** The sentence the broker reads for each kind of opening. */
export const LIFE_LINK_OPENING_LABELS: Record<LifeLinkOpeningKind, string> = {
  opened: 'Abriu o resumo da proposta',
  proof_ok: 'Confirmou a identidade e viu a proposta completa',
  proof_failed: 'Errou a identificação (data de nascimento ou CPF)',
};

/** Messages of the openings panel. */
export const LIFE_LINK_STATUS_MESSAGES = {
  none: 'O cliente ainda não abriu o link.',
  locked: 'O link foi bloqueado depois de tentativas erradas de identificação. Renove o link para liberar.',
  renewed: 'Link renovado: vale por mais 7 dias.',
} as const;

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRAZIL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `2026-06-15T15:04:00Z` → `15/06/2026 às 12:04` (Brasília time); an unreadable instant is shown as given. */
export function formatBrasiliaDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(DATE_TIME.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} às ${parts.hour}:${parts.minute}`;
}
