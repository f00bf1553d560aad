import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_VERSION, LoadStage, MoveSpeedMode, Quality } from '../model/index.ts';
import type { ApiClient } from './ApiClient.ts';
import { type RequestLayer } from './createRequestLayer.ts';
import { answersOk, createHttpTestServer, sendJson, type Handler, type HttpTestServer } from '../../test/support/httpServer.ts';
import { createTestApi } from '../../test/support/testApi.ts';

let server: HttpTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(handler?: Handler): Promise<{ server: HttpTestServer; api: ApiClient; layer: RequestLayer }> {
  server = await createHttpTestServer(handler ?? answersOk);
  return { server, ...createTestApi(server.url, { domain: 'game.example' }) };
}

interface Expected {
  method: 'GET' | 'POST';
  path: string;
  /** Query fields besides sessionId. */
  query?: Record<string, string>;
  /** Form fields. */
  form?: Record<string, string>;
}

const catalogue: [string, (api: ApiClient) => Promise<unknown>, Expected][] = [
  ['security.isPlayerExist', (a) => a.security.isPlayerExist(), { method: 'GET', path: '/api/security/isPlayerExist' }],
  [
    'security.login',
    (a) => a.security.login({ name: 'ann', password: 'pw', lang: 'EN' }),
    { method: 'POST', path: '/api/security/login', form: { name: 'ann', password: 'pw', lang: 'EN' } },
  ],
  ['security.logout', (a) => a.security.logout(), { method: 'POST', path: '/api/security/logout', form: {} }],
  ['security.setName', (a) => a.security.setName('Bob'), { method: 'POST', path: '/api/security/name/set', form: { name: 'Bob' } }],
  [
    'security.setMailOrPhone',
    (a) => a.security.setMailOrPhone('+71234567890'),
    { method: 'POST', path: '/api/security/mailOrPhone/set', form: { mailOrPhone: '+71234567890' } },
  ],
  [
    'security.setPassword',
    (a) => a.security.setPassword({ passwordCurrent: 'a', passwordNew: 'b', passwordRepeat: 'b' }),
    { method: 'POST', path: '/api/security/password/set', form: { passwordCurrent: 'a', passwordNew: 'b', passwordRepeat: 'b' } },
  ],
  [
    'player.infoCurrent',
    (a) => a.player.infoCurrent(true),
    { method: 'GET', path: '/api/player/info/current', query: { frontVersion: String(CLIENT_VERSION), init: 'true' } },
  ],
  [
    'player.info with a range',
    (a) => a.player.info(3, 9),
    { method: 'GET', path: '/api/player/info', query: { artifactFrom: '3', artifactTo: '9' } },
  ],
  ['player.info without a range', (a) => a.player.info(), { method: 'GET', path: '/api/player/info', query: {} }],
  ['player.current', (a) => a.player.current(), { method: 'GET', path: '/api/player/current' }],
  ['player.idCurrent on this origin', (a) => a.player.idCurrent(), { method: 'GET', path: '/api/player/id/current' }],
  [
    'player.setCoordinate',
    (a) => a.player.setCoordinate(1234, 7),
    { method: 'POST', path: '/api/player/v3/coordinate/set', form: { coordinate: '1234', contextId: '7' } },
  ],
  [
    'player.updateMoveSpeedMode',
    (a) => a.player.updateMoveSpeedMode(MoveSpeedMode.FAST),
    { method: 'POST', path: '/api/player/updateMoveSpeedMode', form: { moveSpeedMode: 'FAST' } },
  ],
  [
    'player.updateSoundMute',
    (a) => a.player.updateSoundMute(true),
    { method: 'POST', path: '/api/player/updateSoundMute', form: { soundMute: 'true' } },
  ],
  ['player.switchUi', (a) => a.player.switchUi(), { method: 'POST', path: '/api/player/ui/switch', form: {} }],
  ['player.setQuality', (a) => a.player.setQuality(Quality.HIGH), { method: 'POST', path: '/api/player/set/quality/HIGH', form: {} }],
  ['player.switchLang toggles', (a) => a.player.switchLang(), { method: 'POST', path: '/api/player/lang/switch', form: {} }],
  ['player.switchLang to RU', (a) => a.player.switchLang('RU'), { method: 'POST', path: '/api/player/lang/switch/RU', form: {} }],
  ['player.setRated', (a) => a.player.setRated(), { method: 'GET', path: '/api/player/set/rated' }],
  ['player.healthOptions', (a) => a.player.healthOptions(), { method: 'GET', path: '/api/player/health/options' }],
  ['player.restoreHealth', (a) => a.player.restoreHealth(2), { method: 'POST', path: '/api/player/health/2/restore', form: {} }],
  [
    'places.ensure',
    (a) => a.places.ensure(0, 20_000),
    { method: 'GET', path: '/api/place/v3/ensure', query: { coordFrom: '0', coordTo: '20000' } },
  ],
  ['places.takeResource', (a) => a.places.takeResource(11), { method: 'GET', path: '/api/resourcePlace/11/take' }],
  ['places.takeSkill', (a) => a.places.takeSkill(12), { method: 'GET', path: '/api/skill/place/12/take' }],
  ['places.gain', (a) => a.places.gain(13), { method: 'POST', path: '/api/place/gainable/13/gain', form: {} }],
  ['places.useTurn', (a) => a.places.useTurn(14), { method: 'POST', path: '/api/turn/14/use', form: {} }],
  ['places.turnBack', (a) => a.places.turnBack(15), { method: 'POST', path: '/api/turn/back/15', form: {} }],
  ['places.teleportGet', (a) => a.places.teleportGet(16), { method: 'GET', path: '/api/teleport/16/get' }],
  ['places.teleportUse', (a) => a.places.teleportUse(16, 4000), { method: 'POST', path: '/api/teleport/16/use/4000', form: {} }],
  ['places.portalInfo', (a) => a.places.portalInfo(17), { method: 'GET', path: '/api/portal/17/info' }],
  ['places.portalUse', (a) => a.places.portalUse(17, 10), { method: 'POST', path: '/api/portal/17/use', form: { discount: '10' } }],
  ['places.portalUse without discount', (a) => a.places.portalUse(17), { method: 'POST', path: '/api/portal/17/use', form: {} }],
  ['battle.attackPlace', (a) => a.battle.attackPlace(21), { method: 'POST', path: '/api/battle/place/attack', form: { placeId: '21' } }],
  ['battle.get', (a) => a.battle.get(), { method: 'POST', path: '/api/battle/get', form: {} }],
  ['battle.ask', (a) => a.battle.ask(), { method: 'POST', path: '/api/battle/ask', form: {} }],
  ['battle.skip', (a) => a.battle.skip(), { method: 'POST', path: '/api/battle/skip', form: {} }],
  [
    'battle.hit',
    (a) => a.battle.hit(1, 2),
    { method: 'POST', path: '/api/battle/hit', form: { attackerId: '1', defenderId: '2' } },
  ],
  [
    'battle.precalculate',
    (a) => a.battle.precalculate(1, 3),
    { method: 'POST', path: '/api/battle/precalculate', form: { attackerId: '1', defenderId: '3' } },
  ],
  [
    'battle.removeConsumable',
    (a) => a.battle.removeConsumable(5, 6),
    { method: 'POST', path: '/api/battle/removeConsumable', form: { id: '5', targetCreatureId: '6' } },
  ],
  ['battle.giveUp', (a) => a.battle.giveUp(), { method: 'POST', path: '/api/battle/giveUpBattle', form: {} }],
  ['battle.complete', (a) => a.battle.complete(), { method: 'POST', path: '/api/battle/complete', form: {} }],
  ['logs.stage', (a) => a.logs.stage(LoadStage.bootCompleted), { method: 'GET', path: '/api/load/log/boot/completed' }],
  ['logs.unload', (a) => a.logs.unload(55), { method: 'GET', path: '/api/load/log/unload', query: { loadedPct: '55' } }],
  [
    'logs.add',
    (a) => a.logs.add('TypeError: x is undefined'),
    { method: 'POST', path: '/api/log/add', form: { message: 'TypeError: x is undefined', domain: 'game.example' } },
  ],
  ['connection.exists', (a) => a.connection.exists(), { method: 'GET', path: '/api/connection/isConnectionExists' }],
];

describe('createApiClient: paths and fields of the catalogue (technical §7, API.md)', () => {
  it.each(catalogue)('%s', async (_, call, expected) => {
    const { server, api } = await setup();
    await call(api);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe(expected.method);
    expect(request?.url.pathname).toBe(expected.path);
    const query = Object.fromEntries(request?.url.searchParams ?? []);
    expect(query.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    delete query.sessionId;
    expect(query).toEqual(expected.query ?? {});
    if (expected.form) {
      expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual(expected.form);
    } else {
      expect(request?.body).toBe('');
    }
  });

  it('registerTrial sends the screen, the client version, the session id as h_session and ref', async () => {
    const { server, api, layer } = await setup();
    await api.security.registerTrial({
      characterAndCompanion: 'human:elf_female',
      domain: 'game.example',
      lang: 'RU',
      sw: 1920,
      sh: 1080,
      cw: 600,
      ch: 840,
      ref: '12',
    });
    expect(server.requests[0]?.url.pathname).toBe('/api/security/registerTrial');
    expect(Object.fromEntries(new URLSearchParams(server.requests[0]?.body))).toEqual({
      characterAndCompanion: 'human:elf_female',
      domain: 'game.example',
      lang: 'RU',
      sw: '1920',
      sh: '1080',
      cw: '600',
      ch: '840',
      frontVersion: String(CLIENT_VERSION),
      h_session: layer.session.sessionId(),
      ref: '12',
    });
  });

  it('registerTrial leaves ref out when not given', async () => {
    const { server, api } = await setup();
    await api.security.registerTrial({ characterAndCompanion: 'mag:elf', domain: 'd', lang: 'EN', sw: 1, sh: 1, cw: 1, ch: 1 });
    expect(new URLSearchParams(server.requests[0]?.body).has('ref')).toBe(false);
  });

  it('register sends the optional mail or phone trimmed, and only when non-blank (product §5)', async () => {
    const { server, api } = await setup();
    const base = { name: 'ann', password: 'pw', repeat: 'pw', consentPrivacy: true, consentCookies: true };
    await api.security.register({ ...base, optionalMailOrPhone: '  ann@mail.example ' });
    await api.security.register({ ...base, name: 'bob', optionalMailOrPhone: '   ' });
    await api.security.register({ ...base, name: 'cid', ref: '9' });
    const bodies = server.on('/api/security/register').map((r) => Object.fromEntries(new URLSearchParams(r.body)));
    expect(bodies).toEqual([
      { ...strings(base), optionalMailOrPhone: 'ann@mail.example' },
      { ...strings(base), name: 'bob' },
      { ...strings(base), name: 'cid', ref: '9' },
    ]);
  });

  it('idCurrent calls the given host', async () => {
    const { api } = await setup();
    const other = await createHttpTestServer((_, res) => sendJson(res, 200, { id: 5 }));
    try {
      await expect(api.player.idCurrent(other.url)).resolves.toEqual({ id: 5 });
      await expect(api.player.idCurrent(`${other.url}/`)).resolves.toEqual({ id: 5 });
      expect(other.on('/api/player/id/current')).toHaveLength(2);
      expect(server?.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('returns the server answer and maps the void calls to undefined', async () => {
    const { api } = await setup((req, res) =>
      req.url.pathname === '/api/player/set/quality/LOW' ? sendJson(res, 200, { quality: 'LOW' }) : sendJson(res, 200, { ok: true }),
    );
    await expect(api.player.setQuality(Quality.LOW)).resolves.toEqual({ quality: 'LOW' });
    await expect(api.security.logout()).resolves.toBeUndefined();
    await expect(api.connection.exists()).resolves.toBe(false);
  });

  it('connection.exists answers true when the server says so and false when unreachable', async () => {
    const { server, api } = await setup((_, res) => sendJson(res, 200, { exists: true }));
    await expect(api.connection.exists()).resolves.toBe(true);
    await server.close();
    await expect(api.connection.exists()).resolves.toBe(false);
  });

  it('logs.add cuts a message to the server limit of 4000 characters', async () => {
    const { server, api } = await setup();
    await api.logs.add('x'.repeat(5000));
    expect(new URLSearchParams(server.requests[0]?.body).get('message')).toHaveLength(4000);
  });
});

function strings(fields: Record<string, string | boolean>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
}

describe('player.infoRoad: the first frame in one call (fixtures/server/API.md "The first frame in one call")', () => {
  const place = (id: number, posY: number) => ({ id, posY });
  const road = {
    info: { player: { id: 5, coordinate: 1200 } },
    places: { places: [place(1, 200), place(2, 900), place(3, 2400), place(4, 3300)], tiles: [], educations: [], minCoordinate: 0, maxCoordinate: 4000, controlType: 'HERO' },
    placesFrom: 200,
    placesTo: 3400,
  };
  const ensured = { places: [place(9, 5000)], tiles: [], educations: [], minCoordinate: 0, maxCoordinate: 4000, controlType: 'HERO' };
  const routes = () =>
    createHttpTestServer({
      'GET /api/player/info/road': () => ({ json: road }),
      'GET /api/place/v3/ensure': () => ({ json: ensured }),
      'POST /api/player/ui/switch': () => ({ json: road.info.player }),
    });

  it('asks with the client version and around, and answers the first ensure inside its span without a request', async () => {
    server = await routes();
    const { api } = createTestApi(server.url);
    expect(await api.player.infoRoad(true, 2200)).toEqual(road);
    expect(server.on('/api/player/info/road')[0]?.url.searchParams.get('around')).toBe('2200');
    expect(server.on('/api/player/info/road')[0]?.url.searchParams.get('frontVersion')).toBe(String(CLIENT_VERSION));
    // The places with posY in the asked span, as place/v3/ensure answers them.
    expect((await api.places.ensure(800, 3000)).places).toEqual([place(2, 900), place(3, 2400)]);
    expect(server.on('/api/place/v3/ensure')).toHaveLength(0);
    // Once only: the next ensure, even inside the span, asks the server.
    expect(await api.places.ensure(800, 3000)).toEqual(ensured);
    expect(server.on('/api/place/v3/ensure')).toHaveLength(1);
  });

  it('asks the server for a span beyond the held one, and after any change the client sent', async () => {
    server = await routes();
    const { api } = createTestApi(server.url);
    await api.player.infoRoad(true, 2200);
    expect(await api.places.ensure(100, 3000)).toEqual(ensured);
    await api.player.infoRoad(true, 2200);
    await api.player.switchUi();
    expect(await api.places.ensure(800, 3000)).toEqual(ensured);
    expect(server.on('/api/place/v3/ensure')).toHaveLength(2);
  });
});
