import { msg } from '@lingui/core/macro';
import { atom } from 'jotai/vanilla';
import { BattleOutcome, ConsumableKind } from '../model/index.ts';
import type { Battle, BattleCreature, Precalculation } from '../model/index.ts';
import { abbreviateNumber, autoHeal, canAct, isAlive } from '../rules/index.ts';
import { battleAtom, playerAtom, sceneAtom, SceneName } from './atoms.ts';
import { backpackAtom, forgetSpent, loadBackpack } from './backpack.ts';
import { requireApi, toastError, translate, type StoreAccess } from './character.ts';
import { showToastAtom } from './overlays.ts';
import { failed, idle, loading, ready } from './remote.ts';
import { jumpTo } from './places.ts';
import { recordBattleFought } from './promotionGate.ts';

/** True while a battle call runs: every battle button is disabled meanwhile. */
export const battleBusyAtom = atom(false);

/** The own attacker and the enemy target the player picked. */
export interface BattleSelection {
  attackerId: number | null;
  targetId: number | null;
}
export const battleSelectionAtom = atom<BattleSelection>({ attackerId: null, targetId: null });

/** The creature whose pick was just refused (a frozen or fallen hero, a defeated enemy), so the HUD can say why. */
export const battleRefusedPickAtom = atom<number | null>(null);

/**
 * How much of the battle's frame the DOM covers, in CSS pixels: the header over its top (0 when the header sits
 * above the frame) and the HUD panel over its bottom. The HUD measures it on resize; the scene lays the field out in
 * what is left, so labels and damage numbers stay clear of both (issue 10).
 */
export interface BattleInsets {
  top: number;
  bottom: number;
}
export const battleInsetsAtom = atom<BattleInsets>({ top: 0, bottom: 0 });

/** The server's preview of the selected blow (technical §7 precalculate), for the pair it was asked for. */
export const battlePreviewAtom = atom<{ attackerId: number; defenderId: number; value: Precalculation } | null>(null);

/** The battle now shown, or null while none is loaded. */
export const currentBattleAtom = atom((get) => {
  const remote = get(battleAtom);
  return remote.status === 'ready' ? remote.value : null;
});

/** Whether a creature of the battle belongs to the player (monsters have no player; arena foes another one). */
export const isOwnCreature = (creature: BattleCreature, playerId: number | null): boolean =>
  playerId !== null && creature.playerId === playerId;

/** The battle is decided (product §4): only completing it is left. */
export const isBattleOver = (battle: Battle): boolean => battle.outcome !== BattleOutcome.NONE;

/** A battle quick slot the player picked (issue 11): its consumable waits for a target. */
export interface ConsumablePick {
  kind: ConsumableKind;
  /** The `ConsumableDef` id in the slot. */
  itemId: string;
}
export const battleConsumableAtom = atom<ConsumablePick | null>(null);

/** Why the last use of a consumable was refused before any call, so the HUD can say it. */
export const ConsumableRefusal = { targetDead: 'targetDead', wrongSide: 'wrongSide', noneLeft: 'noneLeft' } as const;
export type ConsumableRefusal = (typeof ConsumableRefusal)[keyof typeof ConsumableRefusal];
export const battleConsumableRefusalAtom = atom<ConsumableRefusal | null>(null);

const clearSelection = (store: StoreAccess) => {
  store.set(battleConsumableAtom, null);
  store.set(battleConsumableRefusalAtom, null);
  store.set(battleSelectionAtom, { attackerId: null, targetId: null });
  store.set(battleRefusedPickAtom, null);
  store.set(battlePreviewAtom, null);
};

/** Keeps the picks that still make sense in the new battle state (an attacker that can act, a living target). */
const reconcileSelection = (store: StoreAccess, battle: Battle) => {
  const { attackerId, targetId } = store.get(battleSelectionAtom);
  const byId = (id: number | null) => (id === null ? undefined : battle.creatures.find((c) => c.id === id));
  const attacker = byId(attackerId);
  const target = byId(targetId);
  store.set(battleSelectionAtom, {
    attackerId: attacker && canAct(attacker) && !isBattleOver(battle) ? attacker.id : null,
    targetId: target && isAlive(target) && !isBattleOver(battle) ? target.id : null,
  });
  store.set(battleRefusedPickAtom, null);
  store.set(battlePreviewAtom, null);
  if (isBattleOver(battle)) store.set(battleConsumableAtom, null);
};

/**
 * Runs one battle call with the shared busy flag; stores the answer, or shows the error as a toast.
 * Returns the stored battle, or null when the call failed or another call was running.
 */
async function battleCall(store: StoreAccess, call: () => Promise<Battle>): Promise<Battle | null> {
  if (store.get(battleBusyAtom)) return null;
  store.set(battleBusyAtom, true);
  try {
    const battle = await call();
    store.set(battleAtom, ready(battle));
    reconcileSelection(store, battle);
    return battle;
  } catch (e: unknown) {
    toastError(store, e);
    return null;
  } finally {
    store.set(battleBusyAtom, false);
  }
}

/** Attacks a monster lair (technical §4 Battle, step 1) and goes to the battle scene. */
export async function attackPlace(store: StoreAccess, placeId: number, beforeAct?: () => Promise<void>): Promise<boolean> {
  return startBattle(store, async () => {
    await beforeAct?.();
    return requireApi(store).battle.attackPlace(placeId);
  });
}

/**
 * Starts a battle with `call` (a lair's attack, or issue 14's arena attack from its own client) and goes to the
 * battle scene; false when the call failed (shown as a toast) or another battle call was running.
 */
export async function startBattle(store: StoreAccess, call: () => Promise<Battle>): Promise<boolean> {
  const battle = await battleCall(store, call);
  if (!battle) return false;
  clearSelection(store);
  store.set(sceneAtom, { name: SceneName.battle, firstStart: false });
  return true;
}

/** Fetches the battle in progress (start-up with battleId, technical §2) into `battleAtom`. */
export async function loadBattle(store: StoreAccess): Promise<boolean> {
  store.set(battleAtom, loading);
  try {
    const battle = await requireApi(store).battle.get();
    store.set(battleAtom, ready(battle));
    clearSelection(store);
    return true;
  } catch (e: unknown) {
    store.set(battleAtom, failed(e));
    toastError(store, e);
    return false;
  }
}

/**
 * Picks a creature: an own one that can act becomes the attacker, a living enemy the target; anything else
 * (a fallen or frozen creature, any pick once the battle is decided) changes nothing but is remembered in
 * `battleRefusedPickAtom`, so the HUD says why. Returns whether it picked.
 */
export function selectCreature(store: StoreAccess, creatureId: number): boolean {
  const battle = store.get(currentBattleAtom);
  if (!battle || isBattleOver(battle)) return false;
  const creature = battle.creatures.find((c) => c.id === creatureId);
  if (!creature) return false;
  const own = isOwnCreature(creature, store.get(playerAtom)?.id ?? null);
  const selection = store.get(battleSelectionAtom);
  if (own && canAct(creature)) store.set(battleSelectionAtom, { ...selection, attackerId: creature.id });
  // An ally's creature in a MULTI battle (issue 14) is neither to move nor to strike.
  else if (!own && isAlive(creature) && !(battle.multi !== undefined && creature.playerId !== null)) {
    store.set(battleSelectionAtom, { ...selection, targetId: creature.id });
  }
  else {
    store.set(battleRefusedPickAtom, creature.id);
    return false;
  }
  store.set(battleRefusedPickAtom, null);
  store.set(battlePreviewAtom, null);
  return true;
}

/** The selected attacker strikes the selected target (technical §7 hit); the answer carries the enemy's reply. */
export async function hitSelected(store: StoreAccess): Promise<boolean> {
  const { attackerId, targetId } = store.get(battleSelectionAtom);
  if (attackerId === null || targetId === null) return false;
  const battle = await battleCall(store, () => requireApi(store).battle.hit(attackerId, targetId));
  if (battle) await healAsSet(store, battle);
  return battle !== null;
}

/** Skips the player's move; the enemy answers. */
export async function skipTurn(store: StoreAccess): Promise<boolean> {
  const battle = await battleCall(store, () => requireApi(store).battle.skip());
  if (battle) await healAsSet(store, battle);
  return battle !== null;
}

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
async function healAsSet(store: StoreAccess, battle: Battle): Promise<void> {
  const backpack = store.get(backpackAtom);
  if (backpack.status !== 'ready' || isBattleOver(battle)) return;
  const own = battle.creatures.filter((c) => isOwnCreature(c, store.get(playerAtom)?.id ?? null));
  const use = autoHeal(own, backpack.value.stacks, backpack.value.elixirSettings);
  if (!use) return;
  const healed = await battleCall(store, () => requireApi(store).battle.removeConsumable(use.consumableId, use.creatureId));
  if (healed) forgetSpent(store, use.consumableId);
  else await loadBackpack(store);
}

/** Asks the server for a hint and selects the pair it suggests. */
export async function askHint(store: StoreAccess): Promise<boolean> {
  const battle = await battleCall(store, () => requireApi(store).battle.ask());
  if (!battle?.ask) return false;
  store.set(battleSelectionAtom, { attackerId: battle.ask.attackerId, targetId: battle.ask.defenderId });
  return true;
}

/** Gives the battle up (after the player confirmed); the server answers with the outcome LOSS. */
export async function giveUp(store: StoreAccess): Promise<boolean> {
  const battle = await battleCall(store, () => requireApi(store).battle.giveUp());
  // Issue 14: giving up a MULTI battle ends only the player's part, while the allies fight on: complete it at once.
  if (battle?.multi !== undefined) return completeBattle(store);
  return battle !== null;
}

/** Asks the server what the selected blow would do; shown as a preview, never applied by the client. */
export async function previewSelected(store: StoreAccess): Promise<boolean> {
  const { attackerId, targetId } = store.get(battleSelectionAtom);
  if (attackerId === null || targetId === null) return false;
  try {
    const value = await requireApi(store).battle.precalculate(attackerId, targetId);
    const now = store.get(battleSelectionAtom);
    if (now.attackerId === attackerId && now.targetId === targetId) {
      store.set(battlePreviewAtom, { attackerId, defenderId: targetId, value });
    }
    return true;
  } catch (e: unknown) {
    toastError(store, e);
    return false;
  }
}

/**
 * Completes a decided battle (technical §4 Battle, step 3): stores the returned player, clears the battle and
 * the loaded places (so the road reloads without the beaten lair, or with the lost one marked) and goes back
 * to the road.
 */
export async function completeBattle(store: StoreAccess): Promise<boolean> {
  if (store.get(battleBusyAtom)) return false;
  store.set(battleBusyAtom, true);
  try {
    const completion = await requireApi(store).battle.complete();
    store.set(playerAtom, completion.player);
    void recordBattleFought(store);
    store.set(battleAtom, idle);
    clearSelection(store);
    jumpTo(store, completion.player.coordinate);
    store.set(sceneAtom, { name: SceneName.road, firstStart: false });
    // The server may name the reward only now (it credits it on complete): say what was gained.
    if (completion.outcome === BattleOutcome.WIN && completion.reward) {
      const gold = abbreviateNumber(completion.reward.gold);
      const experience = abbreviateNumber(completion.reward.experience);
      store.set(showToastAtom, translate(store, msg`Victory! You gained ${gold} gold and ${experience} experience`));
    }
    return true;
  } catch (e: unknown) {
    toastError(store, e);
    return false;
  } finally {
    store.set(battleBusyAtom, false);
  }
}
