import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceType } from '../model/index.ts';
import type { Place } from '../model/index.ts';
import { EVENT_CLOCK_OFFSET_MS, EVENT_PLACES } from '../content/index.ts';
import { placesAtom, playerAtom } from './atoms.ts';
import { eventsAtom, loadSpecialPlaces } from './events.ts';
import { actOnPlace } from './placeActions.ts';
import { clearPlaces, ensurePlaces } from './places.ts';
import { resetRoadNews, setPush } from './playerSwitches.ts';
import { createTestPlayer, startReferenceServer, storeFor, type ReferenceServer, type SentRequest } from '../../test/support/referenceServer.ts';

/** Halloween on the game's (Moscow) clock, and a day between events. */
const HALLOWEEN = Date.UTC(2026, 9, 29, 12) - EVENT_CLOCK_OFFSET_MS;
const NO_EVENT = Date.UTC(2026, 10, 24, 12) - EVENT_CLOCK_OFFSET_MS;

let server: ReferenceServer;
let clock = HALLOWEEN;
beforeAll(async () => {
  server = await startReferenceServer({ now: () => clock });
});
afterAll(async () => {
  await server.close();
});

/** A store signed in as a fresh player at the road's start, with the places around them loaded. */
const signedIn = async (requests: SentRequest[] = []) => {
  const player = await createTestPlayer(server, { bestVictoryStair: 3 });
  const made = await storeFor(server, player.token, { requests });
  made.setPlayer();
  await ensurePlaces(made.store, 0, 1000);
  return made.store;
};

const eventPlaces = (places: ReadonlyMap<number, Place>) =>
  [...places.values()].filter((p) => p.resourceType === ResourceType.EVENT_CURRENCY);
const calls = (requests: SentRequest[], path: string) => requests.filter((r) => r.path === path).length;

describe('the road during an event', () => {
  it('adds the event places to the loaded ones and keeps a place already loaded as it was', async () => {
    clock = HALLOWEEN;
    const store = await signedIn();
    const before = store.get(placesAtom);
    await loadSpecialPlaces(store);
    const after = store.get(placesAtom);
    expect(eventPlaces(after)).toHaveLength(EVENT_PLACES.offsets.length);
    for (const [id, place] of before) expect(after.get(id)).toBe(place);
  });

  it('throws away special places asked for before the places were cleared', async () => {
    clock = HALLOWEEN;
    const store = await signedIn();
    const loading = loadSpecialPlaces(store);
    clearPlaces(store);
    await loading;
    expect(store.get(placesAtom).size).toBe(0);
  });

  it('takes an event place with the special call: the currency credited, the place gone', async () => {
    clock = HALLOWEEN;
    const requests: SentRequest[] = [];
    const store = await signedIn(requests);
    await loadSpecialPlaces(store);
    const [nearest] = eventPlaces(store.get(placesAtom)).sort((a, b) => a.posY - b.posY);
    expect(await actOnPlace(store, nearest!)).toBe(true);
    expect(calls(requests, `/api/place/special/${nearest!.id}/take`)).toBe(1);
    expect(calls(requests, `/api/resourcePlace/${nearest!.id}/take`)).toBe(0);
    expect(store.get(placesAtom).has(nearest!.id)).toBe(false);
    const events = store.get(eventsAtom);
    expect(events.status === 'ready' ? events.value.event?.currency : null).toBe(EVENT_PLACES.amount);
  });

  it('asks for no special places between events', async () => {
    clock = NO_EVENT;
    const requests: SentRequest[] = [];
    const store = await signedIn(requests);
    await loadSpecialPlaces(store);
    expect(calls(requests, '/api/place/special/get')).toBe(0);
  });
});

describe('the player switches', () => {
  it('resets the road news once however many pages saw it', async () => {
    clock = HALLOWEEN;
    const requests: SentRequest[] = [];
    const store = await signedIn(requests);
    expect(store.get(playerAtom)?.roadNews).toBe(true);
    await Promise.all([resetRoadNews(store), resetRoadNews(store)]);
    await resetRoadNews(store);
    expect(store.get(playerAtom)?.roadNews).toBe(false);
    expect(calls(requests, '/api/player/news/road/reset')).toBe(1);
  });

  it('switches push only when the wanted value differs from the stored one', async () => {
    const requests: SentRequest[] = [];
    const store = await signedIn(requests);
    expect(store.get(playerAtom)?.push).toBe(true);
    await setPush(store, true);
    expect(calls(requests, '/api/player/push/switch')).toBe(0);
    await setPush(store, false);
    expect(store.get(playerAtom)?.push).toBe(false);
    expect(calls(requests, '/api/player/push/switch')).toBe(1);
  });
});
