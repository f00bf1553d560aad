import { atom } from 'jotai/vanilla';
import { createEventsApi, type EventsApi } from '../api/eventsApi.ts';
import type { EventsView, Player } from '../model/index.ts';
import { placesAtom, playerAtom } from './atoms.ts';
import { requireApi, toastError, type StoreAccess } from './character.ts';
import { placesEpochAtom } from './places.ts';
import { failed, idle, loading, ready, type Remote } from './remote.ts';
import { lazyClient } from './requestLayerAtom.ts';

/** The events client of this store: made from the app's request layer on first use (not in the startup chunk). */
export const eventsApiAtom = atom<EventsApi | null>(null);

const requireEvents = (store: StoreAccess): EventsApi => lazyClient(store, eventsApiAtom, createEventsApi, 'events');

/** The events page as the server last answered it. */
export const eventsAtom = atom<Remote<EventsView>>(idle);
/** A call is under way: the page disables its buttons. */
export const eventsBusyAtom = atom(false);

/** Loads the events page (GET /api/event/get); a reload keeps the shown page until the answer comes. */
export async function loadEvents(store: StoreAccess): Promise<void> {
  const api = requireEvents(store);
  if (store.get(eventsAtom).status !== 'ready') store.set(eventsAtom, loading);
  try {
    store.set(eventsAtom, ready(await api.view()));
  } catch (error: unknown) {
    store.set(eventsAtom, failed(error));
  }
}

/** What the page can ask the server to do. */
export type EventAction =
  | { kind: 'takePlace'; id: number }
  | { kind: 'buyReward'; id: number }
  | { kind: 'enterSnowWorld' }
  | { kind: 'leaveSnowWorld' }
  | { kind: 'takeDrift' };

const send = (api: EventsApi, action: EventAction): Promise<EventsView> => {
  switch (action.kind) {
    case 'takePlace': return api.takePlace(action.id);
    case 'buyReward': return api.buyReward(action.id);
    case 'enterSnowWorld': return api.enterSnowWorld();
    case 'leaveSnowWorld': return api.leaveSnowWorld();
    case 'takeDrift': return api.takeDrift();
  }
};

/**
 * Runs one event action; true when the server did it. A refusal comes as a toast (e.g. the snow world's 6-hour
 * wait) and the page then shows what the server holds now. The header's wallet is refreshed after a payout.
 */
export async function runEventAction(store: StoreAccess, action: EventAction): Promise<boolean> {
  const api = requireEvents(store);
  if (store.get(eventsBusyAtom)) return false;
  store.set(eventsBusyAtom, true);
  try {
    store.set(eventsAtom, ready(await send(api, action)));
    // The header's purse: a payout changed gold, crystals, emeralds or tickets on the server.
    if (store.get(playerAtom) && action.kind !== 'enterSnowWorld' && action.kind !== 'leaveSnowWorld') {
      store.set(playerAtom, await requireApi(store).player.current());
    }
    return true;
  } catch (error: unknown) {
    toastError(store, error);
    await loadEvents(store);
    return false;
  } finally {
    store.set(eventsBusyAtom, false);
  }
}

/**
 * Adds the road's special places (GET /api/place/special/get) to the loaded places while the server asks for them
 * (`requestSpecialPlaces`: an event runs). A place already loaded (a stair find place/v3/ensure brought) is kept as
 * it is, so nothing is drawn twice; an answer to a request made before the places were cleared is thrown away.
 */
export async function loadSpecialPlaces(store: StoreAccess): Promise<void> {
  if (!store.get(playerAtom)?.requestSpecialPlaces) return;
  const epoch = store.get(placesEpochAtom);
  try {
    const special = await requireEvents(store).specialPlaces();
    if (store.get(placesEpochAtom) !== epoch) return;
    const held = store.get(placesAtom);
    const fresh = special.filter((p) => !held.has(p.id));
    if (fresh.length === 0) return;
    const next = new Map(held);
    for (const place of fresh) next.set(place.id, place);
    store.set(placesAtom, next);
  } catch (error: unknown) {
    toastError(store, error);
  }
}

/** Takes an event place on the road (its currency credited on the server) and answers the player as now. */
export async function takeEventPlace(store: StoreAccess, id: number): Promise<Player> {
  store.set(eventsAtom, ready(await requireEvents(store).takePlace(id)));
  return requireApi(store).player.current();
}
