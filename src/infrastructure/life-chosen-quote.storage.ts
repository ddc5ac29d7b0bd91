/**
 * ChosenLifeQuoteStore kept in a KeyValueStore (the browser's sessionStorage: it survives a
 * reload and the move to `/seguro-de-vida/finalizacao/{institution}`, and ends with the tab,
 * since it holds the insured's birth date and income). One key per institution:
 * 'cotador.life.chosen-quote.<institution>' → JSON `{version: 1, choice}`. A value that does
 * not read back (another version, edited by hand) is treated as no choice. The finalization
 * draft (what the broker typed) is kept the same way under its own key.
 */
import { z } from 'zod';
import type { ChosenLifeQuote, ChosenLifeQuoteStore, LifeImplantationDraft } from '../application/life/life-quote-gateway';
import type { KeyValueStore } from '../application/shared/key-value-store';
import type { LifeInstitution } from '../domain/life/catalog';

/** Key prefix of the finalization drafts ('cotador.life.implantation-draft.<institution>' → JSON `{version: 1, draft}`). */
export const LIFE_IMPLANTATION_DRAFT_KEY_PREFIX = 'cotador.life.implantation-draft.';

const storedDraft = z.object({
  version: z.literal(1),
  draft: z.object({
    implantationId: z.string(),
    quotationId: z.string(),
    values: z.looseObject({ name: z.string(), address: z.looseObject({}), pep: z.looseObject({}), beneficiaries: z.array(z.looseObject({})), bank_account: z.looseObject({}) }),
    link: z.object({ implantationId: z.string(), url: z.string(), expiresAt: z.string() }).nullable(),
  }),
});

/** Key prefix of the chosen quotes. */
export const CHOSEN_LIFE_QUOTE_KEY_PREFIX = 'cotador.life.chosen-quote.';

const cents = z.number().int().nonnegative();
const storedChoice = z.object({
  version: z.literal(1),
  choice: z.object({
    institution: z.string(),
    quotationId: z.string(),
    answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    client: z.object({ name: z.string(), phone: z.string() }).optional(),
    quote: z.looseObject({
      title: z.string(),
      monthlyPriceCents: cents,
      yearlyPremiumCents: cents,
      details: z.object({ quoteNumber: z.string(), issuedOn: z.string(), finalValidity: z.string(), days: z.number().int() }),
      coverages: z.array(z.looseObject({ code: z.string(), title: z.string(), capitalCents: cents, monthlyPriceCents: cents })),
    }),
  }),
});

/** Creates the store over `store` (sessionStorage in the browser, memory in tests). */
export function createStoredChosenLifeQuoteStore(store: KeyValueStore): ChosenLifeQuoteStore {
  const key = (institution: LifeInstitution) => `${CHOSEN_LIFE_QUOTE_KEY_PREFIX}${institution}`;
  return {
    save(choice) {
      store.set(key(choice.institution), JSON.stringify({ version: 1, choice }));
    },
    read(institution) {
      const text = store.get(key(institution));
      if (text === null) return null;
      try {
        const parsed = storedChoice.safeParse(JSON.parse(text));
        if (!parsed.success || parsed.data.choice.institution !== institution) return null;
        return parsed.data.choice as unknown as ChosenLifeQuote;
      } catch {
        return null;
      }
    },
    clear(institution) {
      store.remove(key(institution));
    },
    readDraft(institution, quotationId) {
      const text = store.get(`${LIFE_IMPLANTATION_DRAFT_KEY_PREFIX}${institution}`);
      if (text === null) return null;
      try {
        const parsed = storedDraft.safeParse(JSON.parse(text));
        if (!parsed.success || parsed.data.draft.quotationId !== quotationId) return null;
        return parsed.data.draft as unknown as LifeImplantationDraft;
      } catch {
        return null;
      }
    },
    saveDraft(institution, draft) {
      store.set(`${LIFE_IMPLANTATION_DRAFT_KEY_PREFIX}${institution}`, JSON.stringify({ version: 1, draft }));
    },
    clearDraft(institution) {
      store.remove(`${LIFE_IMPLANTATION_DRAFT_KEY_PREFIX}${institution}`);
    },
  };
}
