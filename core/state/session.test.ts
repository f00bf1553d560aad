import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { loadPlayerInfo } from '../api/loadPlayerInfo.ts';
import { until } from '../../test/support/wait.ts';
import type { Battle, Player } from '../model/index.ts';
import { maxCoordinateFor } from '../rules/index.ts';
import { call } from '../../fixtures/server/testing/http.ts';
import { battleAtom, connectionLostAtom, placesAtom, playerInfoAtom, sceneAtom } from './atoms.ts';
import { login, logout, reconnect, register, startGame } from './session.ts';
import { ensurePlaces } from './places.ts';
import { startHoldingProxy, startProxy } from '../../test/support/proxies.ts';
import {
  createTestPlayer,
  firstLair,
  sharedReferenceServer,
  storeFor,
  storeWithoutPlayer,
  type SentRequest,
  type StoreOptions,
  type ReferenceServer,
} from '../../test/support/referenceServer.ts';

const BATTLE_GET = '/api/battle/get';

let server: ReferenceServer;
beforeAll(async () => {
  server = await sharedReferenceServer();
});

/** Asks the server itself (its own route, not through the client under test); answers the status and body. */
const ask = <T>(method: 'GET' | 'POST', path: string, token: string, form?: Record<string, string | number | boolean>) =>
  call<T>(server.server.app, method, path, { token, ...(form ? { form } : {}) });

/** The same, for a call that must succeed. */
const askOk = async <T>(path: string, token: string, form?: Record<string, string | number | boolean>): Promise<T> => {
  const answer = await ask<T>('POST', path, token, form);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** A fresh trial player standing by the stair-1 lair, in a battle against it (started through the server's route). */
const playerInBattle = async () => {
  const player = await createTestPlayer(server, { coordinate: maxCoordinateFor(0) });
  await askOk('/api/battle/place/attack', player.token, { placeId: firstLair.id });
  return player;
};

/** A registered player (a trial one registered through the server's route), who can log in with `password`. */
const registeredPlayer = async (name: string, password: string) => {
  const trial = await createTestPlayer(server);
  await askOk('/api/security/register', trial.token, {
    name,
    password,
    repeat: password,
    consentPrivacy: true,
    consentCookies: true,
  });
  return trial;
};

/** Boot as the app does: the real player info call, then the first-scene choice. `token` null: a visitor. */
async function boot(token: string | null, options: StoreOptions = {}) {
  const { store, api, layer } = storeWithoutPlayer(server, options);
  if (token) layer.session.setAuthorization(token);
  const result = await loadPlayerInfo(api, { retries: 0 });
  if (result.kind === 'connectionFailed') throw result.error;
  const choice = await startGame(store, api, result.kind === 'player' ? result.info : null);
  return { store, choice };
}

describe('first scene (technical §2)', () => {
  it('goes to character selection when the session names no player (401 on player info)', async () => {
    const { store, choice } = await boot(null);
    expect(choice.name).toBe('characterSelection');
    expect(store.get(sceneAtom)).toEqual({ name: 'characterSelection', firstStart: false });
    expect(store.get(playerInfoAtom)).toBeNull();
  });

  it('fetches the battle in progress first, then enters the battle scene', async () => {
    const player = await playerInBattle();
    const requests: SentRequest[] = [];
    const { store, choice } = await boot(player.token, { requests });
    // The battle as the server keeps it (asked after the boot: reading it changes nothing).
    const battle = await askOk<Battle>(BATTLE_GET, player.token);
    expect(store.get(playerInfoAtom)?.player.battleId).toBe(battle.id);
    expect(choice.name).toBe('battle');
    expect(store.get(battleAtom)).toEqual({ status: 'ready', value: battle });
    expect(store.get(sceneAtom)).toEqual({ name: 'battle', firstStart: false });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/player/info/current', `POST ${BATTLE_GET}`]);
  });

  it('goes to the road when the battle has ended meanwhile (NO_BATTLE)', async () => {
    const player = await playerInBattle();
    const proxy = await startHoldingProxy(server.url);
    onTestFinished(() => proxy.close());
    const held = proxy.hold(BATTLE_GET);
    const booting = boot(player.token, { baseUrl: proxy.url });
    // The player info named the battle; it ends (given up and completed elsewhere) before the boot fetches it.
    await until(() => held.waiting() === 1, 'battle/get held at the proxy');
    await askOk('/api/battle/giveUpBattle', player.token);
    await askOk('/api/battle/complete', player.token);
    held.release();
    const { store } = await booting;
    expect(store.get(playerInfoAtom)?.player.battleId).not.toBeNull();
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: true });
    expect(store.get(battleAtom)).toEqual({ status: 'idle' });
  });

  it('goes to the road flagged as first start otherwise, and stores the player', async () => {
    const player = await createTestPlayer(server, { name: 'Aria' });
    const requests: SentRequest[] = [];
    const { store, choice } = await boot(player.token, { requests });
    expect(choice.name).toBe('road');
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: true });
    expect(store.get(playerInfoAtom)?.player.name).toBe('Aria');
    expect(requests.some((r) => r.path === BATTLE_GET)).toBe(false);
  });
});

describe('login, register, logout (technical §4 "Settings and sessions")', () => {
  it('login stores the issued token and reloads the road (not as first start)', async () => {
    const registered = await registeredPlayer('Lorelei', 'secret');
    const requests: SentRequest[] = [];
    const { store, api, layer } = storeWithoutPlayer(server, { requests });
    store.set(placesAtom, new Map([[1, { id: 1 } as never]]));
    await login(store, api, { name: 'Lorelei', password: 'secret', lang: 'EN' });
    // The token kept is a new one the server issued for this player.
    const token = layer.session.authorization();
    expect(token).toBeTruthy();
    expect(token).not.toBe(registered.token);
    const current = await ask<Player>('GET', '/api/player/current', token ?? '');
    expect(current.status).toBe(200);
    expect(current.body.id).toBe(registered.id);
    expect(store.get(playerInfoAtom)?.player.name).toBe('Lorelei');
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: false });
    expect(store.get(placesAtom).size).toBe(0);
    const sent = requests.find((r) => r.path === '/api/security/login');
    expect(sent?.params.lang).toBe('EN');
  });

  it('a refused login leaves the game state as it was', async () => {
    const player = await createTestPlayer(server);
    const { store, api, setPlayer } = await storeFor(server, player.token);
    setPlayer();
    const before = store.get(playerInfoAtom);
    expect(before).not.toBeNull();
    await expect(login(store, api, { name: 'Nobody', password: 'wrong', lang: 'RU' })).rejects.toMatchObject({
      code: 'LOGIN_FAILED',
    });
    expect(store.get(playerInfoAtom)).toBe(before);
  });

  it('register sends the optional contact only when given and reloads the road', async () => {
    const trial = await createTestPlayer(server);
    const requests: SentRequest[] = [];
    const { store, api } = await storeFor(server, trial.token, { requests });
    await register(store, api, { name: 'Rowena', password: 'pw', repeat: 'pw', consentPrivacy: true, consentCookies: true });
    const sent = requests.find((r) => r.path === '/api/security/register');
    expect(sent?.params).not.toHaveProperty('optionalMailOrPhone');
    expect(sent?.params.consentPrivacy).toBe('true');
    expect(store.get(playerInfoAtom)?.player.accessLevel).toBe('PLAYER');
    expect(store.get(sceneAtom).name).toBe('road');
  });

  it('logout revokes on the server, forgets the token and reloads the page', async () => {
    const player = await createTestPlayer(server);
    const { api, layer } = await storeFor(server, player.token);
    let reloaded = 0;
    await logout(api, () => layer.session.setAuthorization(null), () => reloaded++);
    // Revoked: the server knows the token no more, so the call carried it.
    expect((await ask('GET', '/api/player/current', player.token)).status).toBe(401);
    expect(layer.session.authorization()).toBeNull();
    expect(reloaded).toBe(1);
  });

  it('a failed logout neither forgets the token nor reloads', async () => {
    const proxy = await startHoldingProxy(server.url);
    onTestFinished(() => proxy.close());
    proxy.fail('/api/security/logout');
    const player = await createTestPlayer(server);
    const { api, layer } = await storeFor(server, player.token, { baseUrl: proxy.url });
    let reloaded = 0;
    await expect(logout(api, () => layer.session.setAuthorization(null), () => reloaded++)).rejects.toMatchObject({
      status: 500,
      code: 'INTERNAL',
    });
    expect(layer.session.authorization()).toBe(player.token);
    expect(reloaded).toBe(0);
    expect((await ask('GET', '/api/player/current', player.token)).status).toBe(200);
  });
});

describe('the road after signing in from it (issue 10)', () => {
  const ENSURE = '/api/place/v3/ensure';
  const VIEW = 1000;

  /** A trial player on the road whose places are loaded, as the road scene leaves them before the overlay opens. */
  const onTheRoad = async (requests: SentRequest[]) => {
    const trial = await createTestPlayer(server);
    const made = await storeFor(server, trial.token, { requests });
    made.setPlayer();
    await ensurePlaces(made.store, 0, VIEW);
    expect(made.store.get(placesAtom).size).toBeGreaterThan(0);
    return made;
  };

  it('registering from the road loads the places again when the road asks', async () => {
    const requests: SentRequest[] = [];
    const { store, api } = await onTheRoad(requests);
    await register(store, api, { name: 'Ysolde', password: 'pw', repeat: 'pw', consentPrivacy: true, consentCookies: true });
    const before = requests.filter((r) => r.path === ENSURE).length;
    await ensurePlaces(store, store.get(playerInfoAtom)?.player.coordinate ?? 0, VIEW);
    expect(requests.filter((r) => r.path === ENSURE)).toHaveLength(before + 1);
    expect(store.get(placesAtom).size).toBeGreaterThan(0);
  });

  it('signing in from the road loads the places of the signed-in player', async () => {
    await registeredPlayer('Isembard', 'secret');
    const requests: SentRequest[] = [];
    const { store, api } = await onTheRoad(requests);
    await login(store, api, { name: 'Isembard', password: 'secret', lang: 'EN' });
    expect(store.get(placesAtom).size).toBe(0);
    await ensurePlaces(store, store.get(playerInfoAtom)?.player.coordinate ?? 0, VIEW);
    expect(store.get(placesAtom).size).toBeGreaterThan(0);
  });
});

describe('reconnect (product §8 connection page)', () => {
  it('keeps the page while the server does not answer', async () => {
    const proxy = await startProxy(server.url);
    onTestFinished(() => proxy.close());
    const player = await createTestPlayer(server);
    const { store, api, setPlayer } = await storeFor(server, player.token, { baseUrl: proxy.url });
    setPlayer();
    const before = store.get(playerInfoAtom);
    await proxy.down();
    store.set(connectionLostAtom, true);
    expect(await reconnect(store, api)).toBeNull();
    expect(store.get(connectionLostAtom)).toBe(true);
    expect(store.get(playerInfoAtom)).toBe(before);
  });

  it('reloads the player info and hides the page when the server answers', async () => {
    const player = await createTestPlayer(server);
    const { store, api, setPlayer } = await storeFor(server, player.token);
    setPlayer();
    // What changed on the server while the page was shown (no route sets gold outright).
    await server.server.db.query('UPDATE players SET gold = 77 WHERE id = $1', [player.id]);
    store.set(connectionLostAtom, true);
    const result = await reconnect(store, api);
    expect(result?.kind).toBe('player');
    expect(store.get(playerInfoAtom)?.player.gold).toBe(77);
    expect(store.get(connectionLostAtom)).toBe(false);
  });
});
