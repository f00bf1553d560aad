import { atom } from 'jotai/vanilla';
import { createClanSocialApi, type ClanSocialApi } from '../api/clanSocialApi.ts';
import type { Clan, ClanLogPage, ClanRatingPage, ClanRecruitList } from '../model/index.ts';
import type { StoreAccess } from './character.ts';
import { clanAction, myClanAtom, requireClan } from './clan.ts';
import { failed, loading, idle, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';

/** The clan rating client of this store, made on first use (issue 13). */
export const clanSocialApiAtom = atom<ClanSocialApi | null>(null);
const requireClanSocial = (store: StoreAccess): ClanSocialApi => lazyClient(store, clanSocialApiAtom, createClanSocialApi, 'clan rating');

/** A page of the clan rating (or of a search in it) and the query it answers. */
export const clanRatingAtom = atom<Remote<ClanRatingPage> & { name: string }>({ ...idle, name: '' });
/** A page of the caller's clan history. */
export const clanLogAtom = atom<Remote<ClanLogPage>>(idle);
/** Applications to the caller's clan and players looking for any clan (recruiters only). */
export const clanRecruitsAtom = atom<Remote<ClanRecruitList>>(idle);

/** Loads one page of the clan rating, or of the clans whose name contains `name`. */
export async function loadClanRating(store: StoreAccess, page: number, name = ''): Promise<void> {
  store.set(clanRatingAtom, { ...loading, name });
  try {
    const value = await requireClanSocial(store).rating(page, name.trim());
    // A later query answered first: this answer is stale.
    if (store.get(clanRatingAtom).name === name) store.set(clanRatingAtom, { ...ready(value), name });
  } catch (error: unknown) {
    store.set(clanRatingAtom, { ...failed(error), name });
  }
}

export async function loadClanLog(store: StoreAccess, clanId: number, page: number): Promise<void> {
  store.set(clanLogAtom, loading);
  try {
    store.set(clanLogAtom, ready(await requireClan(store).log(clanId, page)));
  } catch (error: unknown) {
    store.set(clanLogAtom, failed(error));
  }
}

export async function loadClanRecruits(store: StoreAccess): Promise<void> {
  if (store.get(clanRecruitsAtom).status !== 'ready') store.set(clanRecruitsAtom, loading);
  try {
    store.set(clanRecruitsAtom, ready(await requireClan(store).recruits()));
  } catch (error: unknown) {
    store.set(clanRecruitsAtom, failed(error));
  }
}

/** Accepting an application is inviting its player (the server joins them at once). */
export const acceptClanApplicant = async (store: StoreAccess, playerId: number): Promise<boolean> => {
  const done = await clanAction(store, (api) => api.invite(playerId));
  await loadClanRecruits(store);
  return done;
};
export const rejectClanApplicant = async (store: StoreAccess, playerId: number): Promise<boolean> => {
  const done = await clanAction(store, (api) => api.rejectPlayer(playerId));
  await loadClanRecruits(store);
  return done;
};
export const setClanAbout = (store: StoreAccess, text: string) => clanAction(store, (api) => api.setAbout(text));
export const restoreClanAbout = (store: StoreAccess) => clanAction(store, (api) => api.restoreAbout());
export const setClanAdvertisement = (store: StoreAccess, text: string) => clanAction(store, (api) => api.setAdvertisement(text));
export const setClanTheme = (store: StoreAccess, theme: number) => clanAction(store, (api) => api.setTheme(theme));
/** An administrator renames any clan (the server refuses everyone else). */
export const renameClan = (store: StoreAccess, clanId: number, name: string) => clanAction(store, (api) => api.rename(clanId, name));

/** The member has now seen the advertisement shown to them; a failure only leaves it marked new. */
export async function markClanAdvertisementSeen(store: StoreAccess): Promise<void> {
  try {
    await requireClan(store).markAdvertisementSeen();
  } catch {
    // Marked new again next time: nothing the player needs to hear about.
  }
}

/**
 * Reads the description again when the About tab opens (`about/get`): another officer may have changed it since the
 * clan was loaded. Kept in the stored clan so every view agrees; a failure keeps what is shown.
 */
export async function refreshClanAbout(store: StoreAccess): Promise<void> {
  try {
    const { description } = await requireClan(store).about();
    const mine = store.get(myClanAtom);
    if (mine.status === 'ready' && mine.value && mine.value.clan.description !== description) {
      store.set(myClanAtom, ready({ ...mine.value, clan: { ...mine.value.clan, description } }));
    }
  } catch {
    // The description loaded with the clan stays: nothing the player needs to hear about.
  }
}

/** The clan a player is in now (`clan/info`), or null: a profile may be older than an invitation's moment. */
export const playerClanOf = (store: StoreAccess, playerId: number): Promise<Clan | null> => requireClan(store).info(playerId);
