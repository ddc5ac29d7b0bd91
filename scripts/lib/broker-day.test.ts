import { describe, expect, it } from 'vitest';
import { REAL_CITY_QUOTES } from './bench-queries';
import {
  BROKER_DAY_STEPS,
  brokerDayMarkdown,
  capacity,
  concurrencyLadder,
  levelFigures,
  peak,
  saturated,
  quotesOfBroker,
  scalingRatio,
  shouldStop,
  STEP_KEYS,
  type BrokerDayLevel,
  type LevelFigures,
  type LevelSamples,
} from './broker-day';

const level = (concurrency: number, brokersPerSecond: number, extra: Partial<LevelFigures> = {}): LevelFigures => ({
  concurrency,
  days: 10,
  brokersPerSecond,
  p95Ms: {},
  failures: 0,
  overLimit: [],
  ...extra,
});

describe('the step table', () => {
  it("is a broker's day in order: log in, refresh, five quotes, two details, save, reopen, the cable, the life quote", () => {
    expect(BROKER_DAY_STEPS.map((step) => [step.key, step.perDay])).toEqual([
      ['login', 1],
      ['refresh', 1],
      ['quote', 5],
      ['detail', 2],
      ['save', 1],
      ['reopen', 1],
      ['cable', 1],
      ['life', 1],
    ]);
    expect(BROKER_DAY_STEPS.map((step) => step.key)).toEqual([...STEP_KEYS]);
  });

  it('gates every step at 100 ms but the login, which says why (bcrypt is slow on purpose)', () => {
    for (const step of BROKER_DAY_STEPS.filter((candidate) => candidate.key !== 'login')) expect(step.limitMs, step.key).toBe(100);
    const login = BROKER_DAY_STEPS.find((step) => step.key === 'login');
    expect(login?.limitMs).toBeNull();
    expect(login?.why).toMatch(/bcrypt/);
  });
});

describe('quotesOfBroker', () => {
  it('asks five distinct places (state, city, type) of the real catalog', () => {
    for (const index of [0, 1, 6, 7, 34, 35, 1000]) {
      const quotes = quotesOfBroker(index);
      expect(quotes).toHaveLength(5);
      expect(new Set(quotes.map((quote) => `${quote.state}/${quote.city ?? ''}/${quote.type}`)).size, `broker ${index}`).toBe(5);
    }
  });

  it('moves with the broker, so that the 35 quotes (places × families) all come up within 35 brokers', () => {
    expect(quotesOfBroker(0)).not.toEqual(quotesOfBroker(1));
    const seen = new Set<string>();
    for (let index = 0; index < 35; index += 1) for (const quote of quotesOfBroker(index)) seen.add(quote.label);
    expect(seen.size).toBe(REAL_CITY_QUOTES.length);
  });

  it('refuses a negative index and a list with fewer than five places', () => {
    expect(() => quotesOfBroker(-1)).toThrow(RangeError);
    expect(() => quotesOfBroker(0, REAL_CITY_QUOTES.slice(0, 20))).toThrow(RangeError);
  });
});

describe('concurrencyLadder', () => {
  it('climbs by 1.5× from one broker up to the highest, which is always tried', () => {
    expect(concurrencyLadder(64)).toEqual([1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64]);
    expect(concurrencyLadder(12)).toEqual([1, 2, 3, 4, 6, 8, 12]);
    expect(concurrencyLadder(10)).toEqual([1, 2, 3, 4, 6, 8, 10]);
    expect(concurrencyLadder(2)).toEqual([1, 2]);
    expect(concurrencyLadder(1)).toEqual([1]);
    expect(() => concurrencyLadder(0)).toThrow(RangeError);
  });
});

describe('levelFigures and the stop rule', () => {
  const samples = (latencies: LevelSamples['latencies'], failures: string[] = []): LevelSamples => ({ concurrency: 4, days: 30, seconds: 10, latencies, failures });

  it('gives brokers per second and each step’s p95 (nearest rank over every sample)', () => {
    const quote = Array.from({ length: 100 }, (_, index) => index + 1); // 1..100 ms: p95 = 95
    const figures = levelFigures(samples({ quote, login: [250, 260] }));
    expect(figures.brokersPerSecond).toBe(3);
    expect(figures.p95Ms).toEqual({ quote: 95, login: 260 });
    expect(figures.overLimit).toEqual([]);
    expect(shouldStop(figures)).toBe(false);
  });

  it('stops once a gated step’s p95 passes 100 ms — not at exactly 100, and never for the login alone', () => {
    expect(levelFigures(samples({ save: [100] })).overLimit).toEqual([]);
    const over = levelFigures(samples({ save: [100.5], life: [120], login: [900] }));
    expect(over.overLimit).toEqual(['save', 'life']);
    expect(shouldStop(over)).toBe(true);
    expect(shouldStop(levelFigures(samples({ login: [900], quote: [20] })))).toBe(false);
  });

  it('stops at a level where a request failed, whatever the latencies', () => {
    const figures = levelFigures(samples({ quote: [5] }, ['save: 500']));
    expect(figures.failures).toBe(1);
    expect(shouldStop(figures)).toBe(true);
  });
});

describe('saturated (the --saturate climb, past the latency limit)', () => {
  it('goes on while a level brings at least 5 % more brokers/s, whatever its p95', () => {
    expect(saturated(undefined, level(1, 2, { overLimit: ['quote'] }))).toBe(false);
    expect(saturated(level(1, 2), level(2, 2.1, { overLimit: ['quote'] }))).toBe(false);
    expect(saturated(level(2, 2.1), level(4, 2.2))).toBe(true);
    expect(saturated(level(2, 2.1), level(4, 1.5))).toBe(true);
  });

  it('stops at a level with a failure', () => {
    expect(saturated(undefined, level(1, 9, { failures: 1 }))).toBe(true);
  });
});

describe('capacity and the two-process ratio', () => {
  it('is the most brokers/s of a level within the limits, ignoring the level that stopped the climb', () => {
    const levels = [level(1, 2), level(2, 3.5), level(4, 3.9), level(8, 4.4, { overLimit: ['quote'] })];
    expect(capacity(levels)).toEqual({ brokersPerSecond: 3.9, concurrency: 4 });
    expect(capacity([level(1, 2, { failures: 1 })])).toBeNull();
  });

  it('tells apart the peak: the most brokers/s of any level that did not fail, over the limit or not', () => {
    const levels = [level(1, 2), level(2, 3.5, { overLimit: ['life'] }), level(4, 5, { failures: 2 })];
    expect(peak(levels)).toEqual({ brokersPerSecond: 3.5, concurrency: 2 });
    expect(capacity(levels)).toEqual({ brokersPerSecond: 2, concurrency: 1 });
    expect(peak([level(1, 2, { failures: 1 })])).toBeNull();
  });

  it('divides two processes by one (2 decimals), and says nothing when either is missing', () => {
    expect(scalingRatio(3.9, 6.6)).toBe(1.69);
    expect(scalingRatio(null, 6.6)).toBeNull();
    expect(scalingRatio(3.9, undefined)).toBeNull();
    expect(scalingRatio(0, 1)).toBeNull();
  });
});

describe('brokerDayMarkdown', () => {
  it('writes one row per level with every step, the capacity and the ratio; a configuration that failed says so', () => {
    const measured: BrokerDayLevel = { ...level(1, 2.5, { p95Ms: { quote: 40, login: 300 } }), serverCpuMsPerDay: 420, cpuMsPerDay: { api: 380, life: 35, postgres: 60 }, generatorCpuMsPerDay: 30, machineBusy: 0.6, failureSamples: [] };
    const text = brokerDayMarkdown({
      seconds: 15,
      saturate: false,
      runs: [
        { name: 'PostgreSQL × 1', processes: 1, levels: [measured], capacity: { brokersPerSecond: 2.5, concurrency: 1 }, peak: { brokersPerSecond: 2.5, concurrency: 1 }, loadAverage: { start: [1], end: [2] } },
        { name: 'PostgreSQL × 2', skipped: 'falhou: porta em uso' },
      ],
      twoProcessRatio: null,
      twoProcessPeakRatio: null,
    });
    const rows = text.split('\n');
    expect(rows[0]).toContain('p95 login | p95 refresh | p95 quote | p95 detail | p95 save | p95 reopen | p95 cable | p95 life');
    expect(rows[2]).toBe('| PostgreSQL × 1 | 1 | 2.5 | 300 | — | 40 | — | — | — | — | — | 420 ms | 380 · 35 · 60 ms | 30 ms | 60 % | within |');
    expect(rows[3]).toBe('| PostgreSQL × 2 | not measured: falhou: porta em uso |');
    expect(text).toContain('PostgreSQL × 1: **2.5 brokers/s**');
    expect(text).toContain('Two API processes ÷ one (PostgreSQL): **not measured**');
  });

  it('says what the processes spent at rest beside the capacity, when measured', () => {
    const measured: BrokerDayLevel = { ...level(2, 5), serverCpuMsPerDay: 200, cpuMsPerDay: { api: 170, life: 30, postgres: 20 }, generatorCpuMsPerDay: 15, machineBusy: 0.7, failureSamples: [] };
    const run = { processes: 2, levels: [measured], capacity: { brokersPerSecond: 5, concurrency: 2 }, peak: { brokersPerSecond: 5, concurrency: 2 }, loadAverage: { start: [1], end: [1] } };
    const text = brokerDayMarkdown({
      seconds: 15,
      saturate: false,
      runs: [
        { ...run, name: 'PostgreSQL × 2', idleCpuMsPerSecond: { api: 6.5, life: 2, postgres: 3.1 } },
        { ...run, name: 'PostgreSQL × 1', idleCpuMsPerSecond: null },
      ],
      twoProcessRatio: 1,
      twoProcessPeakRatio: 1,
    });
    expect(text).toContain('PostgreSQL × 2: **5 brokers/s** (peak 5 at 2; load 1 → 1; at rest API 6.5 · life 2 · PostgreSQL 3.1 ms CPU/s)');
    expect(text).toContain('PostgreSQL × 1: **5 brokers/s** (peak 5 at 2; load 1 → 1)');
  });
});
