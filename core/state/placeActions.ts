import { atom } from 'jotai/vanilla';
import { PlaceType, ResourceType } from '../model/index.ts';
import type { Place, Player } from '../model/index.ts';
import { placesAtom, playerAtom } from './atoms.ts';
import { forgetPortalInfo } from './portalInfo.ts';
import { requireApi, toastError, type StoreAccess } from './character.ts';
import { showToastAtom } from './overlays.ts';
import { jumpTo } from './places.ts';

/** The place an action is running on (its buttons show busy), or null. */
export const placeActionAtom = atom<number | null>(null);

/** A TALKER or SCRIPT place the player is reading, or null. */
export const readingPlaceAtom = atom<Place | null>(null);

/** The player-facing action a place offers on the road HUD (product §4 Road). */
export const PlaceAction = {
  attack: 'attack',
  take: 'take',
  gain: 'gain',
  /** A wandering warrior offers to join (a GAINABLE place that brings a hero, issue 11). */
  accept: 'accept',
  use: 'use',
  read: 'read',
} as const;
export type PlaceAction = (typeof PlaceAction)[keyof typeof PlaceAction];

/** What a place offers; null for places this client cannot act on (a lair already beaten). */
export const placeActionOf = (place: Place): PlaceAction | null => {
  switch (place.placeType) {
    case PlaceType.CUSTOM_PLACE:
      return place.creatureId !== null ? PlaceAction.attack : null;
    case PlaceType.RESOURCE:
    case PlaceType.SKILL:
    case PlaceType.ARTIFACT:
    case PlaceType.RUNE:
    case PlaceType.CONSUMABLE:
      return PlaceAction.take;
    case PlaceType.GAINABLE:
      return place.goods?.kind === 'hero' ? PlaceAction.accept : PlaceAction.gain;
    case PlaceType.TURN:
    case PlaceType.POINTER:
    case PlaceType.PORTAL:
      return PlaceAction.use;
    case PlaceType.TALKER:
    case PlaceType.SCRIPT:
      return PlaceAction.read;
    default:
      return null;
  }
};

const removePlace = (store: StoreAccess, id: number) => {
  const next = new Map(store.get(placesAtom));
  next.delete(id);
  store.set(placesAtom, next);
};

/**
 * Takes, gains, uses or reads a place (everything but attacking a lair, see battle.ts `attackPlace`).
 * Taking stores the returned player and removes the place (technical §4); a move (turn, pointer, portal)
 * stores the player, clears the loaded places and puts the walker at the new coordinate. `beforeAct` runs
 * first, e.g. to save the walker's coordinate so the server knows the player is near. A find (a place with
 * `goods`: artifact, rune, potion or scroll, a wanderer) tells what it gave in a toast worded by `gainedText`
 * (the HUD's, in the player's language). Returns success.
 */
export async function actOnPlace(
  store: StoreAccess,
  place: Place,
  beforeAct: () => Promise<void> = () => Promise.resolve(),
  gainedText?: (place: Place) => string,
): Promise<boolean> {
  const action = placeActionOf(place);
  if (action === null || action === PlaceAction.attack) return false;
  if (action === PlaceAction.read) {
    store.set(readingPlaceAtom, place);
    if (place.placeType === PlaceType.SCRIPT && !place.used) {
      // Technical §4: a script place can be marked used; the server has no call for it, so it is kept here.
      const next = new Map(store.get(placesAtom));
      next.set(place.id, { ...place, used: true });
      store.set(placesAtom, next);
    }
    return true;
  }
  if (store.get(placeActionAtom) !== null) return false;
  store.set(placeActionAtom, place.id);
  try {
    await beforeAct();
    const api = requireApi(store);
    let player: Player;
    switch (place.placeType) {
      case PlaceType.RESOURCE:
        // An event's currency place is taken with the special call; its code comes with the first one taken.
        player = place.resourceType === ResourceType.EVENT_CURRENCY
          ? await (await import('./events.ts')).takeEventPlace(store, place.id)
          : await api.places.takeResource(place.id);
        break;
      case PlaceType.ARTIFACT:
      case PlaceType.RUNE:
      case PlaceType.CONSUMABLE:
        // The finds are taken with the resource call (fixtures/server/API.md "Road finds").
        player = await api.places.takeResource(place.id);
        break;
      case PlaceType.SKILL:
        player = await api.places.takeSkill(place.id);
        break;
      case PlaceType.GAINABLE:
        player = await api.places.gain(place.id);
        break;
      case PlaceType.TURN:
        player = await api.places.useTurn(place.id);
        break;
      case PlaceType.POINTER: {
        // A signpost is the road's teleport (fixtures/server/API.md): ask where it leads, then go there.
        const { targets } = await api.places.teleportGet(place.id);
        const target = targets[0] ?? place.target;
        if (target === undefined) throw new Error(`State: signpost ${place.id} leads nowhere`);
        player = await api.places.teleportUse(place.id, target);
        break;
      }
      default:
        player = await api.places.portalUse(place.id);
        // A chosen portal discount was spent by this use (issue 12): the next price is the full one.
        forgetPortalInfo(store);
        break;
    }
    store.set(playerAtom, player);
    if (action === PlaceAction.use) jumpTo(store, player.coordinate);
    else removePlace(store, place.id);
    if (place.goods && gainedText) store.set(showToastAtom, gainedText(place));
    return true;
  } catch (e: unknown) {
    toastError(store, e);
    return false;
  } finally {
    store.set(placeActionAtom, null);
  }
}
