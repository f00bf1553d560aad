import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLACE_DROP_BEHIND, PLACE_PRELOAD_RANGE, PlaceType, STAIR_HEIGHT } from '../model/index.ts';
import type { Place, Player } from '../model/index.ts';
import { maxCoordinateFor } from '../rules/index.ts';
import { placesForStair } from '../../fixtures/content/index.ts';
import { placesAtom, playerAtom, toastAtom } from './atoms.ts';
import {
  actOnPlace,
  clearPlaces,
  createCoordinateSaver,
  createRoadWalker,
  ensurePlaces,
  placeActionOf,
  loadPortalInfo,
  placesWindowAtom,
  portalInfoAtom,
  readingPlaceAtom,
  roadJumpAtom,
  stepWalker,
  walkSpeed,
} from './road.ts';
import { startTestGameServer, storeFor, trialPlayer, type TestGameServer } from './testGameServer.ts';

const VIEW = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first place of `type` on stairs 1..30 of the real content. */
const findPlace = (type: Place['placeType']): Place => {
  for (let s = 1; s <= 30; s += 1) {
    const place = placesForStair(s).find((p) => p.placeType === type);
    if (place) return place;
  }
  throw new Error(`no ${type} place on the first 30 stairs`);
};

/** A player standing at `coordinate` who has beaten enough stairs to stand there. */
const playerAt = (coordinate: number): Player => {
  const best = Math.ceil(coordinate / STAIR_HEIGHT) + 1;
  return { ...trialPlayer(), coordinate, bestVictoryStair: best, maxCoordinate: maxCoordinateFor(best) };
};

let server: TestGameServer;
beforeEach(async () => {
  server = await startTestGameServer();
});
afterEach(() => server.close());

describe('ensurePlaces', () => {
  it('loads twice the preload range around the player first, then nothing while the loaded span is enough', async () => {
    server.state.player = playerAt(3000);
    const store = storeFor(server);

    await ensurePlaces(store, 3000, VIEW);

    const calls = server.callsTo('/api/place/v3/ensure');
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
    expect(server.callsTo('/api/place/v3/ensure')).toHaveLength(1);
  });

  it('loads ahead near the loaded edge and drops places far behind', async () => {
    server.state.player = playerAt(0);
    const store = storeFor(server);
    await ensurePlaces(store, 0, VIEW);
    const firstTop = store.get(placesWindowAtom)?.to ?? 0;

    const walkedTo = firstTop - 100;
    await ensurePlaces(store, walkedTo, VIEW);

    const calls = server.callsTo('/api/place/v3/ensure');
    expect(calls).toHaveLength(2);
    expect(Number(calls[1]?.params.coordFrom)).toBe(firstTop);
    expect(Number(calls[1]?.params.coordTo)).toBeGreaterThan(walkedTo + VIEW);
    const ys = [...store.get(placesAtom).values()].map((p) => p.posY);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(walkedTo - PLACE_DROP_BEHIND);
    expect(Math.max(...ys)).toBeGreaterThan(firstTop);
    expect(store.get(placesWindowAtom)?.from).toBeGreaterThanOrEqual(walkedTo - PLACE_DROP_BEHIND);
  });

  it('throws away an answer that arrives after the places were cleared (technical §4 turn/portal)', async () => {
    server.state.player = playerAt(0);
    server.state.delays.set('/api/place/v3/ensure', 150);
    const store = storeFor(server);
    const loading = ensurePlaces(store, 0, VIEW);
    await sleep(30);
    clearPlaces(store);
    await loading;
    expect(store.get(placesAtom).size).toBe(0);
    expect(store.get(placesWindowAtom)).toBeNull();
  });
});

describe('actOnPlace', () => {
  it('takes a resource: stores the returned player and removes the place', async () => {
    const gold = findPlace(PlaceType.RESOURCE);
    server.state.player = playerAt(gold.posY);
    const store = storeFor(server);
    await ensurePlaces(store, gold.posY, VIEW);
    expect(store.get(placesAtom).has(gold.id)).toBe(true);

    expect(await actOnPlace(store, gold)).toBe(true);

    expect(server.callsTo(`/api/resourcePlace/${gold.id}/take`)).toHaveLength(1);
    expect(store.get(placesAtom).has(gold.id)).toBe(false);
    expect(store.get(playerAtom)?.gold).toBe(server.state.player?.gold);
    expect(store.get(playerAtom)?.gold).toBeGreaterThan(0);
  });

  it('uses a turn: stores the moved player, clears every loaded place and moves the walker there', async () => {
    const turn = findPlace(PlaceType.TURN);
    server.state.player = playerAt(turn.posY);
    const store = storeFor(server);
    await ensurePlaces(store, turn.posY, VIEW);

    expect(await actOnPlace(store, turn)).toBe(true);

    expect(server.callsTo(`/api/turn/${turn.id}/use`)).toHaveLength(1);
    expect(store.get(playerAtom)?.coordinate).toBe(turn.target);
    expect(store.get(placesAtom).size).toBe(0);
    expect(store.get(placesWindowAtom)).toBeNull();
    expect(store.get(roadJumpAtom)?.coordinate).toBe(turn.target);
  });

  it('uses a signpost as a teleport: asks where it leads, then goes there', async () => {
    const signpost = findPlace(PlaceType.POINTER);
    server.state.player = playerAt(signpost.posY);
    const store = storeFor(server);
    await ensurePlaces(store, signpost.posY, VIEW);

    expect(await actOnPlace(store, signpost)).toBe(true);

    expect(server.callsTo(`/api/teleport/${signpost.id}/get`)).toHaveLength(1);
    expect(server.callsTo(`/api/teleport/${signpost.id}/use/${signpost.target}`)).toHaveLength(1);
    expect(store.get(playerAtom)?.coordinate).toBe(signpost.target);
    expect(store.get(placesAtom).size).toBe(0);
    expect(store.get(roadJumpAtom)?.coordinate).toBe(signpost.target);
  });

  it('asks once what a portal costs and keeps the server’s answer', async () => {
    const portal = findPlace(PlaceType.PORTAL);
    server.state.player = playerAt(portal.posY);
    const store = storeFor(server);
    await loadPortalInfo(store, portal.id);
    await loadPortalInfo(store, portal.id);
    expect(server.callsTo(`/api/portal/${portal.id}/info`)).toHaveLength(1);
    expect(store.get(portalInfoAtom).get(portal.id)).toEqual({ target: portal.target, price: 5 * portal.stair, currency: 'gold' });
  });

  it('saves the coordinate first when asked, so the server knows the player is near', async () => {
    const gold = findPlace(PlaceType.RESOURCE);
    server.state.player = playerAt(0);
    const store = storeFor(server);
    const saver = createCoordinateSaver(store);
    saver.update(gold.posY, true);
    saver.update(gold.posY, true);
    expect(await actOnPlace(store, gold, () => saver.flush())).toBe(true);
    const order = server.calls.map((c) => c.path).filter((p) => p !== '/api/place/v3/ensure');
    expect(order.at(-1)).toBe(`/api/resourcePlace/${gold.id}/take`);
    expect(order).toContain('/api/player/v3/coordinate/set');
    saver.dispose();
  });

  it('shows the translated error and keeps the place when the server refuses', async () => {
    const gold = findPlace(PlaceType.RESOURCE);
    server.state.player = playerAt(gold.posY);
    server.state.failures.set('/api/resourcePlace/', {
      status: 400,
      body: { code: 'PLACE_TOO_FAR', message: 'too far' },
    });
    const store = storeFor(server);
    await ensurePlaces(store, gold.posY, VIEW);

    expect(await actOnPlace(store, gold)).toBe(false);

    expect(store.get(toastAtom)?.text).toBe('This place is too far away');
    expect(store.get(placesAtom).has(gold.id)).toBe(true);
  });

  it('reads a script place without a call and marks it used', async () => {
    const script = findPlace(PlaceType.SCRIPT);
    server.state.player = playerAt(script.posY);
    const store = storeFor(server);
    await ensurePlaces(store, script.posY, VIEW);
    const before = server.calls.length;

    expect(await actOnPlace(store, script)).toBe(true);

    expect(server.calls.length).toBe(before);
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

describe('stepWalker', () => {
  it('walks toward a clicked height at the walk speed and stops there', () => {
    const walker = createRoadWalker(100);
    walker.target = 150;
    const speed = walkSpeed('NORMAL');
    expect(speed).toBe(108);
    expect(stepWalker(walker, 0.25, speed, 0, 1000)).toBe(true);
    expect(walker.coordinate).toBeCloseTo(127);
    stepWalker(walker, 0.25, speed, 0, 1000);
    expect(walker.coordinate).toBe(150);
    expect(walker.target).toBeNull();
    expect(stepWalker(walker, 0.25, speed, 0, 1000)).toBe(false);
    expect(walker.moving).toBe(false);
  });

  it('goes twice as fast in FAST mode and stays within the allowed span', () => {
    expect(walkSpeed('FAST')).toBe(2 * walkSpeed('NORMAL'));
    const walker = createRoadWalker(100);
    walker.direction = 1;
    stepWalker(walker, 1, walkSpeed('FAST'), 0, 200);
    expect(walker.coordinate).toBe(200);
    walker.direction = -1;
    stepWalker(walker, 10, walkSpeed('FAST'), 40, 200);
    expect(walker.coordinate).toBe(40);
  });

  it('clamps a target beyond the span to the span', () => {
    const walker = createRoadWalker(10);
    walker.target = 5000;
    for (let i = 0; i < 100; i += 1) stepWalker(walker, 0.1, 108, 0, 120);
    expect(walker.coordinate).toBe(120);
    expect(walker.target).toBeNull();
  });
});

describe('createCoordinateSaver', () => {
  it('saves at most once per interval while walking and at once when the player stops', async () => {
    server.state.player = playerAt(0);
    const store = storeFor(server);
    // A wide interval keeps the checks below far from its edge on a busy machine.
    const saver = createCoordinateSaver(store, { intervalMs: 600 });
    const saves = () => server.callsTo('/api/player/v3/coordinate/set');

    for (let c = 1; c <= 10; c += 1) saver.update(c, true);
    await sleep(100);
    expect(saves().map((s) => s.params.coordinate)).toEqual(['1']);

    saver.update(20, true);
    await sleep(100);
    expect(saves()).toHaveLength(1);
    await sleep(650);
    expect(saves().map((s) => s.params.coordinate)).toEqual(['1', '20']);

    saver.update(25, false);
    await saver.flush();
    expect(saves().map((s) => s.params.coordinate)).toEqual(['1', '20', '25']);
    expect(saves()[2]?.params.contextId).toBe('1');
    expect(store.get(playerAtom)?.coordinate).toBe(25);
    saver.dispose();
  });

  it('does not send the coordinate the server already has', async () => {
    server.state.player = playerAt(40);
    const store = storeFor(server);
    const saver = createCoordinateSaver(store);
    saver.update(40.3, false);
    await saver.flush();
    expect(server.callsTo('/api/player/v3/coordinate/set')).toHaveLength(0);
    saver.dispose();
  });

  it('shows a refused coordinate once and does not retry it in a loop', async () => {
    server.state.player = playerAt(0);
    const store = storeFor(server);
    const saver = createCoordinateSaver(store, { intervalMs: 50 });
    const refused = (store.get(playerAtom)?.maxCoordinate ?? 0) + 500;
    saver.update(refused, false);
    await saver.flush();
    await sleep(200);
    expect(server.callsTo('/api/player/v3/coordinate/set')).toHaveLength(1);
    expect(store.get(toastAtom)?.text).toBe('You cannot go any further here');
    expect(store.get(playerAtom)?.coordinate).toBe(0);
    saver.dispose();
  });
});
