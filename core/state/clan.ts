import { atom } from 'jotai/vanilla';
import { createClanApi, type ClanApi } from '../api/clanApi.ts';
import type { ClanInvitations, ClanParticipant, ClanParticipantAction, DonationType, MyClan } from '../model/index.ts';
import { playerAtom } from './atoms.ts';
import { requireApi, type StoreAccess } from './character.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';
import { busyCall } from './busyCall.ts';

/** The clan client of this store, made from the app's request layer on first use (issue 13). */
export const clanApiAtom = atom<ClanApi | null>(null);

export const requireClan = (store: StoreAccess): ClanApi => lazyClient(store, clanApiAtom, createClanApi, 'clan');

/** The caller's clan as the server last answered it; `ready(null)` when the player is in none. */
export const myClanAtom = atom<Remote<MyClan | null>>(idle);
/** The members of the caller's clan, highest role first. */
export const clanMembersAtom = atom<Remote<ClanParticipant[]>>(idle);
/** The caller's invitations and applications while in no clan. */
export const clanInvitationsAtom = atom<Remote<ClanInvitations>>(idle);
/** A clan call is under way: the page disables its controls. */
export const clanBusyAtom = atom(false);

/**
 * Stores the caller's clan and keeps `Player.clanId` in step (technical §4 "Clan": creating or fetching a clan stores
 * it and its id; a missing clan clears both).
 */
function storeMyClan(store: StoreAccess, mine: MyClan | null): void {
  store.set(myClanAtom, ready(mine));
  const player = store.get(playerAtom);
  const clanId = mine?.clan.id ?? null;
  if (player && player.clanId !== clanId) store.set(playerAtom, { ...player, clanId });
}

/** Loads the caller's clan and, when in one, its members. */
export async function loadMyClan(store: StoreAccess): Promise<void> {
  const api = requireClan(store);
  if (store.get(myClanAtom).status !== 'ready') store.set(myClanAtom, loading);
  try {
    const mine = await api.myClan();
    storeMyClan(store, mine);
    store.set(clanMembersAtom, mine ? ready(await api.myParticipants()) : idle);
    store.set(clanInvitationsAtom, mine ? idle : ready(await api.invitations()));
  } catch (error: unknown) {
    store.set(myClanAtom, failed(error));
  }
}

/**
 * Runs one clan call; a refusal comes as a toast. Reloads the clan afterwards so every view agrees, and the player
 * too when the call spent the player's own money (`spends`), so the header shows what is left.
 */
export async function clanAction(store: StoreAccess, call: (api: ClanApi) => Promise<unknown>, spends = false): Promise<boolean> {
  const api = requireClan(store);
  return busyCall(store, clanBusyAtom, async () => {
    await call(api);
    if (spends) store.set(playerAtom, await requireApi(store).player.current());
    await loadMyClan(store);
    return true;
  }, false);
}

export const createClan = (store: StoreAccess, name: string) => clanAction(store, (api) => api.create(name), true);
export const declineClanInvitation = (store: StoreAccess, clanId: number) =>
  clanAction(store, (api) => api.declineInvitation(clanId));
export const acceptClanInvitation = (store: StoreAccess, clanId: number) => clanAction(store, (api) => api.acceptInvitation(clanId));
export const applyToClan = (store: StoreAccess, clanId: number) => clanAction(store, (api) => api.apply(clanId));
export const applyToAnyClan = (store: StoreAccess) => clanAction(store, (api) => api.applyToAny());
export const inviteToClan = (store: StoreAccess, playerId: number) => clanAction(store, (api) => api.invite(playerId));
export const leaveClan = (store: StoreAccess) => clanAction(store, (api) => api.leave());
export const resignFromClan = (store: StoreAccess) => clanAction(store, (api) => api.resign());
export const actOnClanMember = (store: StoreAccess, playerId: number, type: ClanParticipantAction) =>
  clanAction(store, (api) => api.participantAction(playerId, type));
export const donateToClan = (store: StoreAccess, type: DonationType, amount: number) =>
  clanAction(store, (api) => api.donate(type, amount), true);
