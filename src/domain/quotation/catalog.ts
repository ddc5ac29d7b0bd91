/**
 * The health-plan catalog of the quoting screens, in cohesive modules re-exported here so
 * imports stay short: ./catalog-types (the plan, quote, operator and filter types, pt-BR
 * text order), ./quote-results (totals, sorting, narrowing), ./quote-page (one page of an
 * answer, sorted, narrowed and grouped), ./networks (providers and network comparison) and
 * ./comparison (the comparison selection).
 */
export * from './catalog-types';
export * from './quote-results';
export * from './networks';
export * from './comparison';
export * from './quote-page';
