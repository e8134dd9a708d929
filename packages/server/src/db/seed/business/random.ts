/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same demo data on every machine and run,
 * which Math.random cannot promise.
 */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('Lista vazia no gerador de dados de demonstração.');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

/** A stable 32-bit seed from a text (FNV-1a), so each company gets its own sequence. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Rounds to cents. */
export const cents = (value: number) => Math.round(value * 100) / 100;
