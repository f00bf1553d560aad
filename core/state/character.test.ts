import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { until } from '../../test/support/wait.ts';
import { playerAtom, playerInfoAtom, sceneAtom, toastAtom } from './atoms.ts';
import { createCharacter, creatingCharacterAtom, pageDeviceFacts, type DeviceFacts } from './character.ts';
import { localeAtom } from './settings.ts';
import { startHoldingProxy, startProxy } from '../../test/support/proxies.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, storeWithoutPlayer, type SentRequest, type ReferenceServer } from '../../test/support/referenceServer.ts';

const facts: DeviceFacts = {
  lang: 'EN',
  domain: 'game.example',
  screenWidth: 1280,
  screenHeight: 800,
  canvasWidth: 600,
  canvasHeight: 760,
};

const REGISTER_TRIAL = '/api/security/registerTrial';

let server: ReferenceServer;
beforeAll(async () => {
  server = await sharedReferenceServer();
});

describe('createCharacter', () => {
  it('registers the trial player with the choice and device facts, stores the player info and goes to the road', async () => {
    const requests: SentRequest[] = [];
    const { store, layer } = storeWithoutPlayer(server, { requests });
    const ok = await createCharacter(store, { heroClass: 'elf', companionImage: 'human_female' }, facts);

    expect(ok).toBe(true);
    const [call, ...more] = requests.filter((r) => r.path === REGISTER_TRIAL);
    expect(more).toHaveLength(0);
    expect(call?.method).toBe('POST');
    expect(call?.params).toMatchObject({
      characterAndCompanion: 'elf:human_female',
      domain: 'game.example',
      lang: 'EN',
      sw: '1280',
      sh: '800',
      cw: '600',
      ch: '760',
    });
    // The info stored is the server's for the player it just made (its client uuid is random).
    const [row] = await server.server.db.query<{ client_uuid: string }>('SELECT client_uuid FROM players WHERE id = $1', [
      store.get(playerAtom)?.id ?? 0,
    ]);
    expect(row?.client_uuid).toBeTruthy();
    expect(store.get(playerInfoAtom)?.clientUuid).toBe(row?.client_uuid);
    expect(layer.session.authorization()).toBeTruthy();
    expect(store.get(playerAtom)?.creatures.map((c) => c.imageId)).toEqual(['elf_male', 'human_female']);
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: true });
    expect(store.get(creatingCharacterAtom)).toBe(false);
    expect(store.get(toastAtom)).toBeNull();
  });

  it('is busy while the call runs and sends one call for a double click', async () => {
    const proxy = await startHoldingProxy(server.url);
    onTestFinished(() => proxy.close());
    const requests: SentRequest[] = [];
    const { store } = storeWithoutPlayer(server, { baseUrl: proxy.url, requests });
    const held = proxy.hold(REGISTER_TRIAL);

    const first = createCharacter(store, { heroClass: 'human', companionImage: 'elf_female' }, facts);
    expect(store.get(creatingCharacterAtom)).toBe(true);
    await until(() => held.waiting() === 1, 'registerTrial held at the proxy');
    expect(store.get(creatingCharacterAtom)).toBe(true);
    const second = await createCharacter(store, { heroClass: 'human', companionImage: 'elf_female' }, facts);
    expect(second).toBe(false);
    held.release();

    expect(await first).toBe(true);
    expect(store.get(creatingCharacterAtom)).toBe(false);
    expect(requests.filter((r) => r.path === REGISTER_TRIAL)).toHaveLength(1);
  });

  it('shows the translated server error as a toast and stays on character selection', async () => {
    // The session already names a player: the server refuses a second one (409 PLAYER_EXISTS).
    const existing = await createTestPlayer(server);
    const { store } = await storeFor(server, existing.token);
    store.set(sceneAtom, { name: 'characterSelection', firstStart: false });

    const ok = await createCharacter(store, { heroClass: 'human', companionImage: 'elf_female' }, facts);

    expect(ok).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('Your hero already exists');
    expect(store.get(sceneAtom).name).toBe('characterSelection');
    expect(store.get(playerInfoAtom)).toBeNull();
    expect(store.get(creatingCharacterAtom)).toBe(false);
  });

  it('reports the game language from the locale of the page load', () => {
    const { store } = storeWithoutPlayer(server);
    store.set(localeAtom, 'ru');
    expect(pageDeviceFacts(store).lang).toBe('RU');
    store.set(localeAtom, 'en');
    expect(pageDeviceFacts(store).lang).toBe('EN');
  });

  it('shows the connection text when the server cannot be reached', async () => {
    const proxy = await startProxy(server.url);
    onTestFinished(() => proxy.close());
    const { store } = storeWithoutPlayer(server, { baseUrl: proxy.url });
    await proxy.down();
    const ok = await createCharacter(store, { heroClass: 'human', companionImage: 'elf_female' }, facts);
    expect(ok).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('Server connection terminated, try to connect later');
  });
});
