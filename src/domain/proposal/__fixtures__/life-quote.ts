/**
 * A life quote for tests, priced by the real engine (`quoteLife`): the worked example of
 * docs/life-insurance.md — a man born 1991-01-01 quoted on 2026-06-15, death R$ 100.000 and
 * funeral R$ 5.000: R$ 38,11 a month, quote valid until 2026-07-15 — optionally with a daily
 * coverage (DIH, R$ 150,00 per day) to show a capital per day.
 */
import { quoteLife, type LifeQuote, type LifeQuoteInput } from '../../life';
import { proposalLifeQuoteFrom, type ProposalLifeQuote } from '../proposal-life';

/** Day of the sample quote. */
export const SAMPLE_LIFE_QUOTE_DAY = '2026-06-15';

/** The priced sample quote; `withDailyCoverage` adds DIH at R$ 150,00 per day. */
export function sampleLifeQuote(options: { withDailyCoverage?: boolean } = {}): LifeQuote {
  const input: LifeQuoteInput = {
    memberId: 'm-1',
    birthDate: '1991-01-01',
    sex: 'M',
    professionCode: '252',
    professionTitle: 'Profissionais de organização e administração de empresas e afins',
    monthlyIncomeCents: 10_000_00,
    smoker: false,
    capitals: { MORTE: 100_000_00, ASSISTENCIA_FUNERAL: 5_000_00, ...(options.withDailyCoverage ? { DIH: 150_00 } : {}) },
    dps: { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false },
  };
  const outcome = quoteLife(input, { today: SAMPLE_LIFE_QUOTE_DAY, quoteNumber: 'PSV-2026-000123' });
  if (outcome.kind !== 'quoted') throw new Error('the sample life quote was refused');
  return outcome.quote;
}

/** The sample quote as a proposal keeps it (Porto Seguro). */
export function sampleProposalLifeQuote(options: { withDailyCoverage?: boolean } = {}): ProposalLifeQuote {
  return proposalLifeQuoteFrom('porto_seguro', sampleLifeQuote(options));
}
