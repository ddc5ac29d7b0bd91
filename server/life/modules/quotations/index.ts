/**
 * The quotations module's public face: the quote wizard (questions, occupations, the
 * quotation), its durable computation and the delivery of results on the cable. The cable's
 * QuotationChannel and app.ts (the composition) import from here only.
 */
export { lifeQuotationWork, LIFE_RESULT_TOPIC, quotationsModule, type LifeQuotationWork } from './quotations.module';
export { LIFE_JOB_MAINTENANCE_SECONDS, LIFE_JOB_SCHEMA, LIFE_QUOTATION_JOB, quotationStream, type QuotationDelivery } from './use-cases/life-quotations';
export { type LifeQuotationsStore } from './use-cases/life-quotations-store';
export { drizzleLifeQuotationsStore } from './repositories/drizzle-life-quotations-store';
