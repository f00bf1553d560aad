import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '../app/testing/createTestApi.ts';
import { createTestServer, type TestServer } from '../app/testing/createTestServer.ts';
import { testBattle, testPlayer, testPlayerInfo } from '../app/testing/testPlayer.ts';
import { loadPlayerInfo } from '../api/loadPlayerInfo.ts';
import { battleAtom, connectionLostAtom, placesAtom, playerInfoAtom, sceneAtom } from './atoms.ts';
import { login, logout, reconnect, register, startGame } from './session.ts';

let server: TestServer;

beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

/** Boot as the app does: the real player info call, then the first-scene choice. */
async function boot() {
  const { api } = createTestApi(server.url);
  const store = createStore();
  const result = await loadPlayerInfo(api, { retries: 0 });
  if (result.kind === 'connectionFailed') throw result.error;
  const choice = await startGame(store, api, result.kind === 'player' ? result.info : null);
  return { store, choice };
}

describe('first scene (technical §2)', () => {
  it('goes to character selection when the session names no player (401 on player info)', async () => {
    server.route('GET /api/player/info/current', () => ({ status: 401, json: { code: 'NOT_AUTHENTICATED', message: 'no' } }));
    const { store, choice } = await boot();
    expect(choice.name).toBe('characterSelection');
    expect(store.get(sceneAtom)).toEqual({ name: 'characterSelection', firstStart: false });
    expect(store.get(playerInfoAtom)).toBeNull();
  });

  it('fetches the battle in progress first, then enters the battle scene', async () => {
    const battle = testBattle({ id: 42, turn: 3 });
    server.route('GET /api/player/info/current', () => ({ json: testPlayerInfo(testPlayer({ battleId: 42 })) }));
    server.route('POST /api/battle/get', () => ({ json: battle }));
    const { store, choice } = await boot();
    expect(choice.name).toBe('battle');
    expect(store.get(battleAtom)).toEqual({ status: 'ready', value: battle });
    expect(store.get(sceneAtom)).toEqual({ name: 'battle', firstStart: false });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/player/info/current',
      'POST /api/battle/get',
    ]);
  });

  it('goes to the road when the battle has ended meanwhile (NO_BATTLE)', async () => {
    server.route('GET /api/player/info/current', () => ({ json: testPlayerInfo(testPlayer({ battleId: 42 })) }));
    server.route('POST /api/battle/get', () => ({ status: 404, json: { code: 'NO_BATTLE', message: 'none' } }));
    const { store } = await boot();
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: true });
    expect(store.get(battleAtom)).toEqual({ status: 'idle' });
  });

  it('goes to the road flagged as first start otherwise, and stores the player', async () => {
    server.route('GET /api/player/info/current', () => ({ json: testPlayerInfo(testPlayer({ name: 'Aria' })) }));
    const { store, choice } = await boot();
    expect(choice.name).toBe('road');
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: true });
    expect(store.get(playerInfoAtom)?.player.name).toBe('Aria');
    expect(server.requests.some((r) => r.path === '/api/battle/get')).toBe(false);
  });
});

describe('login, register, logout (technical §4 "Settings and sessions")', () => {
  it('login stores the issued token and reloads the road (not as first start)', async () => {
    server.route('POST /api/security/login', (req) => ({
      json: testPlayerInfo(testPlayer({ name: req.form.get('name') ?? '', accessLevel: 'PLAYER' })),
      headers: { authorization: 'token-login' },
    }));
    const { api, layer } = createTestApi(server.url);
    const store = createStore();
    store.set(placesAtom, new Map([[1, { id: 1 } as never]]));
    await login(store, api, { name: 'Aria', password: 'secret', lang: 'EN' });
    expect(layer.session.authorization()).toBe('token-login');
    expect(store.get(playerInfoAtom)?.player.name).toBe('Aria');
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: false });
    expect(store.get(placesAtom).size).toBe(0);
    const sent = server.requests.find((r) => r.path === '/api/security/login');
    expect(sent?.form.get('lang')).toBe('EN');
  });

  it('a refused login leaves the game state as it was', async () => {
    server.route('POST /api/security/login', () => ({ status: 400, json: { code: 'LOGIN_FAILED', message: 'no' } }));
    const { api } = createTestApi(server.url);
    const store = createStore();
    const before = testPlayerInfo();
    store.set(playerInfoAtom, before);
    await expect(login(store, api, { name: 'x', password: 'y', lang: 'RU' })).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
    expect(store.get(playerInfoAtom)).toBe(before);
  });

  it('register sends the optional contact only when given and reloads the road', async () => {
    server.route('POST /api/security/register', (req) => ({
      json: testPlayerInfo(testPlayer({ name: req.form.get('name') ?? '', accessLevel: 'PLAYER' })),
    }));
    const { api } = createTestApi(server.url);
    const store = createStore();
    await register(store, api, { name: 'Aria', password: 'pw', repeat: 'pw', consentPrivacy: true, consentCookies: true });
    const sent = server.requests.find((r) => r.path === '/api/security/register');
    expect(sent?.form.has('optionalMailOrPhone')).toBe(false);
    expect(sent?.form.get('consentPrivacy')).toBe('true');
    expect(store.get(playerInfoAtom)?.player.accessLevel).toBe('PLAYER');
    expect(store.get(sceneAtom).name).toBe('road');
  });

  it('logout revokes on the server, forgets the token and reloads the page', async () => {
    server.route('POST /api/security/logout', () => ({ json: { ok: true } }));
    const { api, layer } = createTestApi(server.url);
    layer.session.setAuthorization('token-1');
    let reloaded = 0;
    await logout(api, () => layer.session.setAuthorization(null), () => reloaded++);
    expect(server.requests.find((r) => r.path === '/api/security/logout')?.headers.authorization).toBe('token-1');
    expect(layer.session.authorization()).toBeNull();
    expect(reloaded).toBe(1);
  });

  it('a failed logout neither forgets the token nor reloads', async () => {
    server.route('POST /api/security/logout', () => ({ status: 500, json: { code: 'INTERNAL', message: 'down' } }));
    const { api, layer } = createTestApi(server.url);
    layer.session.setAuthorization('token-1');
    let reloaded = 0;
    await expect(logout(api, () => layer.session.setAuthorization(null), () => reloaded++)).rejects.toBeTruthy();
    expect(layer.session.authorization()).toBe('token-1');
    expect(reloaded).toBe(0);
  });
});

describe('reconnect (product §8 connection page)', () => {
  it('keeps the page while the server does not answer', async () => {
    const { api } = createTestApi(server.url);
    await server.close();
    const store = createStore();
    store.set(connectionLostAtom, true);
    expect(await reconnect(store, api)).toBeNull();
    expect(store.get(connectionLostAtom)).toBe(true);
    server = await createTestServer();
  });

  it('reloads the player info and hides the page when the server answers', async () => {
    server.route('GET /api/connection/isConnectionExists', () => ({ json: { exists: true } }));
    server.route('GET /api/player/info/current', () => ({ json: testPlayerInfo(testPlayer({ gold: 77 })) }));
    const { api } = createTestApi(server.url);
    const store = createStore();
    store.set(connectionLostAtom, true);
    const result = await reconnect(store, api);
    expect(result?.kind).toBe('player');
    expect(store.get(playerInfoAtom)?.player.gold).toBe(77);
    expect(store.get(connectionLostAtom)).toBe(false);
  });
});
