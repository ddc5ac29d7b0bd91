/**
 * What several ui tests set up alike: the PME quote filter of the sample catalog (Pernambuco,
 * PJ, three lives of the age bands 1, 4 and 10) that the send and proposal screens open on,
 * and `stubProperty`, which puts a browser API (navigator.share, URL.createObjectURL,
 * window.open…) in place for one test and puts the original back after it.
 */
import { afterEach } from 'vitest';
import type { PlanFilter } from '../../src/domain/quotation/catalog';
import type { StateId } from '../../src/domain/quotation/states';

/** A PME quote in Pernambuco for three lives (the plans 101 and 107 of the sample catalog fit it). */
export const PME_PE_FILTER: PlanFilter = {
  stateId: 26 as StateId,
  coverageAreas: [],
  accreditedNetworks: [],
  type: 'PJ',
  isOptional: false,
  isPme: true,
  isMei: false,
  counts: [1, 0, 0, 1, 0, 0, 0, 0, 0, 1],
};

const restore: (() => void)[] = [];
afterEach(() => {
  for (const undo of restore.splice(0).reverse()) undo();
});

/** Puts `value` on `target[key]` for the running test only. */
export function stubProperty(target: object, key: string, value: unknown): void {
  const previous = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, writable: true, value });
  restore.push(() => {
    if (previous) Object.defineProperty(target, key, previous);
    else delete (target as Record<string, unknown>)[key];
  });
}
