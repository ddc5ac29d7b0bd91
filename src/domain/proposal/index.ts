/** The comparative proposal: what its PDF shows, and pure helpers to lay it out. */
export * from './proposal';
export * from './saved-quotation';
