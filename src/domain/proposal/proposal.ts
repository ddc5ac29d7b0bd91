/**
 * The comparative proposal, in cohesive modules re-exported here: ./proposal-document
 * (types and fixed texts), ./proposal-text (pt-BR formatting), ./proposal-columns
 * (prices per plan, pagination), ./proposal-matrices (network and rule tables).
 */
export * from './proposal-document';
export * from './proposal-text';
export * from './proposal-columns';
export * from './proposal-matrices';
