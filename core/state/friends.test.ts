import { setupI18n } from '@lingui/core';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApi } from '../app/testing/createTestApi.ts';
import { createTestServer, type TestServer } from '../app/testing/createTestServer.ts';
import { testPlayer, testPlayerInfo } from '../app/testing/testPlayer.ts';
import { defaultCapabilities, type Capabilities, type PlatformAdapter } from '../platform.ts';
import { PlatformDialogError } from '../PlatformDialogError.ts';
import { playerAtom, playerInfoAtom, toastAtom } from './atoms.ts';
import { i18nAtom } from './character.ts';
import { openSocialDialog, openSocialDialogsAtom, socialDialogsOf } from './friends.ts';

/** A host dialog the test settles by hand, and the texts the adapter was given. */
const deferred = () => {
  let settle: (value: boolean | Error) => void = () => undefined;
  const promise = new Promise<boolean>((resolve, reject) => {
    settle = (value) => (value instanceof Error ? reject(value) : resolve(value));
  });
  return { promise, settle };
};

/** An adapter offering the given dialogs, each answering what the test scripts. */
const adapterWith = (dialogs: Partial<Record<'invite' | 'share' | 'rate', () => Promise<boolean>>>) => {
  const texts: string[] = [];
  const capabilities: Capabilities = { ...defaultCapabilities, invite: !!dialogs.invite, share: !!dialogs.share, rate: !!dialogs.rate };
  const adapter: PlatformAdapter = {
    source: 'own',
    signIn: async () => ({ authorization: null }),
    headers: () => ({}),
    purchase: async () => ({ kind: 'cancelled' }),
    locale: () => null,
    chrome: { header: false, footer: false },
    capabilities,
    ...(dialogs.invite ? { invite: (text: string) => (texts.push(text), dialogs.invite!()) } : {}),
    ...(dialogs.share ? { share: (text: string) => (texts.push(text), dialogs.share!()) } : {}),
    ...(dialogs.rate ? { rate: dialogs.rate } : {}),
  };
  return { adapter, texts };
};

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

const storeWithPlayer = () => {
  const store = createStore();
  store.set(playerInfoAtom, testPlayerInfo(testPlayer({ stair: 12 })));
  // The source texts: a catalog with no entries falls back to them.
  store.set(i18nAtom, { i18n: setupI18n({ locale: 'en', messages: { en: {} } }) });
  return store;
};

describe('friends', () => {
  it('offers only the dialogs whose capability flag is on, in the settings order', () => {
    const yes = async () => true;
    expect(socialDialogsOf(adapterWith({ rate: yes, invite: yes }).adapter)).toEqual(['invite', 'rate']);
    expect(socialDialogsOf(adapterWith({}).adapter)).toEqual([]);
    // A method without its flag is not offered (the contract pairs them; core trusts the flag).
    const { adapter } = adapterWith({ share: yes });
    expect(socialDialogsOf({ ...adapter, capabilities: { ...adapter.capabilities, share: false } })).toEqual([]);
  });

  it('invites with the translated invitation, is busy while the dialog is open, then says the invitation was sent', async () => {
    const host = deferred();
    const { adapter, texts } = adapterWith({ invite: () => host.promise });
    const store = storeWithPlayer();
    const { api } = createTestApi(server.url);
    const running = openSocialDialog(store, adapter, api, 'invite');
    expect([...store.get(openSocialDialogsAtom)]).toEqual(['invite']);
    // A second click while the host's dialog is open opens nothing more.
    expect(await openSocialDialog(store, adapter, api, 'invite')).toBeNull();
    host.settle(true);
    expect(await running).toEqual({ kind: 'done' });
    expect(store.get(openSocialDialogsAtom).size).toBe(0);
    expect(texts).toEqual(['Join me in Stairs of Mirrors: climb the road of stairs, beat its monsters and gather a squad of heroes!']);
    expect(store.get(toastAtom)?.text).toBe('Invitation sent');
    expect(server.requests).toEqual([]);
  });

  it("shares a post naming the player's stair and thanks them; a closed dialog says nothing", async () => {
    let answer = true;
    const { adapter, texts } = adapterWith({ share: async () => answer });
    const store = storeWithPlayer();
    const { api } = createTestApi(server.url);
    expect(await openSocialDialog(store, adapter, api, 'share')).toEqual({ kind: 'done' });
    expect(texts).toEqual(['I am on stair 12 of Stairs of Mirrors. Can you climb higher?']);
    expect(store.get(toastAtom)?.text).toBe('Thanks!');
    store.set(toastAtom, null);
    answer = false;
    expect(await openSocialDialog(store, adapter, api, 'share')).toEqual({ kind: 'cancelled' });
    expect(store.get(toastAtom)).toBeNull();
  });

  it('tells the player plainly when the host dialog failed, and logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new PlatformDialogError({ code: 'HOST_FAILED', source: 'own', dialog: 'invite', detail: 'error 1' });
    const { adapter } = adapterWith({ invite: () => Promise.reject(failure) });
    const store = storeWithPlayer();
    const outcome = await openSocialDialog(store, adapter, createTestApi(server.url).api, 'invite');
    expect(outcome).toEqual({ kind: 'failed', error: failure });
    expect(store.get(toastAtom)?.text).toBe('The invitation could not be sent. Please try again later');
    expect(store.get(openSocialDialogsAtom).size).toBe(0);
    expect(logged).toHaveBeenCalledWith('Friends: the invite dialog failed', failure);
  });

  it('records a rating the host reports done on the server (set/rated) and stores the answer; a closed window records nothing', async () => {
    server.route('GET /api/player/set/rated', () => ({ json: testPlayer({ stair: 12, name: 'Rated' }) }));
    let answer = false;
    const { adapter } = adapterWith({ rate: async () => answer });
    const store = storeWithPlayer();
    const { api } = createTestApi(server.url);
    expect(await openSocialDialog(store, adapter, api, 'rate')).toEqual({ kind: 'cancelled' });
    expect(server.requests).toEqual([]);
    answer = true;
    expect(await openSocialDialog(store, adapter, api, 'rate')).toEqual({ kind: 'done' });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/player/set/rated']);
    expect(store.get(playerAtom)?.name).toBe('Rated');
    expect(store.get(toastAtom)?.text).toBe('Thanks!');
  });

  it('still thanks a player whose rating the server could not record, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.route('GET /api/player/set/rated', () => ({ status: 403, json: { code: 'FORBIDDEN', message: 'no' } }));
    const { adapter } = adapterWith({ rate: async () => true });
    const store = storeWithPlayer();
    expect(await openSocialDialog(store, adapter, createTestApi(server.url).api, 'rate')).toEqual({ kind: 'done' });
    expect(store.get(toastAtom)?.text).toBe('Thanks!');
    expect(logged.mock.calls.map((call) => call[0])).toEqual(['Friends: recording the rating failed']);
  });
});
