import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '../app/testing/createTestApi.ts';
import { createTestServer, type TestServer } from '../app/testing/createTestServer.ts';
import { testPlayer, testPlayerInfo } from '../app/testing/testPlayer.ts';
import { playerInfoAtom } from './atoms.ts';
import {
  interfaceModeAtom,
  qualitySettingAtom,
  setInterfaceMode,
  setQuality,
  setSoundMute,
  soundMutedAtom,
  switchLanguage,
  urlWithLang,
} from './settings.ts';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

function storeWithPlayer() {
  const store = createStore();
  store.set(playerInfoAtom, testPlayerInfo(testPlayer({ soundMute: false, interfaceMode: 'ORIGINAL' })));
  return store;
}

describe('settings', () => {
  it('sound off is stored from the server answer', async () => {
    server.route('POST /api/player/updateSoundMute', (req) => ({
      json: testPlayer({ soundMute: req.form.get('soundMute') === 'true' }),
    }));
    const { api } = createTestApi(server.url);
    const store = storeWithPlayer();
    await setSoundMute(store, api, true);
    expect(store.get(soundMutedAtom)).toBe(true);
  });

  it('quality is stored on the player info from the server answer', async () => {
    server.route('POST /api/player/set/quality/HIGH', () => ({ json: { quality: 'HIGH' } }));
    const { api } = createTestApi(server.url);
    const store = storeWithPlayer();
    expect(store.get(qualitySettingAtom)).toBe('AUTO');
    await setQuality(store, api, 'HIGH');
    expect(store.get(qualitySettingAtom)).toBe('HIGH');
  });

  it('the interface switch is called only for a real change, since the server toggles', async () => {
    server.route('POST /api/player/ui/switch', () => ({ json: testPlayer({ interfaceMode: 'MODERN' }) }));
    const { api } = createTestApi(server.url);
    const store = storeWithPlayer();
    await setInterfaceMode(store, api, 'ORIGINAL');
    expect(server.requests).toHaveLength(0);
    await setInterfaceMode(store, api, 'MODERN');
    expect(store.get(interfaceModeAtom)).toBe('MODERN');
    expect(server.requests.map((r) => r.path)).toEqual(['/api/player/ui/switch']);
  });

  it('language: tells the server, then restarts with ?lang=', async () => {
    server.route('POST /api/player/lang/switch/RU', () => ({ json: testPlayer({ lang: 'RU' }) }));
    const { api } = createTestApi(server.url);
    const went: string[] = [];
    await switchLanguage(api, 'ru', 'https://game.example/play?ref=abc&lang=en#x', (url) => went.push(url));
    expect(server.requests.map((r) => r.path)).toEqual(['/api/player/lang/switch/RU']);
    expect(went).toEqual(['https://game.example/play?ref=abc&lang=ru#x']);
  });

  it('language without a player only restarts the page', async () => {
    const went: string[] = [];
    await switchLanguage(null, 'en', 'https://game.example/', (url) => went.push(url));
    expect(went).toEqual(['https://game.example/?lang=en']);
  });

  it('a refused language switch does not restart', async () => {
    server.route('POST /api/player/lang/switch/EN', () => ({ status: 500, json: { code: 'INTERNAL', message: 'x' } }));
    const { api } = createTestApi(server.url);
    const went: string[] = [];
    await expect(switchLanguage(api, 'en', 'https://game.example/', (url) => went.push(url))).rejects.toBeTruthy();
    expect(went).toEqual([]);
  });

  it('urlWithLang adds the parameter to an address without a query', () => {
    expect(urlWithLang('http://localhost:8080/', 'ru')).toBe('http://localhost:8080/?lang=ru');
  });
});
