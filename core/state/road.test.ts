import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { until } from '../../test/support/wait.ts';
import { PLACE_DROP_BEHIND, PLACE_PRELOAD_RANGE, PlaceType, STAIR_HEIGHT } from '../model/index.ts';
import type { Place } from '../model/index.ts';
import { ROAD_RULES } from '../rules/index.ts';
import { placesForStair } from '../content/index.ts';
import { PORTAL_GOLD_PER_STAIR } from '../../fixtures/server/routes/placeRoutes.ts';
import { placesAtom, playerAtom, toastAtom } from './atoms.ts';
import { actOnPlace, placeActionOf, readingPlaceAtom } from './placeActions.ts';
import { clearPlaces, ensurePlaces, placesWindowAtom, roadJumpAtom } from './places.ts';
import { createCoordinateSaver } from './coordinateSaver.ts';
import { loadPortalInfo, portalInfoAtom } from './portalInfo.ts';
import { startHoldingProxy } from '../../test/support/proxies.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, type SentRequest, type StoreOptions, type ReferenceServer } from '../../test/support/referenceServer.ts';

const VIEW = 1000;
const ENSURE = '/api/place/v3/ensure';
const SET_COORDINATE = '/api/player/v3/coordinate/set';

/** The first place of `type` on stairs 1..30 of the real content. */
const findPlace = (type: Place['placeType']): Place => {
  for (let s = 1; s <= 30; s += 1) {
    const place = placesForStair(s).find((p) => p.placeType === type);
    if (place) return place;
  }
  throw new Error(`no ${type} place on the first 30 stairs`);
};

let server: ReferenceServer;
beforeAll(async () => {
  server = await sharedReferenceServer();
});

/**
 * A store signed in as a fresh player standing at `coordinate`, who has beaten enough stairs to stand there
 * (written in the database: no route beats lairs for a test), moved there by the server's coordinate route.
 */
const playerAt = async (coordinate: number, options: StoreOptions = {}) => {
  const player = await createTestPlayer(server, { bestVictoryStair: Math.ceil(coordinate / STAIR_HEIGHT) + 1, coordinate });
  const made = await storeFor(server, player.token, options);
  made.setPlayer();
  return { ...made, player };
};

/** A column of the player's row as the server stored it. */
const stored = async <K extends 'gold' | 'context_id'>(playerId: number, column: K): Promise<number | undefined> => {
  const [row] = await server.server.db.query<Record<K, number>>(`SELECT ${column} FROM players WHERE id = $1`, [playerId]);
  return row?.[column];
};

describe('ensurePlaces', () => {
  it('loads twice the preload range around the player first, then nothing while the loaded span is enough', async () => {
    const requests: SentRequest[] = [];
    const { store } = await playerAt(3000, { requests });

    await ensurePlaces(store, 3000, VIEW);

    const calls = requests.filter((r) => r.path === ENSURE);
    expect(calls).toHaveLength(1);
    // Ahead: twice 1.1 H; behind: the same, but never further back than places are kept.
    const ahead = 2 * PLACE_PRELOAD_RANGE * VIEW;
    const behind = Math.min(ahead, PLACE_DROP_BEHIND);
    expect(calls[0]?.params).toEqual({ coordFrom: String(3000 - behind), coordTo: String(3000 + ahead) });
    const places = [...store.get(placesAtom).values()];
    expect(places.length).toBeGreaterThan(10);
    expect(places.every((p) => p.posY >= 3000 - behind && p.posY <= 3000 + ahead)).toBe(true);
    expect(store.get(placesWindowAtom)).toEqual({ from: 3000 - behind, to: 3000 + ahead });

    await ensurePlaces(store, 3100, VIEW);
    expect(requests.filter((r) => r.path === ENSURE)).toHaveLength(1);
  });

  it('loads ahead near the loaded edge and drops places far behind', async () => {
    const requests: SentRequest[] = [];
    const { store } = await playerAt(0, { requests });
    await ensurePlaces(store, 0, VIEW);
    const firstTop = store.get(placesWindowAtom)?.to ?? 0;

    const walkedTo = firstTop - 100;
    await ensurePlaces(store, walkedTo, VIEW);

    const calls = requests.filter((r) => r.path === ENSURE);
    expect(calls).toHaveLength(2);
    expect(Number(calls[1]?.params.coordFrom)).toBe(firstTop);
    expect(Number(calls[1]?.params.coordTo)).toBeGreaterThan(walkedTo + VIEW);
    const ys = [...store.get(placesAtom).values()].map((p) => p.posY);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(walkedTo - PLACE_DROP_BEHIND);
    expect(Math.max(...ys)).toBeGreaterThan(firstTop);
    expect(store.get(placesWindowAtom)?.from).toBeGreaterThanOrEqual(walkedTo - PLACE_DROP_BEHIND);
  });

  it('throws away an answer that arrives after the places were cleared (technical §4 turn/portal)', async () => {
    const proxy = await startHoldingProxy(server.url);
    onTestFinished(() => proxy.close());
    const { store } = await playerAt(0, { baseUrl: proxy.url });
    const held = proxy.hold(ENSURE);
    const loading = ensurePlaces(store, 0, VIEW);
    await until(() => held.waiting() === 1, 'the places call held at the proxy');
    clearPlaces(store);
    held.release();
    await loading;
    expect(store.get(placesAtom).size).toBe(0);
    expect(store.get(placesWindowAtom)).toBeNull();
  });
});

describe('actOnPlace', () => {
  it('takes a resource: stores the returned player and removes the place', async () => {
    const gold = findPlace(PlaceType.RESOURCE);
    const requests: SentRequest[] = [];
    const { store, player } = await playerAt(gold.posY, { requests });
    const goldBefore = store.get(playerAtom)?.gold ?? 0;
    await ensurePlaces(store, gold.posY, VIEW);
    expect(store.get(placesAtom).has(gold.id)).toBe(true);

    expect(await actOnPlace(store, gold)).toBe(true);

    expect(requests.filter((r) => r.path === `/api/resourcePlace/${gold.id}/take`)).toHaveLength(1);
    expect(store.get(placesAtom).has(gold.id)).toBe(false);
    expect(store.get(playerAtom)?.gold).toBe(await stored(player.id, 'gold'));
    expect(store.get(playerAtom)?.gold).toBeGreaterThan(goldBefore);
  });

  it('uses a turn: stores the moved player, clears every loaded place and moves the walker there', async () => {
    const turn = findPlace(PlaceType.TURN);
    const requests: SentRequest[] = [];
    const { store } = await playerAt(turn.posY, { requests });
    await ensurePlaces(store, turn.posY, VIEW);

    expect(await actOnPlace(store, turn)).toBe(true);

    expect(requests.filter((r) => r.path === `/api/turn/${turn.id}/use`)).toHaveLength(1);
    expect(store.get(playerAtom)?.coordinate).toBe(turn.target);
    expect(store.get(placesAtom).size).toBe(0);
    expect(store.get(placesWindowAtom)).toBeNull();
    expect(store.get(roadJumpAtom)?.coordinate).toBe(turn.target);
  });

  it('uses a signpost as a teleport: asks where it leads, then goes there', async () => {
    const signpost = findPlace(PlaceType.POINTER);
    const requests: SentRequest[] = [];
    const { store } = await playerAt(signpost.posY, { requests });
    await ensurePlaces(store, signpost.posY, VIEW);

    expect(await actOnPlace(store, signpost)).toBe(true);

    expect(requests.filter((r) => r.path === `/api/teleport/${signpost.id}/get`)).toHaveLength(1);
    expect(requests.filter((r) => r.path === `/api/teleport/${signpost.id}/use/${signpost.target}`)).toHaveLength(1);
    expect(store.get(playerAtom)?.coordinate).toBe(signpost.target);
    expect(store.get(placesAtom).size).toBe(0);
    expect(store.get(roadJumpAtom)?.coordinate).toBe(signpost.target);
  });

  it('asks once what a portal costs and keeps the server’s answer', async () => {
    const portal = findPlace(PlaceType.PORTAL);
    const requests: SentRequest[] = [];
    const { store } = await playerAt(portal.posY, { requests });
    await loadPortalInfo(store, portal.id);
    await loadPortalInfo(store, portal.id);
    expect(requests.filter((r) => r.path === `/api/portal/${portal.id}/info`)).toHaveLength(1);
    expect(store.get(portalInfoAtom).get(portal.id)).toEqual({
      target: portal.target,
      price: PORTAL_GOLD_PER_STAIR * portal.stair,
      currency: 'gold',
    });
  });

  it('saves the coordinate first when asked, so the server knows the player is near', async () => {
    const gold = findPlace(PlaceType.RESOURCE);
    const requests: SentRequest[] = [];
    const { store } = await playerAt(0, { requests });
    const saver = createCoordinateSaver(store);
    saver.update(gold.posY, true);
    saver.update(gold.posY, true);
    expect(await actOnPlace(store, gold, () => saver.flush())).toBe(true);
    const order = requests.map((r) => r.path).filter((p) => p !== ENSURE);
    expect(order.at(-1)).toBe(`/api/resourcePlace/${gold.id}/take`);
    expect(order).toContain(SET_COORDINATE);
    saver.dispose();
  });

  it('shows the translated error and keeps the place when the server refuses', async () => {
    const gold = findPlace(PlaceType.RESOURCE);
    // Standing just out of reach, so the server refuses with PLACE_TOO_FAR.
    const { store } = await playerAt(gold.posY + ROAD_RULES.nearDistance + 1);
    await ensurePlaces(store, gold.posY, VIEW);

    expect(await actOnPlace(store, gold)).toBe(false);

    expect(store.get(toastAtom)?.text).toBe('This place is too far away');
    expect(store.get(placesAtom).has(gold.id)).toBe(true);
  });

  it('reads a script place without a call and marks it used', async () => {
    const script = findPlace(PlaceType.SCRIPT);
    const requests: SentRequest[] = [];
    const { store } = await playerAt(script.posY, { requests });
    await ensurePlaces(store, script.posY, VIEW);
    const before = requests.length;

    expect(await actOnPlace(store, script)).toBe(true);

    expect(requests.length).toBe(before);
    expect(store.get(readingPlaceAtom)?.id).toBe(script.id);
    expect(store.get(placesAtom).get(script.id)?.used).toBe(true);
  });

  it('names the action each place offers', () => {
    expect(placeActionOf(findPlace(PlaceType.CUSTOM_PLACE))).toBe('attack');
    expect(placeActionOf(findPlace(PlaceType.RESOURCE))).toBe('take');
    expect(placeActionOf(findPlace(PlaceType.SKILL))).toBe('take');
    expect(placeActionOf(findPlace(PlaceType.GAINABLE))).toBe('gain');
    expect(placeActionOf(findPlace(PlaceType.TURN))).toBe('use');
    expect(placeActionOf(findPlace(PlaceType.POINTER))).toBe('use');
    expect(placeActionOf(findPlace(PlaceType.TALKER))).toBe('read');
    expect(placeActionOf(findPlace(PlaceType.SCRIPT))).toBe('read');
  });
});

describe('createCoordinateSaver', () => {
  it('saves at most once per interval while walking and at once when the player stops', async () => {
    const requests: SentRequest[] = [];
    const { store, player } = await playerAt(0, { requests });
    // The saver's own clock, moved by hand: whether a save is due never depends on how busy the machine is.
    // `reads` counts its looks at the clock, so the test knows when its timer has come back to check.
    const clock = { ms: 0, reads: 0 };
    const now = () => {
      clock.reads += 1;
      return clock.ms;
    };
    const saver = createCoordinateSaver(store, { intervalMs: 100, now });
    const saves = () => requests.filter((r) => r.path === SET_COORDINATE).map((r) => r.params.coordinate);
    const coordinate = () => store.get(playerAtom)?.coordinate;

    for (let c = 1; c <= 10; c += 1) saver.update(c, true);
    await until(() => coordinate() === 1, 'the first save');
    expect(saves()).toEqual(['1']);

    clock.ms = 50;
    saver.update(20, true);
    const reads = clock.reads;
    await until(() => clock.reads > reads, 'the saver to check the clock again');
    expect(saves()).toEqual(['1']);
    clock.ms = 100;
    await until(() => coordinate() === 20, 'the save once the interval passed');
    expect(saves()).toEqual(['1', '20']);

    saver.update(25, false);
    await saver.flush();
    expect(saves()).toEqual(['1', '20', '25']);
    expect(requests.filter((r) => r.path === SET_COORDINATE)[2]?.params.contextId).toBe(
      String(await stored(player.id, 'context_id')),
    );
    expect(store.get(playerAtom)?.coordinate).toBe(25);
    saver.dispose();
  });

  it('does not send the coordinate the server already has', async () => {
    const requests: SentRequest[] = [];
    const { store } = await playerAt(40, { requests });
    const saver = createCoordinateSaver(store);
    saver.update(40.3, false);
    await saver.flush();
    expect(requests.filter((r) => r.path === SET_COORDINATE)).toHaveLength(0);
    saver.dispose();
  });

  it('drops a pending save once another player has signed in, and writes nothing onto them', async () => {
    const requests: SentRequest[] = [];
    const { store } = await playerAt(0, { requests });
    const saver = createCoordinateSaver(store);
    const first = store.get(playerAtom);
    if (!first) throw new Error('no player');
    // Another account signs in on this device while the road of the first one still reports its walker.
    store.set(playerAtom, { ...first, id: first.id + 1_000_000, coordinate: 7 });
    saver.update(30, false);
    await saver.flush();
    expect(requests.filter((r) => r.path === SET_COORDINATE)).toHaveLength(0);
    expect(store.get(playerAtom)?.coordinate).toBe(7);
    saver.dispose();
  });

  it('shows a refused coordinate once and does not retry it in a loop', async () => {
    const requests: SentRequest[] = [];
    const { store } = await playerAt(0, { requests });
    const saver = createCoordinateSaver(store, { intervalMs: 50 });
    const refused = (store.get(playerAtom)?.maxCoordinate ?? 0) + 500;
    saver.update(refused, false);
    // flush resolves only once nothing is pending or in flight, so a retry after the refusal would be sent first.
    await saver.flush();
    expect(requests.filter((r) => r.path === SET_COORDINATE)).toHaveLength(1);
    expect(store.get(toastAtom)?.text).toBe('You cannot go any further here');
    expect(store.get(playerAtom)?.coordinate).toBe(0);
    // The road reports the walker every frame: standing, or pressing on, at the refused height resends nothing.
    saver.update(refused, true);
    saver.update(refused, false);
    await saver.flush();
    expect(requests.filter((r) => r.path === SET_COORDINATE)).toHaveLength(1);
    saver.dispose();
  });
});
