import { BattleEventKind } from '../model/index.ts';
import type { BattleCreature, BattleEvent } from '../model/index.ts';
import { battleEvent } from './battleEvent.ts';
import { reflectedDamage } from './clanBuildings.ts';
import { healthOf } from './creatureState.ts';
import { dealDamage } from './dealDamage.ts';

/**
 * The clan shield's answer to a blow (issue 13, core/content/CLANS.md "Clan shield"): the striker loses
 * `reflectPct` % of the health the struck creature really lost, rounded down (a blow into 5 health left sends back
 * from 5, so overkill is not multiplied; small blows send nothing back). It can kill the striker; immortality saves
 * it as from any blow. Null when nothing comes back. The reflection is not reflected again, so two shields never
 * trade blows forever, and a struck creature shields even as it falls.
 */
export const reflectBlow = (
  attacker: BattleCreature,
  before: BattleCreature,
  after: BattleCreature,
): { attacker: BattleCreature; event: BattleEvent } | null => {
  const damage = reflectedDamage(Math.max(0, healthOf(before) - healthOf(after)), before.reflectPct ?? 0);
  if (damage <= 0) return null;
  const result = dealDamage(attacker, damage);
  return {
    attacker: result.creature,
    event: battleEvent(BattleEventKind.reflected, attacker, result.creature, {
      sourceId: before.id,
      killed: result.killed,
      saved: result.saved,
    }),
  };
};
