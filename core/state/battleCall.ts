import type { Battle } from '../model/index.ts';
import { canAct, isAlive } from '../rules/index.ts';
import { battleAtom } from './atoms.ts';
import {
  battleBusyAtom, battleConsumableAtom, battleConsumableRefusalAtom, battlePreviewAtom, battleRefusedPickAtom,
  battleSelectionAtom, isBattleOver,
} from './battleAtoms.ts';
import type { StoreAccess } from './character.ts';
import { ready } from './remote.ts';
import { busyCall } from './busyCall.ts';

export const clearSelection = (store: StoreAccess) => {
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
export async function battleCall(store: StoreAccess, call: () => Promise<Battle>): Promise<Battle | null> {
  return busyCall(store, battleBusyAtom, async () => {
    const battle = await call();
    store.set(battleAtom, ready(battle));
    reconcileSelection(store, battle);
    return battle;
  }, null);
}
