import type { BattleCreature } from '../model/index.ts';
import { clanShieldReflect } from './clanBuildings.ts';

/**
 * `creature` carrying its clan's CLAN_SHIELD of `level` into a battle. Without a shield it keeps the shape battles
 * had before the shield (no `reflectPct`), so a shieldless battle stores and replays exactly as it did.
 */
export const withClanShield = <C extends BattleCreature>(creature: C, level: number): C => {
  const reflectPct = clanShieldReflect(level);
  return reflectPct > 0 ? { ...creature, reflectPct } : creature;
};
