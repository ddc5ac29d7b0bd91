/**
 * Seeded pseudo-random numbers for the demonstration catalog: same seed → same catalog.
 *
 * mulberry32 (Tommy Ettinger's 32-bit generator): tiny, fast, good enough for
 * illustrative data (not for anything secret). Each thing generated draws from its own
 * stream, `rngFor(seed, key)`, keyed by a stable text ('price|bradesco-saude|SP|Clássico'),
 * so a value does not depend on what was generated before it: the 'small' catalog's
 * plans get the same prices as the same plans of the 'full' one.
 */

/** A stream of numbers in [0, 1). */
export type Random = () => number;

/** mulberry32 seeded with the 32-bit integer `seed`. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a 32-bit hash of a text. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The stream of `key` under `seed`. */
export function rngFor(seed: number, key: string): Random {
  return mulberry32(hash32(key) ^ Math.imul(seed >>> 0, 0x9e3779b1));
}

/** A number in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

/** An integer in [min, max] (both inclusive). */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

/** True with probability `p`. */
export function chance(random: Random, p: number): boolean {
  return random() < p;
}
