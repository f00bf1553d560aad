import { atom } from 'jotai/vanilla';
import type { ArenaOpponent } from '../model/index.ts';
import { arenaBusyAtom, attackArena, requireArena } from './arena.ts';
import { OverlayName, overlayAtom, playerAtom, sceneAtom, SceneName } from './atoms.ts';
import { toastError, type StoreAccess } from './character.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';

/** The opponent the server holds for the player, shown in the arena scene before the fight. */
export const arenaOpponentAtom = atom<Remote<ArenaOpponent>>(idle);

/** The arena page's Attack: the arena scene opens on the opponent matchmaking holds (the fight waits for "Fight"). */
export function openArenaScene(store: StoreAccess): void {
  store.set(overlayAtom, null);
  store.set(arenaOpponentAtom, idle);
  store.set(sceneAtom, { name: SceneName.arena, firstStart: false });
}

/** Asks the held opponent (the scene's HUD, on entering and on retry). */
export async function loadArenaOpponent(store: StoreAccess): Promise<void> {
  store.set(arenaOpponentAtom, loading);
  try {
    store.set(arenaOpponentAtom, ready(await requireArena(store).opponent()));
  } catch (error: unknown) {
    store.set(arenaOpponentAtom, failed(error));
  }
}

/** "Another opponent": the card and the squad change; a refusal (no gold, nobody else) keeps the one shown. */
export async function nextArenaOpponent(store: StoreAccess): Promise<boolean> {
  if (store.get(arenaBusyAtom)) return false;
  store.set(arenaBusyAtom, true);
  const shown = store.get(arenaOpponentAtom);
  const price = shown.status === 'ready' ? shown.value.rerollGold : 0;
  try {
    store.set(arenaOpponentAtom, ready(await requireArena(store).nextOpponent()));
    // The server took the price in the same call: the header's gold follows without asking the player again.
    const player = store.get(playerAtom);
    if (price > 0 && player) store.set(playerAtom, { ...player, gold: Math.max(0, player.gold - price) });
    return true;
  } catch (error: unknown) {
    toastError(store, error);
    return false;
  } finally {
    store.set(arenaBusyAtom, false);
  }
}

/** "Fight": the server fights the held opponent; the battle scene follows as for any attack. */
export const fightArenaOpponent = (store: StoreAccess): Promise<boolean> => attackArena(store);

/**
 * "Back to the arena": the road behind, the arena page the player came from on top of it. The hold stays, so the
 * page's Attack shows the same opponent for a few minutes.
 */
export function leaveArenaScene(store: StoreAccess): void {
  store.set(sceneAtom, { name: SceneName.road, firstStart: false });
  store.set(overlayAtom, OverlayName.arena);
}
