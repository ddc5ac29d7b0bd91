/** Pure rules of the life-insurance quote (shared by the SPA and the life service). */
export * from './catalog';
export * from './questions';
export * from './age';
export * from './premium';
export * from './acceptance';
export * from './quote';
export { MORTALITY_TABLE_MAX_AGE, MORTALITY_TABLE_NAME, MORTALITY_TABLE_YEAR } from './mortality-ibge-2015';
