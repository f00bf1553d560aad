import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { playerAtom, playerInfoAtom, sceneAtom, toastAtom } from './atoms.ts';
import { createCharacter, creatingCharacterAtom, pageDeviceFacts, type DeviceFacts } from './character.ts';
import { localeAtom } from './settings.ts';
import { startTestGameServer, storeFor, trialPlayer, type TestGameServer } from './testGameServer.ts';

const facts: DeviceFacts = {
  lang: 'EN',
  domain: 'game.example',
  screenWidth: 1280,
  screenHeight: 800,
  canvasWidth: 600,
  canvasHeight: 760,
};

let server: TestGameServer;
beforeEach(async () => {
  server = await startTestGameServer();
});
afterEach(() => server.close());

describe('createCharacter', () => {
  it('registers the trial player with the choice and device facts, stores the player info and goes to the road', async () => {
    const store = storeFor(server, null);
    const ok = await createCharacter(store, { heroClass: 'elf', companionImage: 'human_female' }, facts);

    expect(ok).toBe(true);
    const [call, ...more] = server.callsTo('/api/security/registerTrial');
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
    expect(store.get(playerInfoAtom)?.clientUuid).toBe('00000000-0000-4000-8000-000000000007');
    expect(store.get(playerAtom)?.creatures.map((c) => c.imageId)).toEqual(['elf_male', 'human_female']);
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: true });
    expect(store.get(creatingCharacterAtom)).toBe(false);
    expect(store.get(toastAtom)).toBeNull();
  });

  it('is busy while the call runs and sends one call for a double click', async () => {
    server.state.delays.set('/api/security/registerTrial', 150);
    const store = storeFor(server, null);
    const first = createCharacter(store, { heroClass: 'human', companionImage: 'elf_female' }, facts);
    expect(store.get(creatingCharacterAtom)).toBe(true);
    const second = await createCharacter(store, { heroClass: 'human', companionImage: 'elf_female' }, facts);
    expect(second).toBe(false);
    expect(await first).toBe(true);
    expect(store.get(creatingCharacterAtom)).toBe(false);
    expect(server.callsTo('/api/security/registerTrial')).toHaveLength(1);
  });

  it('shows the translated server error as a toast and stays on character selection', async () => {
    server.state.player = trialPlayer();
    const store = storeFor(server, null);
    store.set(sceneAtom, { name: 'characterSelection', firstStart: false });

    const ok = await createCharacter(store, { heroClass: 'human', companionImage: 'elf_female' }, facts);

    expect(ok).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('Your hero already exists');
    expect(store.get(sceneAtom).name).toBe('characterSelection');
    expect(store.get(playerInfoAtom)).toBeNull();
    expect(store.get(creatingCharacterAtom)).toBe(false);
  });

  it('reports the game language from the locale of the page load', () => {
    const store = storeFor(server, null);
    store.set(localeAtom, 'ru');
    expect(pageDeviceFacts(store).lang).toBe('RU');
    store.set(localeAtom, 'en');
    expect(pageDeviceFacts(store).lang).toBe('EN');
  });

  it('shows the connection text when the server cannot be reached', async () => {
    const store = storeFor(server, null);
    await server.close();
    const ok = await createCharacter(store, { heroClass: 'human', companionImage: 'elf_female' }, facts);
    expect(ok).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('Server connection terminated, try to connect later');
    server = await startTestGameServer();
  });
});
