import { msg } from '@lingui/core/macro';
import { toastError, translate, type StoreAccess } from './character.ts';
import { requireClan } from './clan.ts';
import { clanHallAtom, closeClanHall } from './clanHall.ts';
import { showToastAtom } from './overlays.ts';
import { failed, loading, ready } from './remote.ts';

/**
 * Loads the caller's clan and its buildings for the hall (`GET /api/clan/get/my`, `GET /api/clan/building/list`).
 * In the clan chunk with the scene, so the clan calls come only with a visit. A hall already shown keeps its
 * picture while it is asked again (after the clan page closes over it).
 */
export async function loadClanHall(store: StoreAccess): Promise<void> {
  const api = requireClan(store);
  if (store.get(clanHallAtom).status !== 'ready') store.set(clanHallAtom, loading);
  try {
    const mine = await api.myClan();
    const buildings = mine ? await api.buildings() : [];
    store.set(clanHallAtom, ready(mine ? { mine, buildings } : null));
  } catch (error: unknown) {
    // A hall on screen keeps its picture and says what failed; a hall still loading shows the failure with a retry.
    if (store.get(clanHallAtom).status === 'ready') toastError(store, error);
    else store.set(clanHallAtom, failed(error));
  }
}

/** The player is in no clan any more (left or kicked meanwhile): back to the road, saying why. */
export function leaveClanHall(store: StoreAccess): void {
  store.set(showToastAtom, translate(store, msg`You are not in a clan any more.`));
  closeClanHall(store);
}
