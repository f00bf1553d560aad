import { beforeAll, describe, expect, it } from 'vitest';
import { STAIR_HEIGHT } from '../model/index.ts';
import type { Place, PlaceGoods } from '../model/index.ts';
import { placesForStair } from '../content/index.ts';
import { placesAtom, playerAtom, toastAtom } from './atoms.ts';
import { actOnPlace, placeActionOf } from './placeActions.ts';
import { ensurePlaces } from './places.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, type ReferenceServer, type SentRequest } from '../../test/support/referenceServer.ts';

/** The first find of the real content whose goods are of `kind`. */
const firstFind = (kind: PlaceGoods['kind']): Place => {
  for (let s = 1; s <= 600; s += 1) {
    const place = placesForStair(s).find((p) => p.goods?.kind === kind);
    if (place) return place;
  }
  throw new Error(`no ${kind} find on the first 600 stairs`);
};

let server: ReferenceServer;
beforeAll(async () => {
  server = await sharedReferenceServer();
});

/** A store signed in as a fresh player standing on `place`, with its places loaded. */
const playerOn = async (place: Place, requests: SentRequest[] = []) => {
  const player = await createTestPlayer(server, {
    bestVictoryStair: Math.ceil(place.posY / STAIR_HEIGHT) + 1,
    coordinate: place.posY,
  });
  const made = await storeFor(server, player.token, { requests });
  made.setPlayer();
  await ensurePlaces(made.store, place.posY, 1000);
  return made.store;
};

const said = (place: Place) => `got ${place.goods?.kind} of place ${place.id}`;

describe('taking a road find', () => {
  it('takes an artifact with the resource call, removes the place and tells what was gained', async () => {
    const artifact = firstFind('artifact');
    const requests: SentRequest[] = [];
    const store = await playerOn(artifact, requests);
    expect(store.get(placesAtom).get(artifact.id)?.goods).toEqual(artifact.goods);

    expect(await actOnPlace(store, artifact, undefined, said)).toBe(true);

    expect(requests.filter((r) => r.path === `/api/resourcePlace/${artifact.id}/take`)).toHaveLength(1);
    expect(store.get(placesAtom).has(artifact.id)).toBe(false);
    expect(store.get(toastAtom)?.text).toBe(said(artifact));
  });

  it('stores the player the server answers, a found potion or scroll among its consumables', async () => {
    const find = firstFind('consumable');
    const store = await playerOn(find);
    const before = store.get(playerAtom)?.consumables.length ?? 0;
    expect(await actOnPlace(store, find, undefined, said)).toBe(true);
    expect(store.get(playerAtom)?.consumables).toHaveLength(before + 1);
  });

  it('gains a wanderer with the gainable call', async () => {
    const wanderer = firstFind('hero');
    const requests: SentRequest[] = [];
    const store = await playerOn(wanderer, requests);
    expect(await actOnPlace(store, wanderer, undefined, said)).toBe(true);
    expect(requests.filter((r) => r.path === `/api/place/gainable/${wanderer.id}/gain`)).toHaveLength(1);
    expect(store.get(toastAtom)?.text).toBe(said(wanderer));
  });

  it('keeps the place and shows the refusal instead of a gain when the find was taken before', async () => {
    const rune = firstFind('card');
    const store = await playerOn(rune);
    const place = store.get(placesAtom).get(rune.id)!;
    expect(await actOnPlace(store, place, undefined, said)).toBe(true);
    // A second tab still shows it: taking it again is refused and says so.
    store.set(placesAtom, new Map([[rune.id, place]]));
    expect(await actOnPlace(store, place, undefined, said)).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('This place is no longer here');
    expect(store.get(placesAtom).has(rune.id)).toBe(true);
  });

  it('offers take for artifacts, runes and consumables, and accept for a wanderer', () => {
    expect(placeActionOf(firstFind('artifact'))).toBe('take');
    expect(placeActionOf(firstFind('amethysts'))).toBe('take');
    expect(placeActionOf(firstFind('consumable'))).toBe('take');
    expect(placeActionOf(firstFind('hero'))).toBe('accept');
  });
});
