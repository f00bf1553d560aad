import { ConsumableKind } from '../model/index.ts';
import type { Battle } from '../model/index.ts';
import { autoHeal, isAlive } from '../rules/index.ts';
import { playerAtom } from './atoms.ts';
import { backpackAtom, forgetSpent, loadBackpack } from './backpack.ts';
import {
  battleConsumableAtom, battleConsumableRefusalAtom, battleRefusedPickAtom, ConsumableRefusal, currentBattleAtom,
  isBattleOver, isOwnCreature, type ConsumablePick,
} from './battleAtoms.ts';
import { battleCall } from './battleCall.ts';
import { requireApi, type StoreAccess } from './character.ts';

/**
 * Picks a quick slot's consumable (null: puts it back); the next creature picked is its target. Picking it leaves
 * the attacker and target picks as they were, for the blow after the potion.
 */
export function pickConsumable(store: StoreAccess, pick: ConsumablePick | null): void {
  store.set(battleConsumableAtom, pick);
  store.set(battleConsumableRefusalAtom, null);
  store.set(battleRefusedPickAtom, null);
}

/** The unspent items of a slot's consumable in the backpack as last loaded, oldest first. */
export const itemsLeft = (store: StoreAccess, itemId: string): readonly number[] => {
  const backpack = store.get(backpackAtom);
  return backpack.status === 'ready' ? (backpack.value.stacks.find((s) => s.itemId === itemId)?.ids ?? []) : [];
};

/**
 * Uses the picked consumable on a creature (technical §7 removeConsumable): a potion on a living hero of the squad,
 * a scroll on a living enemy; a free action, the enemy does not answer. A target the item cannot take, or a slot
 * with none left, is refused here with its reason (`battleConsumableRefusalAtom`) and sends nothing; the server
 * checks again. A refused call (spent on another device) reloads the backpack.
 */
export async function spendConsumableOn(store: StoreAccess, targetId: number): Promise<boolean> {
  const pick = store.get(battleConsumableAtom);
  const battle = store.get(currentBattleAtom);
  if (!pick || !battle || isBattleOver(battle)) return false;
  const target = battle.creatures.find((c) => c.id === targetId);
  if (!target) return false;
  const own = isOwnCreature(target, store.get(playerAtom)?.id ?? null);
  const refuse = (why: ConsumableRefusal) => {
    store.set(battleConsumableRefusalAtom, why);
    return false;
  };
  if (own !== (pick.kind === ConsumableKind.potion)) return refuse(ConsumableRefusal.wrongSide);
  if (!isAlive(target)) return refuse(ConsumableRefusal.targetDead);
  const consumableId = itemsLeft(store, pick.itemId)[0];
  if (consumableId === undefined) return refuse(ConsumableRefusal.noneLeft);
  const answered = await battleCall(store, () => requireApi(store).battle.removeConsumable(consumableId, targetId));
  if (!answered) {
    await loadBackpack(store);
    return false;
  }
  forgetSpent(store, consumableId);
  store.set(battleConsumableAtom, null);
  store.set(battleConsumableRefusalAtom, null);
  return true;
}

/**
 * The elixir settings' standing order (API.md "Backpack"): after an answer, the most wounded hero below the set
 * share of health drinks a potion, one per answer. Settings off, or nothing to drink: nothing is sent.
 */
export async function healAsSet(store: StoreAccess, battle: Battle): Promise<void> {
  const backpack = store.get(backpackAtom);
  if (backpack.status !== 'ready' || isBattleOver(battle)) return;
  const own = battle.creatures.filter((c) => isOwnCreature(c, store.get(playerAtom)?.id ?? null));
  const use = autoHeal(own, backpack.value.stacks, backpack.value.elixirSettings);
  if (!use) return;
  const healed = await battleCall(store, () => requireApi(store).battle.removeConsumable(use.consumableId, use.creatureId));
  if (healed) forgetSpent(store, use.consumableId);
  else await loadBackpack(store);
}
