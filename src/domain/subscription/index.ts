/** Subscription and payment rules of the SPA: calendar days, the expiration alert, labels, proration, card fields. */
export * from './types';
export * from './calendar';
export * from './expiration-alert';
export * from './labels';
export * from './proration';
export * from './card';
