import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DirectDomainErrorCode, isDirectDomainError } from '../api/DirectDomainError.ts';
import { createLoadProgress } from '../boot/loadProgress.ts';
import { CLIENT_VERSION } from '../model/index.ts';
import { defaultCapabilities, type PlatformAdapter, type SignInContext } from '../platform.ts';
import { connectionLostAtom, playerInfoAtom, sceneAtom, versionOutdatedAtom } from '../state/atoms.ts';
import { defaultChoice } from '../state/defaultChoice.ts';
import { createBoot, SESSION_RELOAD_MIN_INTERVAL_MS } from './createBoot.ts';
import { createTestApi, memoryStorage } from '../../test/support/testApi.ts';
import { createHttpTestServer, type HttpTestServer } from '../../test/support/httpServer.ts';
import { testBattle, testPlayer, testPlayerInfo } from '../../test/support/testPlayer.ts';
import { pageLifecycle } from '../platform.ts';

let server: HttpTestServer;
beforeEach(async () => {
  server = await createHttpTestServer();
});
afterEach(async () => {
  await server.close();
});

/** A host that authenticates through our server like the iframe hosts do. */
function testAdapter(calls: SignInContext[] = []): PlatformAdapter {
  return {
    source: 'vk',
    async signIn(ctx) {
      calls.push(ctx);
      await ctx.postForm('/api/integration/test/authenticate', { lang: ctx.lang });
      return { authorization: null };
    },
    headers: () => ({ viewer_id: '555' }),
    purchase: async () => ({ kind: 'cancelled' }),
    locale: () => null,
    lifecycle: pageLifecycle({ doc: undefined }),
    chrome: { header: false, footer: false },
    capabilities: defaultCapabilities,
  };
}

function setup(
  options: { adapter?: PlatformAdapter; now?: () => number; directHost?: string; directCheckTimeoutMs?: number; placesAround?: number } = {},
) {
  const store = createStore();
  const stages: string[] = [];
  let reload: () => void = () => undefined;
  const { api, layer } = createTestApi(server.url, {
    storage: memoryStorage(),
    onSessionReload: () => reload(),
    platformHeaders: () => ({ ...(options.adapter ?? testAdapter()).headers() }),
    ...(options.now ? { now: options.now } : {}),
  });
  const progress = createLoadProgress();
  const boot = createBoot({
    store,
    adapter: options.adapter ?? testAdapter(),
    layer,
    api,
    locale: 'ru',
    progress,
    log: { stage: (s) => stages.push(s) },
    retryDelayMs: 0,
    ...(options.now ? { now: options.now } : {}),
    ...(options.directHost ? { directHost: options.directHost } : {}),
    ...(options.directCheckTimeoutMs ? { directCheckTimeoutMs: options.directCheckTimeoutMs } : {}),
    ...(options.placesAround ? { placesAround: options.placesAround } : {}),
  });
  reload = () => void boot.reloadSession();
  return { store, boot, layer, api, progress, stages };
}

const authenticate = (token: string) => () => ({ json: { ok: true }, headers: { authorization: token } });

describe('start-up (technical §4)', () => {
  it('signs in through the adapter, sends the issued token and the platform headers, then starts the road', async () => {
    const calls: SignInContext[] = [];
    server.route('POST /api/integration/test/authenticate', authenticate('tok-A'));
    server.route('GET /api/player/info/current', (req) =>
      req.headers.authorization === 'tok-A' ? { json: testPlayerInfo() } : { status: 401, json: { code: 'NOT_AUTHENTICATED', message: '' } },
    );
    const { store, boot, stages, progress } = setup({ adapter: testAdapter(calls) });
    await boot.start();
    expect(calls[0]?.lang).toBe('ru');
    const info = server.requests.find((r) => r.path === '/api/player/info/current');
    expect(info?.headers['viewer_id']).toBe('555');
    expect(info?.query.get('init')).toBe('true');
    expect(info?.query.get('frontVersion')).toBe(String(CLIENT_VERSION));
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: true });
    expect(boot.started).toBe(true);
    expect(stages).toEqual(['boot/completed']);
    expect(progress.real()).toBeGreaterThan(0);
  });

  it('asks the info and the road\'s first places in one call, and the road\'s first ensure is answered from it (issue 26)', async () => {
    server.route('POST /api/integration/test/authenticate', authenticate('t'));
    const places = { places: [], tiles: [], educations: [], minCoordinate: 0, maxCoordinate: 400, controlType: 'HERO' };
    server.route('GET /api/player/info/road', () => ({ json: { info: testPlayerInfo(), places, placesFrom: 0, placesTo: 1600 } }));
    const { store, boot, api } = setup({ placesAround: 1600 });
    await boot.start();
    expect(server.requests.find((r) => r.path === '/api/player/info/road')?.query.get('around')).toBe('1600');
    expect(server.requests.some((r) => r.path === '/api/player/info/current')).toBe(false);
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: true });
    expect(await api.places.ensure(0, 1500)).toEqual(places);
    expect(server.requests.some((r) => r.path === '/api/place/v3/ensure')).toBe(false);
  });

  it('starts a new player on the road with the default hero and companion where the host asks to land in gameplay, and at character selection elsewhere', async () => {
    server.route('POST /api/integration/test/authenticate', authenticate('t'));
    server.route('GET /api/player/info/current', () => ({ status: 401, json: { code: 'NOT_AUTHENTICATED', message: '' } }));
    server.route('POST /api/security/registerTrial', () => ({ json: testPlayerInfo() }));
    const selection = setup();
    await selection.boot.start();
    expect(selection.store.get(sceneAtom)).toEqual({ name: 'characterSelection', firstStart: false });
    expect(server.on('/api/security/registerTrial')).toHaveLength(0);

    const landing = { ...testAdapter(), capabilities: { ...defaultCapabilities, startInGameplay: true } };
    const { store, boot } = setup({ adapter: landing });
    await boot.start();
    const [created] = server.on('/api/security/registerTrial');
    expect(created?.form.get('characterAndCompanion')).toBe(`${defaultChoice().heroClass}:${defaultChoice().companionImage}`);
    expect(created?.form.get('lang')).toBe('RU');
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: true });
    expect(store.get(playerInfoAtom)?.player.id).toBe(testPlayerInfo().player.id);
  });

  it('asks for Refresh when the server wants a newer client', async () => {
    server.route('POST /api/integration/test/authenticate', authenticate('t'));
    server.route('GET /api/player/info/current', () => ({ json: testPlayerInfo(testPlayer(), { version: CLIENT_VERSION + 1 }) }));
    const { store, boot } = setup();
    await boot.start();
    expect(store.get(versionOutdatedAtom)).toBe(true);
  });

  it('asks for Refresh, not for a reconnect, when the server refuses the version before any player exists', async () => {
    server.route('POST /api/integration/test/authenticate', authenticate('t'));
    server.route('GET /api/player/info/current', () => ({
      status: 400,
      json: { code: 'VERSION_OUTDATED', message: 'old', params: { version: CLIENT_VERSION + 1 } },
    }));
    const { store, boot } = setup();
    await boot.start();
    expect(store.get(versionOutdatedAtom)).toBe(true);
    expect(store.get(connectionLostAtom)).toBe(false);
    expect(server.requests.filter((r) => r.path === '/api/player/info/current')).toHaveLength(1);
  });

  it('does not ask for Refresh when the client is new enough', async () => {
    server.route('POST /api/integration/test/authenticate', authenticate('t'));
    server.route('GET /api/player/info/current', () => ({ json: testPlayerInfo(testPlayer(), { version: CLIENT_VERSION }) }));
    const { store, boot } = setup();
    await boot.start();
    expect(store.get(versionOutdatedAtom)).toBe(false);
  });

  it('shows the connection page after the player info retries fail, and resumes on Connect', async () => {
    let infoCalls = 0;
    server.route('POST /api/integration/test/authenticate', authenticate('t'));
    server.route('GET /api/player/info/current', () => {
      infoCalls++;
      return { status: 503, json: { code: 'INTERNAL', message: 'down' } };
    });
    server.route('GET /api/connection/isConnectionExists', () => ({ json: { exists: true } }));
    const { store, boot } = setup();
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      await boot.start();
    } finally {
      console.error = originalError;
    }
    expect(infoCalls).toBe(4);
    expect(store.get(connectionLostAtom)).toBe(true);
    expect(store.get(sceneAtom).name).toBe('boot');
    expect(errors).toHaveLength(1);

    server.route('GET /api/player/info/current', () => ({ json: testPlayerInfo() }));
    expect(await boot.reconnect()).toBe(true);
    expect(store.get(connectionLostAtom)).toBe(false);
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: true });
    // Sign-in had succeeded: it is not repeated on resume.
    expect(server.requests.filter((r) => r.path === '/api/integration/test/authenticate')).toHaveLength(1);
  });

  it('Connect keeps the page while the server does not answer the probe', async () => {
    server.route('POST /api/integration/test/authenticate', () => ({ status: 503, json: { code: 'INTERNAL', message: '' } }));
    const { store, boot } = setup();
    const originalError = console.error;
    console.error = () => undefined;
    try {
      await boot.start();
    } finally {
      console.error = originalError;
    }
    expect(store.get(connectionLostAtom)).toBe(true);
    server.route('GET /api/connection/isConnectionExists', () => ({ status: 503, json: { code: 'INTERNAL', message: '' } }));
    expect(await boot.reconnect()).toBe(false);
    expect(store.get(connectionLostAtom)).toBe(true);
  });
});

describe('session reload (technical §4 "Session refresh")', () => {
  it('a 401 forgets the token, signs in again and reloads the state, at most once per window', async () => {
    let clock = 1_000_000;
    let tokens = 0;
    server.route('POST /api/integration/test/authenticate', () => ({ json: { ok: true }, headers: { authorization: `tok-${++tokens}` } }));
    server.route('GET /api/player/info/current', (req) => ({ json: testPlayerInfo(testPlayer({ name: String(req.headers.authorization) })) }));
    server.route('GET /api/player/current', () => ({ status: 401, json: { code: 'NOT_AUTHENTICATED', message: '' } }));
    const { store, boot, api, layer } = setup({ now: () => clock });
    await boot.start();
    expect(store.get(playerInfoAtom)?.player.name).toBe('tok-1');
    // Past the request layer's anti-repeat window, so the second authenticate call is really sent.
    clock += 2000;

    await expect(api.player.current()).rejects.toMatchObject({ status: 401 });
    await boot.reloadSession(); // joins the reload the 401 started
    expect(layer.session.authorization()).toBe('tok-2');
    expect(store.get(playerInfoAtom)?.player.name).toBe('tok-2');
    expect(store.get(sceneAtom)).toEqual({ name: 'road', firstStart: false });

    clock += SESSION_RELOAD_MIN_INTERVAL_MS - 1;
    await expect(api.player.current()).rejects.toMatchObject({ status: 401 });
    await boot.reloadSession();
    expect(layer.session.authorization()).toBe('tok-2');

    clock += 1;
    await boot.reloadSession();
    expect(layer.session.authorization()).toBe('tok-3');
  });

  it('ignores a session reload during start-up (the boot handles its own failures)', async () => {
    server.route('POST /api/integration/test/authenticate', authenticate('t'));
    const { boot, layer } = setup();
    layer.session.setAuthorization('kept');
    await boot.reloadSession();
    expect(layer.session.authorization()).toBe('kept');
    expect(server.requests).toHaveLength(0);
  });
});

describe('switch to a direct domain (technical §8)', () => {
  let direct: HttpTestServer;
  beforeEach(async () => {
    direct = await createHttpTestServer();
    server.route('POST /api/integration/test/authenticate', authenticate('tok-A'));
    server.route('GET /api/player/info/current', () => ({ json: testPlayerInfo(testPlayer({ id: 7, battleId: 99 })) }));
  });
  afterEach(async () => {
    await direct.close();
    vi.restoreAllMocks();
  });

  /** The client errors start-up logged (console.error is what the error reporter forwards). */
  const captureErrors = (): unknown[][] => {
    const errors: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    return errors;
  };
  const paths = (s: HttpTestServer) => s.requests.map((r) => `${r.method} ${r.path}`);

  it('moves every call after the player info to the direct host when it names the same player', async () => {
    direct.route('GET /api/player/id/current', (req) => ({ json: { id: req.headers.authorization === 'tok-A' ? 7 : 0 } }));
    direct.route('POST /api/battle/get', () => ({ json: testBattle() }));
    direct.route('GET /api/player/current', () => ({ json: testPlayer({ id: 7 }) }));
    const errors = captureErrors();
    const { store, boot, layer, api } = setup({ directHost: `${direct.url}/` });
    await boot.start();
    expect(layer.baseUrl()).toBe(`${direct.url}/`);
    // The first scene's own call (the battle in progress) already went to the direct host.
    expect(store.get(sceneAtom).name).toBe('battle');
    await api.player.current();
    expect(paths(server)).toEqual(['POST /api/integration/test/authenticate', 'GET /api/player/info/current']);
    expect(paths(direct)).toEqual(['GET /api/player/id/current', 'POST /api/battle/get', 'GET /api/player/current']);
    expect(errors).toEqual([]);
  });

  it('stays and logs one client error when the direct host names another player', async () => {
    direct.route('GET /api/player/id/current', () => ({ json: { id: 8 } }));
    server.route('POST /api/battle/get', () => ({ json: testBattle() }));
    const errors = captureErrors();
    const { store, boot, layer } = setup({ directHost: direct.url });
    await boot.start();
    expect(layer.baseUrl()).toBe(server.url);
    expect(store.get(sceneAtom).name).toBe('battle');
    expect(paths(direct)).toEqual(['GET /api/player/id/current']);
    expect(errors).toHaveLength(1);
    const [logged] = errors[0] ?? [];
    expect(isDirectDomainError(logged) && [logged.code, logged.host, logged.playerId]).toEqual([
      DirectDomainErrorCode.NOT_CONFIRMED,
      direct.url,
      7,
    ]);
  });

  it('stays when the direct host refuses the token, without reloading the session', async () => {
    direct.route('GET /api/player/id/current', () => ({ status: 401, json: { code: 'NOT_AUTHENTICATED', message: '' } }));
    server.route('POST /api/battle/get', () => ({ json: testBattle() }));
    const errors = captureErrors();
    const { boot, layer } = setup({ directHost: direct.url });
    await boot.start();
    expect(layer.baseUrl()).toBe(server.url);
    expect(layer.session.authorization()).toBe('tok-A');
    expect(paths(server).filter((p) => p.includes('authenticate'))).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it('stays when nothing answers at the direct host', async () => {
    const gone = await createHttpTestServer();
    await gone.close();
    server.route('POST /api/battle/get', () => ({ json: testBattle() }));
    const errors = captureErrors();
    const { store, boot, layer } = setup({ directHost: gone.url });
    await boot.start();
    expect(layer.baseUrl()).toBe(server.url);
    expect(store.get(sceneAtom).name).toBe('battle');
    expect(errors.map(([e]) => isDirectDomainError(e) && e.code)).toEqual([DirectDomainErrorCode.NOT_CONFIRMED]);
  });

  it('does not hold the first scene longer than the bound when the direct host does not answer', async () => {
    direct.route('GET /api/player/id/current', () => new Promise(() => undefined));
    server.route('POST /api/battle/get', () => ({ json: testBattle() }));
    const errors = captureErrors();
    const { store, boot, layer } = setup({ directHost: direct.url, directCheckTimeoutMs: 200 });
    const startedAt = performance.now();
    await boot.start();
    // The request layer's own timeout is 30 s; the bound is what released the start-up.
    expect(performance.now() - startedAt).toBeLessThan(5_000);
    expect(store.get(sceneAtom).name).toBe('battle');
    expect(layer.baseUrl()).toBe(server.url);
    expect(errors.map(([e]) => isDirectDomainError(e) && e.code)).toEqual([DirectDomainErrorCode.TIMED_OUT]);
  });

  it('asks once per page load: a start-up resumed from the connection page neither asks nor logs again', async () => {
    direct.route('GET /api/player/id/current', () => ({ json: { id: 8 } }));
    server.route('POST /api/battle/get', () => ({ status: 503, json: { code: 'INTERNAL', message: '' } }));
    server.route('GET /api/connection/isConnectionExists', () => ({ json: { exists: true } }));
    const errors = captureErrors();
    const { store, boot } = setup({ directHost: direct.url });
    await boot.start();
    expect(store.get(connectionLostAtom)).toBe(true);
    server.route('POST /api/battle/get', () => ({ json: testBattle() }));
    expect(await boot.reconnect()).toBe(true);
    expect(paths(direct)).toEqual(['GET /api/player/id/current']);
    expect(errors.filter(([e]) => isDirectDomainError(e))).toHaveLength(1);
  });

  it('asks nothing when there is no player yet, or the direct host is already the base', async () => {
    server.route('GET /api/player/info/current', () => ({ status: 401, json: { code: 'NOT_AUTHENTICATED', message: '' } }));
    const first = setup({ directHost: direct.url });
    await first.boot.start();
    expect(first.store.get(sceneAtom).name).toBe('characterSelection');

    server.route('GET /api/player/info/current', () => ({ json: testPlayerInfo() }));
    const second = setup({ directHost: `${server.url}/` });
    await second.boot.start();
    expect(second.store.get(sceneAtom).name).toBe('road');
    expect(direct.requests).toHaveLength(0);
    expect(paths(server).filter((p) => p.endsWith('/api/player/id/current'))).toHaveLength(0);
  });
});
