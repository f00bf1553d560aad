import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { STAIR_HEIGHT } from '../model/index.ts';
import { defaultCapabilities, type Capabilities, type PlatformAdapter } from '../platform.ts';
import { PlatformDialogError } from '../platform.ts';
import { call } from '../../fixtures/server/testing/http.ts';
import { playerAtom, toastAtom } from './atoms.ts';
import { openSocialDialog, openSocialDialogsAtom, socialDialogsOf } from './friends.ts';
import { startHoldingProxy } from '../../test/support/proxies.ts';
import { createTestPlayer, sharedReferenceServer, storeFor, type SentRequest, type StoreOptions, type ReferenceServer } from '../../test/support/referenceServer.ts';
import { pageLifecycle } from '../platform.ts';

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
    lifecycle: pageLifecycle({ doc: undefined }),
    chrome: { header: false, footer: false },
    capabilities,
    ...(dialogs.invite ? { invite: (text: string) => (texts.push(text), dialogs.invite!()) } : {}),
    ...(dialogs.share ? { share: (text: string) => (texts.push(text), dialogs.share!()) } : {}),
    ...(dialogs.rate ? { rate: dialogs.rate } : {}),
  };
  return { adapter, texts };
};

let server: ReferenceServer;
beforeAll(async () => {
  server = await sharedReferenceServer();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A store signed in as a fresh player standing on stair 12 (the stairs below beaten: written in the database),
 * with the player stored and the game's source texts (a catalog with no entries falls back to them).
 * `requests` records the calls made after this setup.
 */
const storeWithPlayer = async (options: StoreOptions = {}) => {
  const player = await createTestPlayer(server, { bestVictoryStair: 11, coordinate: 11 * STAIR_HEIGHT });
  const made = await storeFor(server, player.token, options);
  made.setPlayer();
  options.requests?.splice(0);
  return { ...made, player };
};

/** When the server recorded the player's rating, or null. */
const ratedAt = async (playerId: number): Promise<Date | null | undefined> => {
  const [row] = await server.server.db.query<{ rated_at: Date | null }>('SELECT rated_at FROM players WHERE id = $1', [playerId]);
  return row?.rated_at;
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
    const requests: SentRequest[] = [];
    const { store, api } = await storeWithPlayer({ requests });
    const running = openSocialDialog(store, adapter, api, 'invite');
    expect([...store.get(openSocialDialogsAtom)]).toEqual(['invite']);
    // A second click while the host's dialog is open opens nothing more.
    expect(await openSocialDialog(store, adapter, api, 'invite')).toBeNull();
    host.settle(true);
    expect(await running).toEqual({ kind: 'done' });
    expect(store.get(openSocialDialogsAtom).size).toBe(0);
    expect(texts).toEqual(['Join me in Stairs of Mirrors: climb the road of stairs, beat its monsters and gather a squad of heroes!']);
    expect(store.get(toastAtom)?.text).toBe('Invitation sent');
    expect(requests).toEqual([]);
  });

  it("shares a post naming the player's stair and thanks them; a closed dialog says nothing", async () => {
    let answer = true;
    const { adapter, texts } = adapterWith({ share: async () => answer });
    const { store, api } = await storeWithPlayer();
    expect(store.get(playerAtom)?.stair).toBe(12);
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
    const { store, api } = await storeWithPlayer();
    const outcome = await openSocialDialog(store, adapter, api, 'invite');
    expect(outcome).toEqual({ kind: 'failed', error: failure });
    expect(store.get(toastAtom)?.text).toBe('The invitation could not be sent. Please try again later');
    expect(store.get(openSocialDialogsAtom).size).toBe(0);
    expect(logged).toHaveBeenCalledWith('Friends: the invite dialog failed', failure);
  });

  it('records a rating the host reports done on the server (set/rated) and stores the answer; a closed window records nothing', async () => {
    let answer = false;
    const { adapter } = adapterWith({ rate: async () => answer });
    const requests: SentRequest[] = [];
    const { store, api, player } = await storeWithPlayer({ requests });
    // Renamed on the server (its own route) since the store loaded the player, so the stored player shows
    // whether the answer was kept.
    const renamed = await call(server.server.app, 'POST', '/api/security/name/set', { token: player.token, form: { name: 'Rated' } });
    expect(renamed.status).toBe(200);
    expect(await openSocialDialog(store, adapter, api, 'rate')).toEqual({ kind: 'cancelled' });
    expect(requests).toEqual([]);
    expect(await ratedAt(player.id)).toBeNull();
    answer = true;
    expect(await openSocialDialog(store, adapter, api, 'rate')).toEqual({ kind: 'done' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/player/set/rated']);
    expect(await ratedAt(player.id)).toBeInstanceOf(Date);
    expect(store.get(playerAtom)?.name).toBe('Rated');
    expect(store.get(toastAtom)?.text).toBe('Thanks!');
  });

  it('still thanks a player whose rating the server could not record, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The server records any signed-in player's rating: its failure is an internal error, given by the proxy.
    const proxy = await startHoldingProxy(server.url);
    onTestFinished(() => proxy.close());
    proxy.fail('/api/player/set/rated');
    const { adapter } = adapterWith({ rate: async () => true });
    const { store, api, player } = await storeWithPlayer({ baseUrl: proxy.url });
    expect(await openSocialDialog(store, adapter, api, 'rate')).toEqual({ kind: 'done' });
    expect(store.get(toastAtom)?.text).toBe('Thanks!');
    expect(logged.mock.calls.map((call) => call[0])).toEqual(['Friends: recording the rating failed']);
    expect(await ratedAt(player.id)).toBeNull();
  });
});
