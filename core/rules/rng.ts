/** A deterministic source of numbers in [0, 1). */
export interface Rng {
  next(): number;
}

/** Seeded generator (mulberry32): same seed, same sequence, so battles and stairs replay exactly. */
export const createRng = (seed: number): Rng => {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
};

/** A whole number in [min, max] (both included) drawn from `rng`. */
export const rngInt = (rng: Rng, min: number, max: number): number => min + Math.floor(rng.next() * (max - min + 1));
