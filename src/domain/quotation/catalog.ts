/**
 * The health-plan catalog of the quoting screens, in cohesive modules re-exported here so
 * imports stay short: ./catalog-types (the plan, quote, operator and filter types, pt-BR
 * text order), ./quote-results (totals, sorting, narrowing), ./networks (providers and
 * network comparison) and ./comparison (the comparison selection). ./quote-page (one page of
 * an answer) is imported on its own: only the back ends run it, and the screen's first load
 * does not carry it.
 */
export * from './catalog-types';
export * from './quote-results';
export * from './networks';
export * from './comparison';
