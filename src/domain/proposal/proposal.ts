/**
 * The comparative proposal, in cohesive modules re-exported here: ./proposal-document
 * (types and fixed texts), ./proposal-text (pt-BR formatting), ./proposal-columns
 * (prices per plan, pagination), ./proposal-matrices (network and rule tables),
 * ./proposal-life (the life quote a proposal may hold), ./proposal-extras (promotion, fees,
 * dental add-on, the broker's notes, validity and recommended plan).
 */
export * from './proposal-document';
export * from './proposal-text';
export * from './proposal-columns';
export * from './proposal-matrices';
export * from './proposal-life';
export * from './proposal-extras';
