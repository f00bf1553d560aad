import { atom } from 'jotai/vanilla';
import { createAccountApi, type AccountApi } from '../api/accountApi.ts';
import type { ApiClient } from '../api/ApiClient.ts';
import type { BlockedPlayer, Gender } from '../model/index.ts';
import { playerAtom } from './atoms.ts';
import type { StoreAccess } from './character.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { reenterGame } from './session.ts';
import type { Store } from 'jotai/vanilla';

/** The account page's client of this store: made from the app's request layer on first use (the page's chunk). */
export const accountApiAtom = atom<AccountApi | null>(null);

const requireAccount = (store: StoreAccess): AccountApi => lazyClient(store, accountApiAtom, createAccountApi, 'account');

/** The caller's mail black list as the server last answered it. */
export const blockedPlayersAtom = atom<Remote<BlockedPlayer[]>>(idle);

/** Ids being unblocked: their rows' buttons are busy. */
export const unblockingAtom = atom<ReadonlySet<number>>(new Set<number>());

/** What the name and password calls need of the main client; `battle` for the road reload. */
export type AccountSecurityApi = Pick<ApiClient, 'security' | 'player' | 'battle'>;

/**
 * Product §4 "rename and password change reload the road": after the change the player info is fetched anew and
 * the game re-entered as after a login (a battle in progress goes back to the battle).
 */
async function reloadRoad(store: Store, api: AccountSecurityApi): Promise<void> {
  await reenterGame(store, api, await api.player.info());
}

/** Renames the player (POST /api/security/name/set), then reloads the road. */
export async function renameAccount(store: Store, api: AccountSecurityApi, name: string): Promise<void> {
  store.set(playerAtom, await api.security.setName(name));
  await reloadRoad(store, api);
}

/** Changes the password; the server ends the player's other sessions. Then reloads the road. */
export async function changePassword(
  store: Store,
  api: AccountSecurityApi,
  input: { passwordCurrent: string; passwordNew: string; passwordRepeat: string },
): Promise<void> {
  await api.security.setPassword(input);
  await reloadRoad(store, api);
}

/** Sets or clears (blank) the optional mail or phone; the player shown takes the stored value. */
export async function changeMailOrPhone(store: StoreAccess, api: Pick<ApiClient, 'security'>, mailOrPhone: string): Promise<void> {
  store.set(playerAtom, await api.security.setMailOrPhone(mailOrPhone));
}

/** Stores the profile's gender (POST /api/player/gender/set). */
export async function setGender(store: StoreAccess, gender: Gender): Promise<void> {
  store.set(playerAtom, await requireAccount(store).setGender(gender));
}

/** Loads the black list; a reload keeps the shown one until the answer comes. */
export async function loadBlockedPlayers(store: StoreAccess): Promise<void> {
  const api = requireAccount(store);
  if (store.get(blockedPlayersAtom).status !== 'ready') store.set(blockedPlayersAtom, loading);
  try {
    store.set(blockedPlayersAtom, ready(await api.blocked()));
  } catch (error: unknown) {
    store.set(blockedPlayersAtom, failed(error));
  }
}

/**
 * Takes a player off the black list (the mail unblock call) and drops their row. A second click on the same row
 * while the first runs does nothing; a failure rethrows for the page to show.
 */
export async function unblockPlayer(store: StoreAccess, id: number): Promise<boolean> {
  if (store.get(unblockingAtom).has(id)) return false;
  store.set(unblockingAtom, new Set([...store.get(unblockingAtom), id]));
  try {
    await requireAccount(store).unblock(id);
    const list = store.get(blockedPlayersAtom);
    if (list.status === 'ready') store.set(blockedPlayersAtom, ready(list.value.filter((b) => b.id !== id)));
    return true;
  } finally {
    const rest = new Set(store.get(unblockingAtom));
    rest.delete(id);
    store.set(unblockingAtom, rest);
  }
}
