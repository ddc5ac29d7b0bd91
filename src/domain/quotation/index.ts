/**
 * The quoting domain: age brackets and counts (RN 563/2022), pricing in integer cents,
 * price-table checks, plan reference lists and filter, states, waiting periods, and
 * pt-BR display helpers. Pure and deterministic: no clock, no I/O, no frameworks.
 */
export * from './age-buckets';
export * from './iso-date';
export * from './money';
export * from './plan-types';
export * from './price-table-rules';
export * from './pricing';
export * from './monthly-total';
export * from './states';
export * from './waiting-periods';
export * from './standard-shortfalls';
export * from './plan-extras';
export * from './plan-names';
export * from './family';
