import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startHoldingProxy } from '../../test/support/proxies.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, type SentRequest, type StoreOptions, type ReferenceServer } from '../../test/support/referenceServer.ts';
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

let server: ReferenceServer;
beforeAll(async () => {
  server = await sharedReferenceServer();
});

/**
 * A store signed in as a fresh trial player (sound on, quality AUTO, the MODERN interface: the server's
 * defaults), with the player stored. `requests` records the calls made after this setup.
 */
const storeWithPlayer = async (options: StoreOptions = {}) => {
  const player = await createTestPlayer(server);
  const made = await storeFor(server, player.token, options);
  made.setPlayer();
  options.requests?.splice(0);
  return { ...made, player };
};

/** A column of the player's row as the server stored it. */
const stored = async <K extends 'sound_mute' | 'interface_mode' | 'lang'>(playerId: number, column: K) => {
  const [row] = await server.server.db.query<Record<K, unknown>>(`SELECT ${column} FROM players WHERE id = $1`, [playerId]);
  return row?.[column];
};

describe('settings', () => {
  it('sound off is stored from the server answer', async () => {
    const { store, api, player } = await storeWithPlayer();
    expect(store.get(soundMutedAtom)).toBe(false);
    await setSoundMute(store, api, true);
    expect(store.get(soundMutedAtom)).toBe(true);
    expect(await stored(player.id, 'sound_mute')).toBe(true);
  });

  it('quality is stored on the player info from the server answer', async () => {
    const { store, api } = await storeWithPlayer();
    expect(store.get(qualitySettingAtom)).toBe('AUTO');
    await setQuality(store, api, 'HIGH');
    expect(store.get(qualitySettingAtom)).toBe('HIGH');
  });

  it('the interface switch is called only for a real change, since the server toggles', async () => {
    const requests: SentRequest[] = [];
    const { store, api, player } = await storeWithPlayer({ requests });
    expect(store.get(interfaceModeAtom)).toBe('MODERN');
    await setInterfaceMode(store, api, 'MODERN');
    expect(requests).toHaveLength(0);
    await setInterfaceMode(store, api, 'ORIGINAL');
    expect(store.get(interfaceModeAtom)).toBe('ORIGINAL');
    expect(requests.map((r) => r.path)).toEqual(['/api/player/ui/switch']);
    expect(await stored(player.id, 'interface_mode')).toBe('ORIGINAL');
  });

  it('language: tells the server, then restarts with ?lang=', async () => {
    const requests: SentRequest[] = [];
    const { api, player } = await storeWithPlayer({ requests });
    const went: string[] = [];
    await switchLanguage(api, 'ru', 'https://game.example/play?ref=abc&lang=en#x', (url) => went.push(url));
    expect(requests.map((r) => r.path)).toEqual(['/api/player/lang/switch/RU']);
    expect(await stored(player.id, 'lang')).toBe('RU');
    expect(went).toEqual(['https://game.example/play?ref=abc&lang=ru#x']);
  });

  it('language without a player only restarts the page', async () => {
    const went: string[] = [];
    await switchLanguage(null, 'en', 'https://game.example/', (url) => went.push(url));
    expect(went).toEqual(['https://game.example/?lang=en']);
  });

  it('a refused language switch does not restart', async () => {
    // The server never refuses a signed-in player's switch: its failure is an internal error, given by the proxy.
    const proxy = await startHoldingProxy(server.url);
    onTestFinished(() => proxy.close());
    proxy.fail('/api/player/lang/switch/EN');
    const { api } = await storeWithPlayer({ baseUrl: proxy.url });
    const went: string[] = [];
    await expect(switchLanguage(api, 'en', 'https://game.example/', (url) => went.push(url))).rejects.toMatchObject({
      status: 500,
      code: 'INTERNAL',
    });
    expect(went).toEqual([]);
  });

  it('urlWithLang adds the parameter to an address without a query', () => {
    expect(urlWithLang('http://localhost:8080/', 'ru')).toBe('http://localhost:8080/?lang=ru');
  });
});
