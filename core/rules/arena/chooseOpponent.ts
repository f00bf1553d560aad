import { rngInt, type Rng } from '../rng.ts';
import { MATCHMAKING } from './arenaData.ts';

export interface ArenaFighter {
  id: number;
  /** Squad power (squadPower.ts). */
  strength: number;
  clanId: number | null;
}

/**
 * The attacker's opponent: a random one among those whose strength is within the band, never the attacker, a
 * clanmate or someone among the `recent` fights; when nobody is in the band, the nearest in strength. Null when
 * nobody is left at all.
 */
export const chooseOpponent = (
  attacker: ArenaFighter,
  candidates: readonly ArenaFighter[],
  recent: readonly number[],
  rng: Rng,
): ArenaFighter | null => {
  const allowed = candidates.filter(
    (c) =>
      c.id !== attacker.id &&
      !recent.includes(c.id) &&
      (attacker.clanId === null || c.clanId !== attacker.clanId),
  );
  const band = (attacker.strength * MATCHMAKING.bandPct) / 100;
  const near = allowed.filter((c) => Math.abs(c.strength - attacker.strength) <= band);
  if (near.length > 0) return near[rngInt(rng, 0, near.length - 1)] ?? null;
  const distance = (c: ArenaFighter) => Math.abs(c.strength - attacker.strength);
  return allowed.reduce<ArenaFighter | null>((best, c) => (best === null || distance(c) < distance(best) ? c : best), null);
};
