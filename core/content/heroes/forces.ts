import type { ForceDef, ForceId } from '../../model/index.ts';

const stats = (attackPct: number, defencePct: number, healthPct: number): ForceDef => ({
  attackPct,
  defencePct,
  healthPct,
  poisonEvery: 0,
  immortalityEvery: 0,
});

/**
 * What one rank of each force gives (our balance, core/content/HEROES.md "Forces"): about 4% of a hero's stats per
 * rank, in the shape of the class that owns the force. Poison and resurrection trade part of it for poison moves
 * and immortality charges, the two battle skills beyond the three stats.
 */
export const HERO_FORCES: Readonly<Record<ForceId, ForceDef>> = {
  fire: stats(4, 0, 0),
  frost: stats(1, 3, 0),
  poison: { ...stats(2, 0, 0), poisonEvery: 3 },
  shadow: stats(3, 1, 0),
  hammer: stats(2, 2, 0),
  curse: stats(3, 0, 1),
  gaze: stats(0, 4, 0),
  charm: stats(1, 0, 3),
  resurrection: { ...stats(0, 0, 2), immortalityEvery: 5 },
  ward: stats(0, 3, 1),
  fury: stats(5, 0, 0),
  life: stats(0, 0, 4),
};
