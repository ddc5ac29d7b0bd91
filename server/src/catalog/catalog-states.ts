/** The 27 federative units as catalog rows (ids 1–27 of src/domain/quotation/states.ts). */
import { BRAZILIAN_STATES } from '../../../src/domain/quotation';
import type { CatalogState } from './types';

export function catalogStates(): CatalogState[] {
  return BRAZILIAN_STATES.map((state) => ({ id: state.id, uf: state.uf, name: state.name, capital: state.capital }));
}
