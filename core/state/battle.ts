import { msg } from '@lingui/core/macro';
import { BattleOutcome } from '../model/index.ts';
import type { Battle } from '../model/index.ts';
import { abbreviateNumber, canAct, isAlive } from '../rules/index.ts';
import { battleAtom, playerAtom, sceneAtom, SceneName } from './atoms.ts';
import {
  battleBusyAtom, battlePreviewAtom, battleRefusedPickAtom, battleSelectionAtom, currentBattleAtom, isBattleOver,
  isOwnCreature,
} from './battleAtoms.ts';
import { battleCall, clearSelection } from './battleCall.ts';
import { healAsSet } from './battleConsumables.ts';
import { requireApi, toastError, translate, type StoreAccess } from './character.ts';
import { showToastAtom } from './overlays.ts';
import { failed, idle, loading, ready } from './remote.ts';
import { jumpTo } from './places.ts';
import { recordBattleFought } from './promotionGate.ts';
import { busyCall } from './busyCall.ts';

// The battle's atoms and its consumables live beside this file; the HUD and the scene import them from here.
export * from './battleAtoms.ts';
export { itemsLeft, pickConsumable, spendConsumableOn } from './battleConsumables.ts';

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
  return busyCall(store, battleBusyAtom, async () => {
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
  }, false);
}
