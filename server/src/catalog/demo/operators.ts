/** The demonstration catalog's institutions: the operators of reference-data, in list order. */
import { OPERATORS, type OperatorSeed } from '../reference-data/operators';
import type { CatalogBuilder } from './catalog-builder';

/** Institution id of an operator: its position in OPERATORS + 1. */
export function institutionIdOf(operator: OperatorSeed): number {
  return OPERATORS.indexOf(operator) + 1;
}

/**
 * Adds one institution per operator (ids 1… in OPERATORS order), no logo; its states and
 * similar entities are filled in when the catalog is finished (`toCatalogData`).
 */
export function addOperators(builder: CatalogBuilder): void {
  OPERATORS.forEach((operator, index) => {
    builder.institutions.push({
      id: index + 1,
      name: operator.name,
      legalName: operator.legalName,
      slug: operator.slug,
      ansRegistration: operator.ans,
      logo: null,
      scope: operator.scope,
      stateIds: [],
      similarEntityIds: [],
    });
  });
}
